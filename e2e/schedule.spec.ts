import type { Browser, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, hideFeedbackWelcome, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { londonDate } from "./support/dates";
import { chooseDate } from "./support/wizard";

/*
 * The owner's schedule: a walk-in added from an empty slot (and then taken on the public page), moved by
 * dragging and with the keyboard's Reschedule dialog, a move onto another booking refused, staff with and
 * without "Staff can modify bookings", and a day across the October clock change.
 */

const ROW = 24; // px per 15 minutes (components/schedule/types.ts)
/** Tabs from the start of the main content to the schedule's first appointment (see the keyboard test). */
const TABS_FROM_MAIN = 14;
const SERVICE = "Haircut & Style";

/**
 * A day 12-35 days ahead on one of `weekdays` (0 = Sunday), clear of other tests' bookings: the `nth` such day, so
 * a retry starts on a day its failed first attempt left nothing on.
 */
function quietDay(weekdays: number[], nth: number, lastOffset: number): string {
  let found = 0;
  for (let offset = 12; offset <= lastOffset; offset++) {
    const date = londonDate(offset);
    if (weekdays.includes(new Date(`${date}T12:00:00Z`).getUTCDay()) && found++ === nth) return date;
  }
  throw new Error("no quiet day found");
}

/** A Tuesday or Wednesday where everyone works, inside the 21-day booking window (9 days hold at least two). */
const quietWeekday = () => quietDay([2, 3], test.info().retry, 20);

/** The box of a drawn element, waiting while a re-render replaces it. */
async function boxOf(locator: Locator) {
  await expect.poll(async () => (await locator.boundingBox()) !== null).toBe(true);
  return (await locator.boundingBox())!;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A staff member's column in the day view (the demo staff, in their order). */
function column(page: Page, staffName: string) {
  return page.getByTestId("schedule-column").nth(["Emma Wilson", "James Taylor", "Sophie Brown"].indexOf(staffName));
}

async function gridStart(page: Page): Promise<number> {
  // The first hour label is the grid's first minute.
  const first = (await page.getByTestId("schedule-grid").locator("span.tabular-nums").first().innerText()).trim();
  return minutesOf(first);
}

/** Clicks the empty grid of a staff member's column at a time, which opens New appointment there. */
async function clickSlot(page: Page, staffName: string, time: string) {
  const target = column(page, staffName);
  const box = await boxOf(target);
  const y = ((minutesOf(time) - (await gridStart(page))) / 15) * ROW + 4;
  await target.click({ position: { x: box.width / 2, y } });
}

/** The "Booking moved" emails in the outbox to an address (the development mail viewer, in a tab of its own). */
async function movedMailCount(page: Page, address: string): Promise<number> {
  const viewer = await page.context().newPage();
  await viewer.goto("/dev/mail");
  const count = await viewer
    .getByTestId("outbox-mail")
    .filter({ has: viewer.getByTestId("mail-to").getByText(address, { exact: true }) })
    .filter({ hasText: "Booking moved" })
    .count();
  await viewer.close();
  return count;
}

/** Scrolls an element to the middle of the window, so a drag from it stays on screen. */
async function centre(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
}

function block(page: Page, customer: string): Locator {
  return page.getByTestId("schedule-appointment").filter({ hasText: customer });
}

/** Presses Tab until an appointment of the board has focus (at most 60 times): how many it took. */
async function tabsToAnAppointment(page: Page): Promise<number> {
  for (let tabs = 1; tabs <= 60; tabs++) {
    await page.keyboard.press("Tab");
    const onBlock = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('[data-testid="schedule-appointment"]')),
    );
    if (onBlock) return tabs;
  }
  return Infinity;
}

async function openDay(page: Page, date: string) {
  await page.goto(`/dashboard/schedule?date=${date}&view=day`);
  await expect(page.getByRole("heading", { name: "Schedule", level: 1 })).toBeVisible();
}

async function addWalkIn(page: Page, date: string, staffName: string, time: string, customer: string, email = "") {
  await openDay(page, date);
  await clickSlot(page, staffName, time);
  const dialog = page.getByRole("dialog", { name: "New appointment" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Time", { exact: true })).toHaveValue(time);
  await expectAccessible(page);
  await dialog.getByLabel("Service").selectOption({ label: `${SERVICE} (45 min)` });
  await dialog.getByLabel("Customer name").fill(customer);
  if (email) await dialog.getByLabel("Email (optional)").fill(email);
  await dialog.getByRole("button", { name: "Add appointment" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Appointment added" }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(block(page, customer)).toBeVisible();
}

async function publicTimes(page: Page, staffName: string, date: string): Promise<string[]> {
  await page.goto("/book/demo");
  await page.getByTestId("service-option").filter({ hasText: SERVICE }).click();
  const availability = page.waitForResponse(/\/availability\?/);
  await page.getByTestId("staff-option").filter({ hasText: staffName }).click();
  await availability;
  await chooseDate(page, date);
  await expect(page.getByTestId("time-option").first()).toBeVisible();
  return (await page.getByTestId("time-option").allInnerTexts()).map((text) => text.trim());
}

async function signedInPage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test.describe("schedule", () => {
  test("owner adds a walk-in from an empty slot, drags it, reschedules it by keyboard; an overlap is refused", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const date = quietWeekday();
    const customer = `Walk In ${Date.now() % 100000}`;
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await addWalkIn(page, date, "Sophie Brown", "15:00", customer);
    await expect(block(page, customer)).toContainText("15:00–15:45");
    await expect(page.getByTestId("schedule-list")).toContainText(customer);

    // The public page no longer offers Sophie's 15:00 (nor 14:30, which would run into it).
    const times = await publicTimes(page, "Sophie Brown", date);
    expect(times).not.toContain("15:00");
    expect(times).not.toContain("14:30");
    expect(times).toContain("16:00");

    // Drag to James Taylor, an hour later.
    await openDay(page, date);
    await centre(block(page, customer));
    const source = await boxOf(block(page, customer));
    const target = await boxOf(column(page, "James Taylor"));
    await page.mouse.move(source.x + source.width / 2, source.y + 6);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 20, source.y + 20, { steps: 4 });
    await page.mouse.move(target.x + target.width / 2, source.y + 6 + 4 * ROW, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId("toast").filter({ hasText: "Appointment moved" }).first()).toBeVisible();
    await expect(
      column(page, "James Taylor").getByTestId("schedule-appointment").filter({ hasText: customer }),
    ).toContainText("16:00–16:45");
    // Focus follows the appointment to its new column.
    await expect(block(page, customer).getByRole("button")).toBeFocused();
    await page.reload();
    await expect(
      column(page, "James Taylor").getByTestId("schedule-appointment").filter({ hasText: customer }),
    ).toBeVisible();

    // The keyboard way: open it, Reschedule to Emma Wilson at 11:00 for an hour.
    await block(page, customer).getByRole("button").focus();
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog");
    await expect(details).toContainText(SERVICE);
    await details.getByRole("button", { name: "Reschedule" }).click();
    await expect(page.getByRole("dialog", { name: "Reschedule appointment" })).toBeVisible();
    await expect(details.getByText("This appointment has no customer email, so nobody is emailed.")).toBeVisible();
    await expectAccessible(page);
    await details.getByLabel("Staff").selectOption({ label: "Emma Wilson" });
    await details.getByLabel("Time").selectOption("11:00");
    await details.getByLabel("Length").selectOption({ label: "1 h" });
    await details.getByRole("button", { name: "Move appointment" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Appointment moved" }).first()).toBeVisible();
    await expect(
      column(page, "Emma Wilson").getByTestId("schedule-appointment").filter({ hasText: customer }),
    ).toContainText("11:00–12:00");

    // Another appointment at 13:00 for Emma; moving the walk-in onto it is refused and nothing changes.
    const other = `Phone Booking ${Date.now() % 100000}`;
    await addWalkIn(page, date, "Emma Wilson", "13:00", other);
    await block(page, customer).getByRole("button").click();
    await details.getByRole("button", { name: "Reschedule" }).click();
    await details.getByLabel("Time").selectOption("12:30");
    await details.getByRole("button", { name: "Move appointment" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "This time overlaps another appointment" }).first(),
    ).toBeVisible();
    await details.getByRole("button", { name: "Close" }).click();
    await page.reload();
    await expect(
      column(page, "Emma Wilson").getByTestId("schedule-appointment").filter({ hasText: customer }),
    ).toContainText("11:00–12:00");
    await expect(block(page, other)).toContainText("13:00–13:45");

    // A drag onto the other booking is undone on screen too.
    await centre(block(page, customer));
    const walkIn = await boxOf(block(page, customer));
    await page.mouse.move(walkIn.x + walkIn.width / 2, walkIn.y + 6);
    await page.mouse.down();
    await page.mouse.move(walkIn.x + walkIn.width / 2, walkIn.y + 30, { steps: 4 });
    await page.mouse.move(walkIn.x + walkIn.width / 2, walkIn.y + 6 + 8 * ROW, { steps: 8 });
    await page.mouse.up();
    await expect(
      page.getByTestId("toast").filter({ hasText: "This time overlaps another appointment" }).first(),
    ).toBeVisible();
    await expect(block(page, customer)).toContainText("11:00–12:00");
  });

  test("on a phone a swipe that starts on a block scrolls and moves nothing; holding it still picks it up", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await hideFeedbackWelcome(context);
    const page = await context.newPage();
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A Thursday: a day of its own (the owner's schedule is not bound by the booking window).
    const date = quietDay([4], test.info().retry, 35);
    const customer = `Swipe Test ${Date.now() % 100000}`;
    const email = `swipe-${Date.now()}@example.com`;
    await addWalkIn(page, date, "Emma Wilson", "15:30", customer, email);
    await expect(block(page, customer)).toContainText("15:30–16:15");

    // Real touch input, as a finger sends it (CDP), starting on the block.
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await centre(block(page, customer));
    const before = await boxOf(block(page, customer));
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    // Upward (the page scrolls down) unless a short day leaves the page no room below: then downward.
    const roomBelow = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight - window.scrollY,
    );
    const direction = roomBelow > 150 ? -1 : 1;
    const x = before.x + before.width / 2;
    await touch("touchStart", x, before.y + 10);
    for (let step = 1; step <= 8; step++) {
      await touch("touchMove", x, before.y + 10 + direction * step * 12);
      await page.waitForTimeout(16);
    }
    await touch("touchEnd");
    // The page scrolled; the appointment stayed where it was, on screen and in the database.
    // How far the page went the way the finger pushed it.
    const scrolled = async () => -direction * ((await page.evaluate(() => window.scrollY)) - scrolledBefore);
    await expect.poll(scrolled).toBeGreaterThan(30);
    await page.waitForTimeout(500);
    await expect(page.getByTestId("toast").filter({ hasText: "Appointment moved" })).toHaveCount(0);
    await expect(block(page, customer)).toContainText("15:30–16:15");
    await page.reload();
    await expect(block(page, customer)).toContainText("15:30–16:15");
    expect(await movedMailCount(page, email)).toBe(0);

    // Held still, the block is picked up and follows the finger: an hour later.
    await centre(block(page, customer));
    const held = await boxOf(block(page, customer));
    await touch("touchStart", held.x + held.width / 2, held.y + 8);
    await page.waitForTimeout(700);
    for (let step = 1; step <= 8; step++) {
      await touch("touchMove", held.x + held.width / 2, held.y + 8 + (step * 4 * ROW) / 8);
      await page.waitForTimeout(16);
    }
    await touch("touchEnd");
    const moved = page.getByTestId("toast").filter({ hasText: "Appointment moved" }).first();
    await expect(moved).toContainText("the customer will be emailed the new time");
    await expect(block(page, customer)).toContainText("16:30–17:15");
    await expect(block(page, customer).getByRole("button")).toBeFocused();
    // The email waits while Undo is offered.
    expect(await movedMailCount(page, email)).toBe(1);
    await expectAccessible(page);

    // Undo puts it back, withdraws the held-back email and queues none: the customer hears of neither move.
    await moved.getByRole("button", { name: "Undo" }).tap();
    await expect(page.getByTestId("toast").filter({ hasText: "Move undone" }).first()).toBeVisible();
    await expect(block(page, customer)).toContainText("15:30–16:15");
    await expect(block(page, customer).getByRole("button")).toBeFocused();
    expect(await movedMailCount(page, email)).toBe(0);
    await page.reload();
    await expect(block(page, customer)).toContainText("15:30–16:15");
    await context.close();
  });

  test("staff see their own day; without 'Staff can modify bookings' the schedule is read-only", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const staff = await signedInPage(browser, DEMO.staff);
    await staff.goto("/dashboard/schedule");
    await expect(staff.getByTestId("schedule-column").first()).toBeVisible();
    await expect(staff.getByRole("button", { name: "New appointment" })).toBeVisible();

    const owner = await signedInPage(browser, DEMO.owner);
    const setModify = async (value: boolean) => {
      await owner.goto("/dashboard/white-label");
      await owner.getByLabel("Staff can modify bookings", { exact: true }).setChecked(value);
      await owner.getByRole("button", { name: "Save Settings" }).click();
      await expect(owner.getByTestId("toast").first()).toBeVisible();
    };
    await setModify(false);
    try {
      await staff.goto("/dashboard/schedule");
      await expect(staff.getByText("You can view appointments; ask your manager to change them.")).toBeVisible();
      await expect(staff.getByRole("button", { name: "New appointment" })).toHaveCount(0);
      await staff.goto("/dashboard/schedule?new=1");
      await expect(staff.getByRole("dialog")).toHaveCount(0);
    } finally {
      await setModify(true);
    }
    await staff.context().close();
    await owner.context().close();
  });

  test("New appointment offers free times within hours, Other time books outside them; the board is one Tab stop with arrow keys", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // A Friday of its own (Emma and James 09:00-18:00, Sophie 10:00-18:00); a retry takes the next one.
    const date = quietDay([5], test.info().retry, 35);
    const tag = Date.now() % 100000;
    const [early, one, two, three] = ["Early", "One", "Two", "Three"].map((word) => `Key ${word} ${tag}`);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await addWalkIn(page, date, "Emma Wilson", "10:00", one);
    await addWalkIn(page, date, "Emma Wilson", "12:00", two);
    await addWalkIn(page, date, "Sophie Brown", "11:30", three);

    // One New appointment on the Schedule: the board's (the top bar's link stays off this screen).
    await expect(page.getByRole("button", { name: "New appointment" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "New appointment" })).toHaveCount(0);
    await page.getByRole("button", { name: "New appointment" }).click();
    const dialog = page.getByRole("dialog", { name: "New appointment" });
    await dialog.getByLabel("Service").selectOption({ label: `${SERVICE} (45 min)` });
    await dialog.getByLabel("Staff").selectOption({ label: "Emma Wilson" });
    await expect(dialog.getByLabel("Time", { exact: true })).toHaveAccessibleDescription(
      "Free times within their working hours.",
    );
    const times = await dialog.getByLabel("Time", { exact: true }).locator("option").allInnerTexts();
    // Her hours are 09:00-18:00: 45 minutes fit from 09:00 to 17:15, but not into her 10:00 or 12:00.
    expect(times[0]).toBe("09:00");
    expect(times.at(-1)).toBe("17:15");
    for (const taken of ["09:30", "10:00", "10:30", "11:30", "12:00", "12:30"]) expect(times).not.toContain(taken);
    for (const free of ["09:15", "10:45", "11:15", "12:45", "15:00"]) expect(times).toContain(free);
    expect(await dialog.getByLabel("Time", { exact: true }).inputValue()).toBe("09:00");
    await expectAccessible(page);

    // James does not work on Mondays: nothing to offer, and what to do about it.
    const monday = quietDay([1], test.info().retry, 35);
    await dialog.getByLabel("Staff").selectOption({ label: "James Taylor" });
    await dialog.getByLabel("Date").fill(monday);
    await expect(dialog.getByTestId("no-free-times")).toContainText("No free times on this day");
    await expect(dialog.getByTestId("no-free-times")).toContainText("tick Other time");
    await expectAccessible(page);

    // Other time: any quarter hour, here 07:00 before Emma's hours; the server books it.
    await dialog.getByLabel("Staff").selectOption({ label: "Emma Wilson" });
    await dialog.getByLabel("Date").fill(date);
    await expect(dialog.getByLabel("Time", { exact: true })).toHaveAccessibleDescription(
      "Free times within their working hours.",
    );
    await dialog.getByLabel("Other time").check();
    await expect(dialog.getByLabel("Time", { exact: true }).locator("option")).toHaveCount(96);
    await dialog.getByLabel("Time", { exact: true }).selectOption("07:00");
    await dialog.getByLabel("Customer name").fill(early);
    await dialog.getByRole("button", { name: "Add appointment" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Appointment added" }).first()).toBeVisible();
    await expect(block(page, early)).toContainText("07:00");

    // The keyboard: Tab reaches the first appointment of the first column, and the board is one Tab stop.
    await openDay(page, date);
    const grid = page.getByRole("region", { name: "Day schedule" });
    await expect(grid).toHaveAccessibleDescription("Use the arrow keys to move between appointments; Enter opens one.");
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
    // From the top of the page, through the side navigation (14 screens since Resources) and the top bar: 32 at issue
    // 32, two more for the Resources link and the By staff / By resource switch. The grid stays one stop.
    expect(await tabsToAnAppointment(page)).toBeLessThanOrEqual(35);
    await expect(block(page, early).getByRole("button")).toBeFocused();
    // Through the skip link: Previous, Today, Next, Day, Week, By staff, By resource (the demo has rooms), the date
    // (three fields in Chromium), Show, New appointment.
    await openDay(page, date);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await tabsToAnAppointment(page)).toBe(TABS_FROM_MAIN);
    await expect(block(page, early).getByRole("button")).toBeFocused();

    const focusedName = () =>
      page.evaluate(() => document.activeElement?.closest('[data-testid="schedule-appointment"]')?.textContent ?? "");
    const press = async (key: string, customer: string) => {
      await page.keyboard.press(key);
      await expect(block(page, customer).getByRole("button")).toBeFocused();
      expect(await focusedName()).toContain(customer);
    };
    await press("ArrowDown", one);
    await press("ArrowDown", two);
    await press("ArrowDown", two); // the last of the column: focus stays
    await press("Home", early);
    await press("End", two);
    await press("ArrowUp", one);
    // James has nothing that day: Right goes on to Sophie's 11:30; Left comes back to the nearest time, 12:00.
    await press("ArrowRight", three);
    await press("ArrowLeft", two);
    // Out of the board and back: the last block focused is its Tab stop.
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("");
    await page.keyboard.press("Shift+Tab");
    await expect(block(page, two).getByRole("button")).toBeFocused();
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);

    // Enter opens it; Escape closes it, back on the block.
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: two });
    await expect(details).toContainText(SERVICE);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(block(page, two).getByRole("button")).toBeFocused();
    // Reschedule to 15 minutes: a 24 px target, and focus comes back to the block.
    await page.keyboard.press("Enter");
    await expect(details).toContainText(SERVICE);
    await details.getByRole("button", { name: "Reschedule" }).click();
    await page.getByRole("dialog").getByLabel("Length").selectOption({ label: "15 min" });
    await page.getByRole("dialog").getByRole("button", { name: "Move appointment" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Appointment moved" }).first()).toBeVisible();
    await expect(block(page, two)).toContainText("12:00");
    expect((await boxOf(block(page, two))).height).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(block(page, two).getByRole("button")).toBeFocused();
    await expectAccessible(page);
  });

  test("the schedule passes axe in day and week view at 1280 and 390 px, with the header menu or a bookings row menu open", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const headerMenu = async () => {
      await page.getByRole("button", { name: /User menu/ }).click();
      await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    };
    const rowMenu = async () => {
      await page.goto("/dashboard/bookings");
      await page
        .getByRole("button", { name: /^Actions for / })
        .first()
        .click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    };
    // Today and its week hold the demo's appointments. Each goto is checked by axe as it lands.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const view of ["day", "week"]) {
        await page.goto(`/dashboard/schedule?view=${view}`);
        await expect(page.getByTestId("schedule-grid")).toBeVisible();
        await expect(page.getByRole("button", { name: "New appointment" })).toHaveCount(1);
        await expect(page.getByRole("link", { name: "New appointment" })).toHaveCount(0);
        await headerMenu();
      }
      // The phone's grid scrolls sideways: its one Tab stop is inside it (axe: scrollable-region-focusable).
      await rowMenu();
    }
  });

  test("a day across the October clock change keeps wall-clock times", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // New appointment is one click from any screen.
    await page.getByRole("link", { name: "New appointment" }).click();
    await expect(page.getByRole("dialog", { name: "New appointment" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/schedule\?new=1$/);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Sunday 25 October 2026: the clocks go back at 02:00 BST, a 25-hour day. A walk-in at 10:00 GMT.
    const customer = `Clock Change ${Date.now() % 100000}`;
    await addWalkIn(page, "2026-10-25", "Sophie Brown", "10:00", customer);
    await expect(page.getByTestId("schedule-title")).toHaveText("Sunday 25 October 2026");
    await expect(block(page, customer)).toContainText("10:00–10:45");
    const grid = await boxOf(column(page, "Sophie Brown"));
    const top = (await boxOf(block(page, customer))).y - grid.y;
    expect(Math.round(top)).toBe(((600 - (await gridStart(page))) / 15) * ROW);

    // The same week (Monday 19 to Sunday 25 October) shows it on Sunday at 10:00.
    await page.getByRole("link", { name: "Week" }).click();
    await expect(page.getByTestId("schedule-title")).toHaveText("19–25 Oct 2026");
    await page.getByLabel("Staff member").selectOption({ label: "Sophie Brown" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.locator('[data-testid="schedule-column"][data-date="2026-10-25"]')).toContainText("10:00–10:45");
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page.getByTestId("schedule-title")).toHaveText("26 Oct – 1 Nov 2026");
  });
});
