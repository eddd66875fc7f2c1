import { expect, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";

test.describe("customers", () => {
  test("the owner searches customers, opens one, keeps a note and follows the history to the booking", async ({
    page,
  }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId("sidebar").getByRole("link", { name: "Customers" }).click();
    await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Customers" })).toBeVisible();
    expect(await page.getByTestId("customer-row").count()).toBeGreaterThanOrEqual(5);

    // Search by part of a name; a LIKE wildcard alone finds nobody (taken literally).
    await page.getByLabel("Search").fill("chloe");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]q=chloe/);
    const rows = page.getByTestId("customer-row");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("chloe.davies@example.com");
    await expect(rows).toContainText("£28");
    await page.goto("/dashboard/customers?q=%25");
    await expect(page.getByText("No customers match your search")).toBeVisible();
    await page.goto("/dashboard/customers?q=chloe");

    await rows.getByRole("link", { name: "Chloe Davies" }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers\/chloe\.davies%40example\.com$/);
    await expect(page.getByRole("heading", { name: "Chloe Davies", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "chloe.davies@example.com" })).toHaveAttribute(
      "href",
      "mailto:chloe.davies@example.com",
    );
    await expect(page.getByRole("link", { name: "07700 900205" })).toHaveAttribute("href", "tel:07700900205");
    await expect(page.getByTestId("customer-stat").filter({ hasText: "Visits" })).toContainText("1");

    // Too long: the field says so and keeps what was typed.
    const notes = page.getByRole("textbox", { name: "Notes" });
    await notes.fill("x".repeat(2001));
    await page.getByRole("button", { name: "Save Notes" }).click();
    await expect(page.getByText("Notes must be 2,000 characters or fewer.").first()).toBeVisible();
    await expect(notes).toHaveValue("x".repeat(2001));

    const note = `Prefers the window seat ${Date.now()}`;
    await notes.fill(note);
    await page.getByRole("button", { name: "Save Notes" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Note Saved" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Notes" })).toHaveValue(note);

    const history = page.getByTestId("history-row");
    await expect(history).toHaveCount(1);
    await expect(history).toContainText("Gel Manicure");
    await expect(history.getByText("completed")).toBeVisible();
    const link = history.getByRole("link");
    await expect(link).toHaveText(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    const id = /highlightBooking=([0-9a-f-]{36})/.exec((await link.getAttribute("href")) ?? "")?.[1];
    expect(id).toBeTruthy();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/bookings\\?highlightBooking=${id}`));
    await expect(page.locator(`[data-booking-id="${id}"]`).first()).toBeVisible();
  });

  test("an unknown customer is not found; staff cannot open Customers", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard's not-found screen (streamed below the loading boundary, so the status is already sent).
    await page.goto("/dashboard/customers/nobody%40example.com");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "Customers" })).toHaveCount(0);
    const response = await page.goto("/dashboard/customers");
    expect(response?.status()).toBe(403);
    const detail = await page.goto("/dashboard/customers/chloe.davies%40example.com");
    expect(detail?.status()).toBe(403);
  });

  test("on a 390 px phone the customers are cards", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/customers");
    await expect(page.getByTestId("customer-card").first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Customers" })).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
