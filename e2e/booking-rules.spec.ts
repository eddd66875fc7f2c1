import { expect, test, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { visibleDateOptions } from "./support/wizard";

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();
const rule = (page: Page, label: string) => page.getByLabel(label, { exact: false });

async function setRules(page: Page, rules: Record<string, string>) {
  for (const [label, value] of Object.entries(rules)) await rule(page, label).fill(value);
  await page.getByRole("button", { name: "Save Booking Rules" }).click();
}

/** The dates the booking page offers (the window's length), read from the availability answer it shows. */
async function countDates(page: Page) {
  await page.goto("/book/demo");
  await page.getByTestId("service-option").filter({ hasText: "Haircut & Style" }).click();
  const availability = page.waitForResponse(/\/availability\?/);
  await page.getByTestId("staff-option").filter({ hasText: "Emma Wilson" }).click();
  const { days } = (await (await availability).json()) as { days: unknown[] };
  await expect(visibleDateOptions(page).first()).toBeVisible();
  return days.length;
}

test.describe("booking rules", () => {
  test("an owner sets how far ahead customers can book; bad values are named and change nothing", async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId("sidebar").getByRole("link", { name: "Business Setup" }).click();
    await expect(page.getByRole("heading", { name: "Booking Rules" })).toBeVisible();
    await expect(rule(page, "Booking window")).toHaveValue("21");
    await expect(rule(page, "Reminder email")).toHaveValue("24");

    const visitor = await context.newPage();
    expect(await countDates(visitor)).toBe(21);

    try {
      await setRules(page, { "Booking window": "400", "Buffer after each appointment": "-5" });
      await expect(toast(page, "Save Failed")).toBeVisible();
      // Each message sits under its field (and is read out with it).
      await expect(rule(page, "Booking window")).toHaveAccessibleDescription(
        /Enter a whole number of days from 1 to 365/,
      );
      await expect(rule(page, "Buffer after each appointment")).toHaveAccessibleDescription(
        /Enter a whole number of minutes from 0 to 240/,
      );
      await expect(rule(page, "Booking window")).toHaveValue("400");
      expect(await countDates(visitor)).toBe(21);

      await setRules(page, { "Booking window": "7", "Buffer after each appointment": "0" });
      // Either may be showing (or both, for a moment): the save is under way or done.
      await expect(
        page.getByRole("button", { name: "Saving..." }).or(toast(page, "Booking Rules Saved")).first(),
      ).toBeVisible();
      await expect(toast(page, "Your booking rules have been saved.")).toBeVisible();
      expect(await countDates(visitor)).toBe(7);
      await page.reload();
      await expect(rule(page, "Booking window")).toHaveValue("7");
    } finally {
      await page.goto("/dashboard/setup");
      await setRules(page, { "Booking window": "21", "Buffer after each appointment": "0" });
      await expect(toast(page, "Your booking rules have been saved.")).toBeVisible();
    }
  });
});
