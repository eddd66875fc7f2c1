import { expect, expectAccessible, test, type Page } from "./support/test";
import { DEMO, signIn, uniqueEmail } from "./support/auth";
import { plusMinutes } from "./support/dates";
import { chooseDate, fillDetails, pickSlot } from "./support/wizard";

/*
 * Processing time. The demo's Full Colour is 2 hours: 45 minutes applying, 45 developing (Emma is free), 30
 * finishing. On a phone a customer books a colour with Emma; a second customer then books a beard trim with Emma
 * inside the colour's processing; the owner sees both on the schedule, the processing hatched. Days from offset 18.
 */

async function confirm(page: Page, name: string) {
  await fillDetails(page, name, uniqueEmail("processing"));
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
}

test.describe("processing time", () => {
  test("a trim is booked inside a colour's processing, and the schedule hatches the processing", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/book/demo");
    const colour = await pickSlot(page, { service: "Full Colour", staff: "Emma Wilson", fromOffset: 18 });
    await confirm(page, "Colour Customer");

    // An hour in, Emma's colour is developing: a beard trim then is offered, one in the finish is not.
    const inProcessing = plusMinutes(colour.time, 60);
    await page.goto("/book/demo");
    await page.getByTestId("service-option").filter({ hasText: "Beard Trim" }).click();
    await page.getByTestId("staff-option").filter({ hasText: "Emma Wilson" }).click();
    await chooseDate(page, colour.date);
    const times = page.getByTestId("time-option");
    await expect(times.filter({ hasText: new RegExp(`^${plusMinutes(colour.time, 90)}$`) })).toHaveCount(0);
    await expect(times.filter({ hasText: new RegExp(`^${colour.time}$`) })).toHaveCount(0);
    await times.filter({ hasText: new RegExp(`^${inProcessing}$`) }).click();
    await page.getByTestId("summary-bar").getByRole("button", { name: "Continue" }).click();
    await confirm(page, "Trim Customer");

    // The owner's schedule: the colour with its processing hatched, the trim beside it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/dashboard/schedule?date=${colour.date}&view=day`);
    const colourBlock = page.getByTestId("schedule-appointment").filter({ hasText: "Colour Customer" });
    const trimBlock = page.getByTestId("schedule-appointment").filter({ hasText: "Trim Customer" });
    await expect(colourBlock.getByTestId("processing-part")).toBeVisible();
    await expect(colourBlock.getByRole("button")).toContainText(
      `processing ${plusMinutes(colour.time, 45)}–${plusMinutes(colour.time, 90)}`,
    );
    await expect(trimBlock).toBeVisible();
    const [colourBox, trimBox, hatchBox] = await Promise.all([
      colourBlock.boundingBox(),
      trimBlock.boundingBox(),
      colourBlock.getByTestId("processing-part").boundingBox(),
    ]);
    // The trim starts inside the hatched part and sits to the colour's right, both readable.
    expect(trimBox!.y).toBeGreaterThanOrEqual(hatchBox!.y - 1);
    expect(trimBox!.y).toBeLessThan(hatchBox!.y + hatchBox!.height);
    expect(trimBox!.x).toBeGreaterThan(colourBox!.x + 20);
    await expectAccessible(page);
  });

  test("the owner sees a service's processing and a part that does not fit is refused in place", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/services");
    const card = page.getByTestId("service-card").filter({ hasText: "Full Colour" });
    await expect(card).toContainText("2 h · 45 min processing");
    await card.getByRole("button", { name: "Edit Full Colour" }).click();
    const processing = page.getByRole("group", { name: "Processing time" });
    await expect(processing.getByLabel("Starts after (minutes)")).toHaveValue("45");
    await expect(processing.getByLabel("Lasts (minutes)")).toHaveValue("45");
    await processing.getByLabel("Lasts (minutes)").fill("90");
    await page.getByRole("button", { name: "Update Service" }).click();
    await expect(processing.getByLabel("Lasts (minutes)")).toHaveAccessibleDescription(
      /Processing must end within the service's duration/,
    );
    await expect(processing.getByLabel("Lasts (minutes)")).toHaveValue("90");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toContainText("2 h · 45 min processing");
  });
});
