import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/test";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";
import { londonDate, ukDate } from "./support/dates";

const TYPE = "E2E Laser Room";
const ROOM = "E2E Room A";
const SERVICE = "Signature Facial";

/** The service's card on the Services screen. */
const serviceCard = (page: Page) => page.getByTestId("service-card").filter({ hasText: SERVICE });

/** Puts the demo business back as it was: the service needs nothing, and the room (and with it its type) is gone. */
async function putBack(page: Page) {
  await page.goto("/dashboard/services");
  if ((await serviceCard(page).getByTestId("service-needs").count()) > 0) {
    await page.getByRole("button", { name: `Edit ${SERVICE}` }).click();
    await page.getByLabel(`Needs a free ${TYPE}`).uncheck();
    await page.getByRole("button", { name: "Update Service" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Service Updated" })).toBeVisible();
  }
  await page.goto("/dashboard/resources");
  const deleteButton = page.getByRole("button", { name: `Delete ${ROOM}` }).first();
  if ((await deleteButton.count()) > 0) {
    await deleteButton.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Resource Deleted" })).toBeVisible();
  }
}

test.describe("resources", () => {
  test("the owner adds a room of a new type, blocks dates on it, and a service says it needs one", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    try {
      await page.getByTestId("sidebar").getByRole("link", { name: "Resources" }).click();
      await expect(page.getByRole("heading", { name: "Resources", level: 1 })).toBeVisible();
      // The demo's two treatment rooms (db/seed.ts) are there already.
      await expect(page.getByTestId("resource-type").filter({ hasText: "Treatment room" })).toContainText(
        "2 resources",
      );
      await expectAccessible(page);

      // Add: a name and a type the business does not have yet.
      await page.getByRole("button", { name: "Add resource" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add resource" });
      await dialog.getByLabel("Name").fill(ROOM);
      await dialog.getByLabel("Type").fill(TYPE);
      await expect(dialog.getByLabel("Active")).toBeChecked();
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Add resource" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Resource Added" })).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // Grouped under its type, with its count.
      const group = page.getByTestId("resource-type").filter({ hasText: TYPE });
      await expect(group.getByRole("heading", { name: TYPE })).toBeVisible();
      await expect(group).toContainText("1 resource");
      const row = group.getByTestId("resource-row").filter({ hasText: ROOM }).first();
      await expect(row).toContainText("Active");

      // The same name again is refused next to the field, keeping what was typed.
      await page.getByRole("button", { name: "Add resource" }).first().click();
      const again = page.getByRole("dialog", { name: "Add resource" });
      await again.getByLabel("Name").fill(ROOM.toLowerCase());
      await again.getByLabel("Type").fill(TYPE);
      await again.getByRole("button", { name: "Add resource" }).click();
      await expect(again.getByLabel("Name")).toHaveAccessibleDescription(/A resource with this name already exists\./);
      await expect(again.getByLabel("Name")).toHaveValue(ROOM.toLowerCase());
      await again.getByRole("button", { name: "Cancel" }).click();

      // Blocked dates: two days, listed on the row in the UK format.
      const from = londonDate(33);
      const to = londonDate(34);
      await page.getByRole("button", { name: `Block dates for ${ROOM}` }).click();
      const blocked = page.getByRole("dialog", { name: `Blocked dates: ${ROOM}` });
      await expect(blocked).toContainText("No blocked dates coming up.");
      await blocked.getByLabel("From", { exact: true }).fill(from);
      await blocked.getByLabel("To", { exact: true }).fill(to);
      await blocked.getByLabel("Reason (optional)").fill("Laser service visit");
      await blocked.getByRole("button", { name: "Block dates" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Dates Blocked" })).toBeVisible();
      await expect(blocked.getByTestId("blocked-date")).toContainText("Laser service visit");
      await expectAccessible(page);
      await blocked.getByRole("button", { name: "Close" }).click();
      const [fromDay, toDay] = [ukDate(from), ukDate(to)];
      // 'Mon 14 – Tue 15 Dec 2026' within a month, else both dates' months.
      const expected =
        from.slice(0, 7) === to.slice(0, 7)
          ? `${fromDay.split(" ").slice(0, 2).join(" ")} – ${toDay}`
          : fromDay.slice(0, 4) === toDay.slice(0, 4)
            ? `${fromDay.split(" ").slice(0, 3).join(" ")} – ${toDay}`
            : `${fromDay} – ${toDay}`;
      await expect(row.getByTestId("resource-blocked-date")).toContainText(expected);
      await expectAccessible(page);

      // Services: the facial needs a free room of the new type.
      await page.getByTestId("sidebar").getByRole("link", { name: "Services" }).click();
      await page.getByRole("button", { name: `Edit ${SERVICE}` }).click();
      const needs = page.getByRole("group", { name: "Needs" });
      await needs.getByLabel(`Needs a free ${TYPE}`).check();
      await expect(needs.getByLabel("For the whole appointment")).toBeChecked();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Update Service" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Service Updated" })).toBeVisible();
      await expect(serviceCard(page).getByTestId("service-needs")).toHaveText(`Needs: ${TYPE}`);
      await expectAccessible(page);
    } finally {
      await putBack(page);
    }
    // Gone with its last resource and the need: no group of its type is left.
    await expect(page.getByTestId("resource-type").filter({ hasText: TYPE })).toHaveCount(0);
    await expect(page.getByTestId("resource-type").filter({ hasText: "Treatment room" })).toContainText("2 resources");
  });

  test("a business without resources is told what they are for, and staff get 403", async ({ page }) => {
    await register(page, "Rhea Sources", uniqueEmail("rhea"), "rhea-password");
    await page.goto("/dashboard/setup");
    await page.getByLabel("Business Name *").fill(`Rhea's Spa ${Date.now()}`);
    await page.getByLabel("Business Type *").selectOption("spa");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Business Created" })).toBeVisible();
    await page.goto("/dashboard/resources");
    const empty = page.getByTestId("resources-empty");
    await expect(empty).toContainText("No resources yet");
    await expect(empty.getByRole("button", { name: "Add resource" })).toBeVisible();
    await expectAccessible(page);

    await page.context().clearCookies();
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.goto("/dashboard/resources"))?.status()).toBe(403);
  });
});
