import { expect, test } from "@playwright/test";
import { register } from "./support/auth";
import { uniqueEmail } from "./support/auth";

test.describe("overview", () => {
  test("the demo owner sees computed stats, quick actions and recent bookings", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Owner", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back, Olivia Owner!")).toBeVisible();
    await expect(page.getByText("BookingPro is free during beta!")).toBeVisible();

    const cards = page.getByTestId("stat-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({ hasText: "Total Bookings" })).toContainText("5");
    await expect(cards.filter({ hasText: "Active Services" })).toContainText("6");
    await expect(cards.filter({ hasText: "Staff Members" })).toContainText("3");
    await expect(cards.filter({ hasText: "Revenue" })).toContainText("£266.00");
    for (const card of await cards.all()) await expect(card).toContainText(/from last month|New this month/);

    const quick = page.getByRole("region", { name: "Quick Actions" });
    await expect(quick.getByRole("link")).toHaveText([/Add Service/, /Add Staff/, /Customize Page/]);

    const recent = page.getByRole("region", { name: "Recent Bookings" });
    await expect(recent.getByTestId("recent-booking")).toHaveCount(5);
    await expect(recent.getByTestId("recent-booking").filter({ hasText: "Daniel Evans" })).toContainText("pending");
    // The demo bookings were all made in the last 24 hours: the bell lists them, newest first.
    await expect(page.getByTestId("notification-badge")).toHaveText("5");
    await page.getByRole("button", { name: "Notifications" }).click();
    const items = page.getByTestId("notification-item");
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText("New booking: Sarah Johnson");
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
