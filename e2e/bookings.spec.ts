import { expect, expectAccessible, test, type Page } from "./support/test";
import { bookViaApi, getDemoIds, getFreeSlots } from "./support/api";
import { DEMO, signIn } from "./support/auth";

async function signInAsOwner(page: Page) {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();

test.describe("bookings management", () => {
  test("filters by status and date, clears filters, and shows the four status tiles", async ({ page }) => {
    await signInAsOwner(page);
    await page.getByTestId("sidebar").getByRole("link", { name: "Bookings" }).click();
    await expect(page.getByTestId("status-tile")).toHaveCount(4);
    await expect(page.getByTestId("status-tile")).toHaveText([/Confirmed/, /Pending/, /Cancelled/, /Completed/]);

    for (const status of ["pending", "completed", "confirmed"]) {
      await page.getByLabel("Filter by status").selectOption(status);
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
      const rows = page.getByTestId("booking-row");
      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) await expect(row).toHaveAttribute("data-status", status);
    }
    await page.getByLabel("Filter by status").selectOption("cancelled");
    await page.getByLabel("Filter by date").fill("2020-01-01");
    await expect(page.getByText("No bookings match your filters")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
    await expect(page.getByTestId("booking-row").first()).toBeVisible();

    // The date filter: yesterday's completed demo booking, labelled 'Yesterday'.
    const yesterday = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
      new Date(Date.now() - 86_400_000),
    );
    await page.getByLabel("Filter by date").fill(yesterday);
    await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
    const row = page.getByTestId("booking-row").filter({ hasText: "Chloe Davies" });
    await expect(row).toBeVisible();
    await expect(row.getByTestId("booking-day")).toHaveText("Yesterday");
  });

  test("every status change with its message, restore refused when re-booked, and delete with confirmation", async ({
    page,
  }) => {
    const ids = await getDemoIds(page, "Beard Trim", "Emma Wilson");
    const [first, second] = await getFreeSlots(page.request, ids, 4);
    const name = `Status Tester ${Date.now()}`;
    expect((await bookViaApi(page.request, ids, first[0], first[1], name)).status()).toBe(201);
    const rivalName = `Rival ${Date.now()}`;

    await signInAsOwner(page);
    await page.goto(`/dashboard/bookings?date=${first[0]}`);
    const row = page.getByTestId("booking-row").filter({ hasText: name });
    await expect(row).toHaveAttribute("data-status", "confirmed");

    await row.getByRole("button", { name: "Mark Complete" }).click();
    await expect(toast(page, "Booking has been marked as completed!")).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "completed");

    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Edit Status" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Status" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("dialog", { name: "Edit Status" }).getByLabel("Status").selectOption("pending");
    await page.getByRole("dialog", { name: "Edit Status" }).getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Booking status changed to pending!")).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "pending");

    await row.getByRole("button", { name: "Confirm booking" }).click();
    await expect(toast(page, "Booking has been confirmed!")).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "confirmed");

    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Cancel Booking" }).click();
    await expect(toast(page, "Booking has been cancelled!")).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "cancelled");

    // The cancelled slot is free at once: someone else books it, so restoring is refused.
    expect((await bookViaApi(page.request, ids, first[0], first[1], rivalName)).status()).toBe(201);
    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Restore Booking" }).click();
    await expect(
      toast(page, "This time slot has been booked by someone else since. The booking cannot be restored."),
    ).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "cancelled");

    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this booking? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Booking deleted")).toBeVisible();
    await expect(row).toHaveCount(0);

    // A second booking restored while its slot is still free goes back to confirmed.
    expect((await bookViaApi(page.request, ids, second[0], second[1], `${name} B`)).status()).toBe(201);
    await page.goto(`/dashboard/bookings?date=${second[0]}`);
    const other = page.getByTestId("booking-row").filter({ hasText: `${name} B` });
    await other.getByRole("button", { name: `Actions for ${name} B` }).click();
    await page.getByRole("menuitem", { name: "Cancel Booking" }).click();
    await expect(other).toHaveAttribute("data-status", "cancelled");
    await other.getByRole("button", { name: `Actions for ${name} B` }).click();
    await page.getByRole("menuitem", { name: "Restore Booking" }).click();
    await expect(toast(page, "Booking has been confirmed!")).toBeVisible();
    await expect(other).toHaveAttribute("data-status", "confirmed");
  });

  test("a notification opens the bookings list with that booking highlighted for 5 seconds", async ({ page }) => {
    await signInAsOwner(page);
    await page.getByRole("button", { name: "Notifications" }).click();
    const item = page.getByTestId("notification-item").first();
    const href = await item.getAttribute("href");
    const id = /highlightBooking=([0-9a-f-]{36})/.exec(href ?? "")?.[1];
    expect(id).toBeTruthy();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`highlightBooking=${id}`));
    const row = page.locator(`[data-testid="booking-row"][data-booking-id="${id}"]`);
    await expect(row).toHaveAttribute("data-highlighted", "true");
    await expect(row).not.toHaveAttribute("data-highlighted", "true", { timeout: 8000 });
  });

  test("the demo staff user sees bookings and may change them (default staff access)", async ({ page }) => {
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId("sidebar").getByRole("link", { name: "Bookings" }).click();
    await expect(page.getByTestId("booking-row").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Actions for / }).first()).toBeVisible();
  });
});
