import { expect, expectAccessible, test, type Page } from "./support/test";
import { bookViaApi, getDemoIds, getFreeSlots } from "./support/api";
import { DEMO, signIn } from "./support/auth";
import { londonDate } from "./support/dates";
import { textLayout } from "./support/text-layout";

async function signInAsOwner(page: Page) {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();

test.describe("bookings management", () => {
  test("filters by status and dates, tabs, search, clears filters, and shows the four status tiles", async ({
    page,
  }) => {
    await signInAsOwner(page);
    await page.getByTestId("sidebar").getByRole("link", { name: "Bookings" }).click();
    await expect(page.getByTestId("status-tile")).toHaveCount(4);
    await expect(page.getByTestId("status-tile")).toHaveText([/Confirmed/, /Pending/, /Cancelled/, /Completed/]);

    // Upcoming is the default tab, soonest first; Past latest first; All latest first.
    const tabs = page.getByRole("navigation", { name: "Booking views" });
    await expect(tabs.getByRole("link", { name: "Upcoming" })).toHaveAttribute("aria-current", "page");
    const starts = async () =>
      (await page
        .locator('[data-testid="booking-row"] time')
        .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute("datetime") ?? "")))) as number[];
    await expect(page.getByTestId("booking-row").first()).toBeVisible();
    const upcoming = await starts();
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(upcoming.every((start) => start > Date.now() - 3 * 3600_000)).toBe(true);
    await expect(page.getByTestId("booking-row").filter({ hasText: "Chloe Davies" })).toHaveCount(0);

    await tabs.getByRole("link", { name: "Past" }).click();
    await expect(page).toHaveURL(/view=past/);
    await expect(tabs.getByRole("link", { name: "Past" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("booking-row").filter({ hasText: "Chloe Davies" })).toBeVisible();
    const past = await starts();
    expect(past).toEqual([...past].sort((a, b) => b - a));
    expect(past.every((start) => start < Date.now())).toBe(true);

    await tabs.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/view=all/);
    await expect(page.getByTestId("booking-row").filter({ hasText: "Chloe Davies" })).toBeVisible();
    const all = await starts();
    expect(all).toEqual([...all].sort((a, b) => b - a));

    for (const status of ["pending", "completed", "confirmed"]) {
      await page.getByLabel("Filter by status").selectOption(status);
      await expect(page).toHaveURL(new RegExp(`view=all.*status=${status}`));
      const rows = page.getByTestId("booking-row");
      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) await expect(row).toHaveAttribute("data-status", status);
    }
    // Nothing is booked that far ahead, whatever other tests have booked or cancelled.
    await page.getByLabel("Filter by status").selectOption("cancelled");
    await page.getByLabel("From", { exact: true }).fill("2099-01-01");
    await expect(page.getByText("No bookings match your filters")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    // Clearing keeps the tab.
    await expect(page).toHaveURL(/\/dashboard\/bookings\?view=all$/);
    await expect(page.getByTestId("booking-row").first()).toBeVisible();

    // Search by name, email or phone (case-insensitive), combined with the tab.
    const search = page.getByLabel("Search customers");
    await search.fill("  CHLOE.davies@ ");
    await search.press("Enter");
    await expect(page).toHaveURL(/q=CHLOE.davies%40/);
    await expect(page.getByTestId("booking-row")).toHaveCount(1);
    await expect(page.getByTestId("booking-row")).toContainText("Chloe Davies");
    await page.getByLabel("Search customers").fill("07700 900201");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("booking-row")).toHaveCount(1);
    await expect(page.getByTestId("booking-row")).toContainText("Sarah Johnson");
    await page.getByLabel("Search customers").fill("100%_");
    await page.getByLabel("Search customers").press("Enter");
    await expect(page.getByText("No bookings match your filters")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\?view=all$/);
    await expect(page.getByLabel("Search customers")).toHaveValue("");

    // The date range, in London days: yesterday's completed demo booking, labelled 'Yesterday, 13:00'.
    await tabs.getByRole("link", { name: "Past" }).click();
    await expect(page).toHaveURL(/view=past$/);
    await page.getByLabel("From", { exact: true }).fill(londonDate(-1));
    await expect(page).toHaveURL(new RegExp(`view=past&from=${londonDate(-1)}$`));
    await page.getByLabel("To", { exact: true }).fill(londonDate(-1));
    await expect(page).toHaveURL(new RegExp(`from=${londonDate(-1)}&to=${londonDate(-1)}`));
    const row = page.getByTestId("booking-row").filter({ hasText: "Chloe Davies" });
    await expect(row).toBeVisible();
    await expect(row.getByTestId("booking-when")).toHaveText("Yesterday, 13:00");

    // To before From: a field error, nothing applied, nothing typed lost.
    const before = page.url();
    await page.getByLabel("To", { exact: true }).fill(londonDate(-3));
    await expect(page.getByText("The 'To' date must be on or after the 'From' date.")).toBeVisible();
    await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(londonDate(-3));
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(londonDate(-1));
    expect(page.url()).toBe(before);
    await expectAccessible(page);
    await page.getByLabel("To", { exact: true }).fill(londonDate(0));
    await expect(page.getByText("The 'To' date must be on or after the 'From' date.")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`to=${londonDate(0)}`));
    await expect(row).toBeVisible();
  });

  test("a real table on desktop whose columns line up; cards without page scroll at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsOwner(page);
    await page.goto("/dashboard/bookings?view=all");
    await expect(page.getByTestId("booking-row").first()).toBeVisible();
    const headers = page.getByRole("columnheader");
    await expect(headers).toHaveText(["Date & time", "Customer", "Service", "Staff", "Price", "Status", "Actions"]);
    // Each column's cells start (and, right-aligned, end) where its header does.
    const edges = await page.evaluate(() => {
      const box = (el: Element) => el.getBoundingClientRect();
      const heads = [...document.querySelectorAll("thead th")].map(box);
      const rows = [...document.querySelectorAll('tr[data-testid="booking-row"]')].map((tr) =>
        [...tr.querySelectorAll(":scope > td")].map(box),
      );
      return { heads: heads.map((b) => [b.left, b.right]), rows: rows.map((r) => r.map((b) => [b.left, b.right])) };
    });
    expect(edges.heads).toHaveLength(7);
    // At 1280 px the whole table fits its box: no sideways scrolling to reach the actions.
    const table = page.getByTestId("bookings-table");
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(edges.rows.length).toBeGreaterThan(1);
    for (const cells of edges.rows) {
      expect(cells).toHaveLength(7);
      cells.forEach(([left, right], column) => {
        expect(Math.abs(left - edges.heads[column][0]), `column ${column} left`).toBeLessThanOrEqual(1);
        expect(Math.abs(right - edges.heads[column][1]), `column ${column} right`).toBeLessThanOrEqual(1);
      });
    }
    // Prices: right-aligned, tabular figures, whole pounds without '.00'.
    const price = page.locator('[data-testid="booking-row"] td[data-column="price"]').first();
    await expect(price).toHaveCSS("text-align", "right");
    // (The cell's first span is the phone layout's label, hidden here.)
    await expect(price.locator("span").last()).toHaveText(/^£\d+(\.\d\d)?$/);
    await expect(price.locator("span").last()).toHaveCSS("font-variant-numeric", "tabular-nums");
    await expect(
      page
        .getByTestId("booking-row")
        .filter({ hasText: "Sarah Johnson" })
        .locator('td[data-column="price"] > span:last-child'),
    ).toHaveText("£35");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const first = page.getByTestId("booking-row").first();
    await expect(first).toBeVisible();
    await expect(page.locator("thead")).toBeHidden();
    await expect(first).not.toHaveCSS("display", "table-row");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const rowBox = (await first.boundingBox())!;
    expect(rowBox.x).toBeGreaterThanOrEqual(0);
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(390);
  });

  test("Mark No-show and Mark Complete only once an appointment has started", async ({ page }) => {
    await signInAsOwner(page);
    // A future booking: neither is offered (the server refuses them too; see the integration tests).
    await page.goto("/dashboard/bookings");
    const future = page.getByTestId("booking-row").filter({ hasText: "Sarah Johnson" });
    await expect(future).toBeVisible();
    await expect(future.getByRole("button", { name: "Mark Complete" })).toHaveCount(0);
    await future.getByRole("button", { name: "Actions for Sarah Johnson" }).click();
    await expect(page.getByRole("menuitem", { name: "Cancel Booking" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Mark No-show" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Yesterday's booking: mark it a no-show (red-grey badge), then complete it again.
    await page.goto("/dashboard/bookings?view=past");
    const row = page.getByTestId("booking-row").filter({ hasText: "Chloe Davies" });
    await row.getByRole("button", { name: "Actions for Chloe Davies" }).click();
    await page.getByRole("menuitem", { name: "Mark No-show" }).click();
    await expect(toast(page, "Booking has been marked as a no-show.")).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "no_show");
    const badge = row.locator('td[data-column="status"]').getByText("no-show", { exact: true });
    await expect(badge).toBeVisible();
    // Red-grey: red text on a warm grey.
    await expect(badge).toHaveClass(/\bbg-stone-200\b/);
    await expect(badge).toHaveClass(/\btext-red-900\b/);
    await expectAccessible(page);

    await row.getByRole("button", { name: "Actions for Chloe Davies" }).click();
    await expect(page.getByRole("menuitem", { name: "Mark No-show" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Edit Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Status" });
    await dialog.getByLabel("Status").selectOption("confirmed");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Booking has been confirmed!")).toBeVisible();
    await row.getByRole("button", { name: "Mark Complete" }).click();
    await expect(toast(page, "Booking has been marked as completed!")).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "completed");
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
    // Booked days ahead: its reminder email is planned the business's 24 hours before.
    await expect(row.getByTestId("booking-reminder")).toHaveText(
      /^Reminder due (Tomorrow|\w{3} \d{1,2} \w{3} \d{4}), \d\d:\d\d$/,
    );

    // Not started yet: no Mark Complete, and Edit Status offers neither Completed nor No-show.
    await expect(row.getByRole("button", { name: "Mark Complete" })).toHaveCount(0);
    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Edit Status" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Status" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Edit Status" }).getByRole("option")).toHaveText([
      "Pending",
      "Confirmed",
      "Cancelled",
    ]);
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
    // A cancelled booking gets no reminder.
    await expect(row.getByTestId("booking-reminder")).toHaveCount(0);

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

  test("a cancel's toast offers Undo: the booking is back as it was, focus on its row; refused once the time is retaken", async ({
    page,
  }) => {
    const ids = await getDemoIds(page, "Beard Trim", "James Taylor");
    const [slot] = await getFreeSlots(page.request, ids, 5);
    // Unique per attempt, so a retry never meets what a failed attempt left behind.
    const name = `Undo Tester ${Date.now()}`;
    expect((await bookViaApi(page.request, ids, slot[0], slot[1], name)).status()).toBe(201);

    await signInAsOwner(page);
    await page.goto(`/dashboard/bookings?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId("booking-row").filter({ hasText: name });
    const menuButton = row.getByRole("button", { name: `Actions for ${name}` });
    await expect(row).toHaveAttribute("data-status", "confirmed");

    // From the row menu: confirmed → cancelled → Undo → confirmed.
    await menuButton.click();
    await page.getByRole("menuitem", { name: "Cancel Booking" }).click();
    const cancelled = toast(page, "Booking has been cancelled!");
    await expect(cancelled.getByRole("button", { name: "Undo" })).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "cancelled");
    await expectAccessible(page);
    await cancelled.getByRole("button", { name: "Undo" }).click();
    await expect(toast(page, "Cancellation undone")).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "confirmed");
    await expect(menuButton).toBeFocused();

    // A pending one, cancelled with its row's Cancel button, comes back pending.
    await menuButton.click();
    await page.getByRole("menuitem", { name: "Edit Status" }).click();
    await page.getByRole("dialog", { name: "Edit Status" }).getByLabel("Status").selectOption("pending");
    await page.getByRole("dialog", { name: "Edit Status" }).getByRole("button", { name: "Save" }).click();
    await expect(row).toHaveAttribute("data-status", "pending");
    await row.getByRole("button", { name: "Cancel booking" }).click();
    await expect(row).toHaveAttribute("data-status", "cancelled");
    await toast(page, "Booking has been cancelled!").getByRole("button", { name: "Undo" }).click();
    await expect(row).toHaveAttribute("data-status", "pending");
    await expect(menuButton).toBeFocused();

    // Cancelled again, and someone books the freed time before Undo: it stays cancelled, and says why.
    await row.getByRole("button", { name: "Cancel booking" }).click();
    await expect(row).toHaveAttribute("data-status", "cancelled");
    expect((await bookViaApi(page.request, ids, slot[0], slot[1], `${name} Rival`)).status()).toBe(201);
    await toast(page, "Booking has been cancelled!").getByRole("button", { name: "Undo" }).click();
    await expect(toast(page, "That time has been booked since; the appointment stays cancelled.")).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "cancelled");
    await expectAccessible(page);
  });

  test("on a phone the list starts on the first screen with four or more bookings to a screen; filters and details fold away", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsOwner(page);
    await page.goto("/dashboard/bookings?view=all");
    const rows = page.getByTestId("booking-row");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    const tops = await rows.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().top + window.scrollY),
    );
    expect(tops[0]).toBeLessThan(844);
    expect(tops.filter((top) => top - tops[0] < 844).length).toBeGreaterThanOrEqual(4);

    // The filters wait behind a button; opening it shows them.
    const filters = page.getByRole("button", { name: "Filters" });
    await expect(page.getByLabel("Search customers")).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel("Search customers")).toBeVisible();
    await expectAccessible(page);

    // A card's email and phone are one tap away.
    const sarah = rows.filter({ hasText: "Sarah Johnson" }).first();
    await expect(sarah.getByRole("link", { name: /@/ })).toBeHidden();
    await sarah.getByRole("button", { name: "Details for Sarah Johnson" }).click();
    await expect(sarah.getByRole("link", { name: /@/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("long names and emails wrap only between words, on a phone and on a desktop", async ({ page }) => {
    const ids = await getDemoIds(page, "Beard Trim", "Sophie Brown");
    const [slot] = await getFreeSlots(page.request, ids, 6);
    const stamp = String(Date.now());
    const name = `Wolfgang Amadeus Featherstonehaugh Cholmondeley ${stamp}`;
    const email = `alexandria.featherstonehaugh.${stamp}@extraordinarilylongdomain.example.co.uk`;
    expect((await bookViaApi(page.request, ids, slot[0], slot[1], name, email)).status()).toBe(201);
    await signInAsOwner(page);

    const expectWhole = async (locator: ReturnType<Page["locator"]>, options: { email?: boolean; wraps: boolean }) => {
      const layout = await textLayout(locator, options);
      expect(layout.split, await locator.innerText()).toEqual([]);
      expect(layout.overflows).toBe(false);
      if (options.wraps) expect(layout.lines).toBeGreaterThan(1);
    };

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/bookings?q=${stamp}`);
    const row = page.getByTestId("booking-row").filter({ hasText: stamp });
    await expectWhole(row.locator(`[title="${name}"]`), { wraps: true });
    await row.getByRole("button", { name: `Details for ${name}` }).click();
    await expectWhole(row.locator(`[title="${email}"]`), { email: true, wraps: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectWhole(row.locator(`[title="${name}"]`), { wraps: true });
    await expectWhole(row.locator(`[title="${email}"]`), { email: true, wraps: true });

    // The customers list, from the same booking.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/customers?q=${stamp}`);
    const card = page.getByTestId("customer-card").filter({ hasText: stamp });
    await expectWhole(card.locator(`[title="${name}"]`), { wraps: true });
    await expectWhole(card.locator(`[title="${email}"]`), { email: true, wraps: true });
  });

  test("a row's actions menu mounts on approach and works from the keyboard and a tap", async ({ page }) => {
    await signInAsOwner(page);
    // The server's HTML has a plain menu button per row: the Radix menu mounts only on approach.
    const html = await (await page.request.get("/dashboard/bookings")).text();
    const buttons = html.match(/<button[^>]*aria-label="Actions for [^"]*"[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button).toContain('aria-haspopup="menu"');
      expect(button).toContain('aria-expanded="false"');
      expect(button).not.toContain('id="radix-');
    }

    await page.goto("/dashboard/bookings");
    const row = page.getByTestId("booking-row").filter({ hasText: "Sarah Johnson" });
    const trigger = row.getByRole("button", { name: "Actions for Sarah Johnson" });
    // Keyboard: focus arms the menu and keeps focus on its button; Enter opens it on its first item.
    await trigger.focus();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("id", /^radix-/);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    // (While the menu is open the rest of the page is hidden from assistive technology, roles included.)
    await expect(row.locator('button[aria-label="Actions for Sarah Johnson"]')).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Edit Status" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expectAccessible(page);

    // A tap on a button not yet approached (no pointer-over first) opens its menu at once.
    await page.goto("/dashboard/bookings");
    const untouched = page.getByTestId("booking-row").filter({ hasText: "Sarah Johnson" });
    const box = (await untouched.getByRole("button", { name: "Actions for Sarah Johnson" }).boundingBox())!;
    await untouched.getByRole("button", { name: "Actions for Sarah Johnson" }).dispatchEvent("pointerdown", {
      button: 0,
      pointerType: "touch",
      isPrimary: true,
      clientX: box.x,
      clientY: box.y,
    });
    await expect(page.getByRole("menuitem", { name: "Cancel Booking" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
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
