import { expect, expectAccessible, test, type Page } from "./support/test";
import { DEMO, signIn, uniqueEmail } from "./support/auth";
import { londonDate, plusMinutes } from "./support/dates";
import { chooseDate, fillDetails, pickFirstFreeTime } from "./support/wizard";

/*
 * A visit of several services, booked on a phone. The demo's Full Colour is 2 hours (45 minutes applying, 45
 * developing while Emma is free, 30 finishing) and Haircut & Style 45 minutes at £35. Days from offset 19.
 */

async function confirm(page: Page, name: string) {
  await fillDetails(page, name, uniqueEmail("visit"));
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
}

const option = (page: Page, testId: "service-option" | "staff-option", name: string) =>
  page.getByTestId(testId).filter({ hasText: name });

test.describe("visits of several services", () => {
  test("a customer books Full Colour + Haircut & Style with Emma; a trim fits in the colour's processing", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/book/demo");
    await option(page, "service-option", "Full Colour").click();
    await page.getByRole("button", { name: "Add another service" }).click();
    await expect(page.getByRole("heading", { name: "Add Another Service" })).toBeVisible();
    await expect(option(page, "service-option", "Full Colour")).toBeDisabled();
    await expect(option(page, "service-option", "Full Colour")).toContainText("Added");
    await expectAccessible(page);
    await option(page, "service-option", "Haircut & Style").click();

    // The visit so far, and only those who do both services (James does not colour).
    const visit = page.getByTestId("visit-services");
    await expect(visit.getByRole("listitem")).toHaveText([/Full Colour/, /Haircut & Style/]);
    await expect(option(page, "staff-option", "James Taylor")).toHaveCount(0);
    await expect(page.getByTestId("summary-bar")).toContainText("Full Colour + Haircut & Style");
    await expectAccessible(page);
    const availability = page.waitForRequest(/\/visits\/availability\?/);
    await option(page, "staff-option", "Emma Wilson").click();
    expect(new URL((await availability).url()).searchParams.get("staffing")).toBe("same");
    const colour = await pickFirstFreeTime(page, 19);

    const summary = page.getByTestId("booking-summary");
    await expect(summary).toContainText("Full Colour + Haircut & Style");
    await expect(summary).toContainText("2 h 45 min");
    await expect(summary).toContainText("£155");
    await confirm(page, "Visit Customer");
    const booked = page.getByTestId("booking-summary");
    await expect(booked).toContainText(`Full Colour${colour.time} · Emma Wilson`);
    await expect(booked).toContainText(`Haircut & Style${plusMinutes(colour.time, 120)} · Emma Wilson`);
    await expect(booked).toContainText("£155");
    await expectAccessible(page);

    // An hour in, Emma's colour is developing: a second customer's beard trim fits there, not in the haircut.
    const inProcessing = plusMinutes(colour.time, 60);
    await page.goto("/book/demo");
    await option(page, "service-option", "Beard Trim").click();
    await option(page, "staff-option", "Emma Wilson").click();
    await chooseDate(page, colour.date);
    const times = page.getByTestId("time-option");
    await expect(times.filter({ hasText: new RegExp(`^${plusMinutes(colour.time, 120)}$`) })).toHaveCount(0);
    await times.filter({ hasText: new RegExp(`^${inProcessing}$`) }).click();
    await page.getByTestId("summary-bar").getByRole("button", { name: "Continue" }).click();
    await confirm(page, "Trim Customer");

    // The owner's schedule: the visit's two services, the colour's processing hatched, the trim inside it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/dashboard/schedule?date=${colour.date}&view=day`);
    const visitBlocks = page.getByTestId("schedule-appointment").filter({ hasText: "Visit Customer" });
    await expect(visitBlocks).toHaveCount(2);
    await expect(visitBlocks.first().getByTestId("processing-part")).toBeVisible();
    await expect(page.getByTestId("schedule-appointment").filter({ hasText: "Trim Customer" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a professional per service; a service taken out again", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/book/demo");
    await option(page, "service-option", "Haircut & Style").click();
    await page.getByRole("button", { name: "Add another service" }).click();
    await option(page, "service-option", "Signature Facial").click();
    await page.getByRole("button", { name: "Remove Signature Facial" }).click();
    await expect(page.getByTestId("visit-services").getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Add another service" }).click();
    await option(page, "service-option", "Beard Trim").click();

    await page.getByRole("button", { name: "Choose a professional for each service" }).click();
    await page.getByRole("combobox", { name: "Haircut & Style" }).selectOption({ label: "Emma Wilson" });
    await page.getByRole("combobox", { name: "Beard Trim" }).selectOption({ label: "James Taylor" });
    await expectAccessible(page);
    const availability = page.waitForRequest(/\/visits\/availability\?/);
    await page.getByRole("button", { name: "Continue" }).click();
    expect(new URL((await availability).url()).searchParams.get("staffing")).toBe("each");
    const chosen = await pickFirstFreeTime(page, 19);
    await confirm(page, "Pair Customer");
    const booked = page.getByTestId("booking-summary");
    await expect(booked).toContainText(`Haircut & Style${chosen.time} · Emma Wilson`);
    // James's own beard trim: 30 minutes at £22, after Emma's 45-minute haircut.
    await expect(booked).toContainText(`Beard Trim${plusMinutes(chosen.time, 45)} · James Taylor`);
    await expect(booked).toContainText("£57");
  });
});

test("the owner adds a visit of two services from New appointment; both show on the schedule", async ({ page }) => {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const date = londonDate(20);
  await page.goto(`/dashboard/schedule?date=${date}&view=day`);
  await page.getByRole("button", { name: "New appointment" }).click();
  const dialog = page.getByRole("dialog", { name: "New appointment" });
  await dialog.getByLabel("Service", { exact: true }).selectOption({ label: "Full Colour (2 h)" });
  await dialog.getByRole("button", { name: "Add another service" }).click();
  await dialog.getByLabel("Then (service 2)").selectOption({ label: "Haircut & Style (45 min)" });
  await dialog.getByLabel("Staff").selectOption({ label: "Emma Wilson" });
  await expect(dialog.getByLabel("Time", { exact: true })).not.toHaveValue("");
  await dialog.getByLabel("Customer name").fill("Owner Visit");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add appointment" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Appointment added" }).first()).toBeVisible();
  await expect(page.getByTestId("schedule-appointment").filter({ hasText: "Owner Visit" })).toHaveCount(2);
});
