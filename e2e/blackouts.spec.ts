import { expect, expectAccessible, test } from "./support/test";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";
import { londonDate, ukDate } from "./support/dates";

test.describe("block dates and times", () => {
  test("the owner adds business and recurring staff blackouts, sees them on the calendar and list, edits and deletes", async ({
    page,
  }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId("sidebar").getByRole("link", { name: "Block Dates" }).click();
    await expect(page.getByRole("heading", { name: "Block Dates & Times", level: 1 })).toBeVisible();
    await expect(page.getByTestId("calendar-day")).toHaveCount(14);
    await expect(page.getByText("No blackout periods")).toBeVisible();

    // Validation: end before start, and a staff blackout without a staff member.
    const start = londonDate(3);
    await page.getByLabel("Start Date").fill(start);
    await page.getByLabel("End Date").fill(londonDate(2));
    await page.getByRole("button", { name: "Add Blackout" }).click();
    await expect(page.getByLabel("End Date")).toHaveAccessibleDescription(/End date cannot be before start date/);
    await page.getByLabel("End Date").fill(start);
    await page.getByLabel("Start Time").fill("14:00");
    await page.getByLabel("End Time").fill("12:00");
    await page.getByRole("button", { name: "Add Blackout" }).click();
    await expect(page.getByLabel("End Time")).toHaveAccessibleDescription(/End time cannot be before start time/);
    await page.getByLabel("Start Time").fill("");
    await page.getByLabel("End Time").fill("");
    await page.getByLabel("Reason").fill("Staff training");
    await page.getByRole("button", { name: "Add Blackout" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Blackout Added" })).toBeVisible();
    await expect(page.locator(`[data-testid="calendar-day"][data-date="${start}"]`)).toHaveAttribute(
      "data-blocked",
      "true",
    );
    const business = page.getByTestId("blackout-item").filter({ hasText: "Staff training" });
    await expect(business).toContainText("Entire Business");
    await expect(business).toContainText(ukDate(start));
    await expect(business).toContainText("All day");

    // A weekly staff blackout from tomorrow: tomorrow and a week later are flagged.
    await page.getByLabel("Type").selectOption("staff");
    await page.getByRole("button", { name: "Add Blackout" }).click();
    await expect(page.getByLabel("Staff Member")).toHaveAccessibleDescription(/Please select a staff member/);
    await page.getByLabel("Staff Member").selectOption({ label: "James Taylor" });
    await page.getByLabel("Start Date").fill(londonDate(1));
    await page.getByLabel("End Date").fill(londonDate(1));
    await page.getByLabel("Reason").fill("Weekly day off");
    await page.getByLabel("Recurring").check();
    await page.getByLabel("Pattern").selectOption("weekly");
    await page.getByRole("button", { name: "Add Blackout" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Blackout Added" }).last()).toBeVisible();
    const weekly = page.getByTestId("blackout-item").filter({ hasText: "Weekly day off" });
    await expect(weekly).toContainText("James Taylor");
    await expect(weekly).toContainText("Recurring (weekly)");
    await expect(page.locator(`[data-testid="calendar-day"][data-date="${londonDate(8)}"]`)).toHaveAttribute(
      "data-blocked",
      "true",
    );

    // Edit, then delete with the confirmation.
    await business.getByRole("button", { name: "Edit blackout" }).click();
    await expect(page.getByRole("heading", { name: "Edit Blackout Period" })).toBeVisible();
    await page.getByLabel("Reason").fill("Deep clean");
    await page.getByRole("button", { name: "Update Blackout" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Blackout Updated" })).toBeVisible();
    const cleaned = page.getByTestId("blackout-item").filter({ hasText: "Deep clean" });
    await cleaned.getByRole("button", { name: "Delete blackout" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this blackout period?");
    await expectAccessible(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Blackout Deleted" })).toBeVisible();
    await expect(page.getByTestId("blackout-item")).toHaveCount(1);
    await weekly.getByRole("button", { name: "Delete blackout" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No blackout periods")).toBeVisible();
  });

  test("a fresh business sees the empty states", async ({ page }) => {
    await register(page, "Empty Owner", uniqueEmail("empty"), "empty-pass");
    await page.goto("/dashboard/blackouts");
    await expect(page.getByTestId("setup-required")).toBeVisible();
  });
});
