import { expect, test } from "./support/test";
import { register } from "./support/auth";
import { uniqueEmail } from "./support/auth";

test.describe("overview", () => {
  test("the demo owner sees computed stats, quick actions and recent bookings", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Owner", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back, Olivia Owner!")).toBeVisible();
    await expect(page.getByText("BookingPro is free during beta!")).toBeVisible();

    // Other specs book into the demo business too, so bookings and revenue are at least the seed's.
    const cards = page.getByTestId("stat-card");
    await expect(cards).toHaveCount(4);
    const total = Number(
      (await cards.filter({ hasText: "Total Bookings" }).getByTestId("stat-value").innerText()).trim(),
    );
    expect(total).toBeGreaterThanOrEqual(5);
    await expect(cards.filter({ hasText: "Active Services" })).toContainText("6");
    await expect(cards.filter({ hasText: "Staff Members" })).toContainText("3");
    const revenue = Number(
      (await cards.filter({ hasText: "Revenue" }).getByTestId("stat-value").innerText()).replace(/[£,]/g, ""),
    );
    expect(revenue).toBeGreaterThanOrEqual(266);
    for (const card of await cards.all()) await expect(card).toContainText(/from last month|New this month/);

    const quick = page.getByRole("region", { name: "Quick Actions" });
    await expect(quick.getByRole("link")).toHaveText([/Add Service/, /Add Staff/, /Customize Page/]);

    const recent = page.getByRole("region", { name: "Recent Bookings" });
    await expect(recent.getByTestId("recent-booking")).toHaveCount(5);
    await expect(recent.getByTestId("recent-booking").first()).toContainText(/pending|confirmed|completed|cancelled/i);
    // The demo bookings were all made in the last 24 hours: the bell lists them, newest first.
    await expect(page.getByTestId("notification-badge")).toHaveText(/^([5-9]|9\+)$/);
    await page.getByRole("button", { name: "Notifications" }).click();
    const items = page.getByTestId("notification-item");
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText(/^New booking: /);
    await expect(items.first()).toContainText(/ago$/);
    await expect(items.first()).toHaveAttribute("href", /\/dashboard\/bookings\?highlightBooking=[0-9a-f-]{36}$/);
    await page.keyboard.press("Escape");

    await recent.getByRole("link", { name: "View all" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  });

  test("a new owner without a business gets the setup prompt and an empty state", async ({ page }) => {
    await register(page, "Fresh Owner", uniqueEmail("fresh"), "fresh-pass");
    await expect(page.getByRole("link", { name: "Setup Business" })).toHaveAttribute("href", "/dashboard/setup");
    await expect(page.getByTestId("stat-card")).toHaveCount(0);
  });
});
