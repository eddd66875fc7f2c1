import { bookViaApi, getDemoIds, getFreeSlots } from "./support/api";
import { expect, expectAccessible, test, type Page } from "./support/test";

/** "2026-11-25" → "Wednesday 25 November" (the calendar date as written, whatever the browser's zone). */
function weekdayDayMonth(date: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(",", "");
}

/** 'Wednesday 25 November, 10:30', with the year only when it is not this year. */
function longWhen(date: string, time: string): RegExp {
  return new RegExp(`^${weekdayDayMonth(date)}( \\d{4})?, ${time}$`);
}

/** The picker's heading of a date: the year only outside this year. */
function dateHeading(date: string): RegExp {
  return new RegExp(`^${weekdayDayMonth(date)}( \\d{4})?$`);
}

async function bookAndOpen(page: Page, customer: string, offset: number): Promise<{ date: string; time: string }> {
  const ids = await getDemoIds(page, "Haircut & Style", "Emma Wilson");
  const [date, time] = (await getFreeSlots(page.request, ids, 2))[offset];
  const created = await bookViaApi(page.request, ids, date, time, customer);
  expect(created.status()).toBe(201);
  await page.goto(((await created.json()) as { manageUrl: string }).manageUrl);
  return { date, time };
}

async function activeTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);
}

test.describe("manage booking", () => {
  test("on a phone: the long date and policy, a keyboard-only move with the picker, an in-page cancel", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const booked = await bookAndOpen(page, "Keyboard Kim", 0);

    await expect(page.getByTestId("booking-when")).toHaveText(longWhen(booked.date, booked.time));
    await expect(page.getByTestId("cancellation-policy")).toHaveText(
      "You can reschedule or cancel online up to 24 hours before your appointment. After that, please contact Bella Beauty Studio.",
    );
    const directions = page.getByRole("link", { name: /Get directions/ });
    await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("date-strip")).toBeVisible();
    await expect(page.getByTestId("date-calendar")).toBeHidden();
    // The strip scrolls inside itself: the page never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const move = page.getByRole("button", { name: "Move Booking" });
    await expect(move).toBeDisabled();
    // The booking's own date and time are chosen; one date of the strip is in the Tab order.
    const strip = page.getByTestId("date-strip");
    await expect(strip.locator('[data-testid="date-option"][tabindex="0"]')).toHaveCount(1);
    await expect(strip.locator(`[data-date="${booked.date}"]`)).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page);

    // Tab into the strip: the booking's date has the focus.
    for (let i = 0; i < 40 && (await activeTestId(page)) !== "date-option"; i++) await page.keyboard.press("Tab");
    await expect(strip.locator(`[data-date="${booked.date}"]`)).toBeFocused();
    // Arrow to the next date with times: focus moves, nothing is chosen until Enter.
    await page.keyboard.press("ArrowRight");
    const target = await page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? "");
    expect(target > booked.date).toBe(true);
    await expect(strip.locator(`[data-date="${booked.date}"]`)).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Enter");
    await expect(strip.locator(`[data-date="${target}"]`)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: dateHeading(target) })).toBeVisible();

    // Tab to the times: the first one; Right then Down moves across the grid; Enter chooses.
    await page.keyboard.press("Tab");
    expect(await activeTestId(page)).toBe("time-option");
    const times = page.getByTestId("time-option");
    await expect(times.first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(times.nth(1)).toBeFocused();
    // Down: the next row of times (across Morning / Afternoon / Evening too), the one nearest the same column.
    const boxes = await times.evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return { x: box.left, y: box.top };
      }),
    );
    const nextRowY = Math.min(...boxes.filter((box) => box.y > boxes[1].y + 2).map((box) => box.y));
    const below = boxes
      .map((box, index) => ({ ...box, index }))
      .filter((box) => Math.abs(box.y - nextRowY) <= 2)
      .sort((a, b) => Math.abs(a.x - boxes[1].x) - Math.abs(b.x - boxes[1].x))[0];
    await page.keyboard.press("ArrowDown");
    const expected = below ? below.index : 1;
    await expect(times.nth(expected)).toBeFocused();
    const newTime = (await times.nth(expected).textContent())!;
    await page.keyboard.press("Enter");
    await expect(times.nth(expected)).toHaveAttribute("aria-pressed", "true");
    await expect(move).toBeEnabled();
    await expect(page.getByTestId("new-time")).toHaveText(`New time: ${weekdayDayMonth(target)}, ${newTime}`);

    await page.keyboard.press("Tab");
    await expect(move).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Your booking has been moved." })).toBeVisible();
    await expect(page.getByTestId("booking-when")).toHaveText(longWhen(target, newTime));
    // Now the booking's own time: nothing to move to until another time is chosen.
    await expect(move).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId("booking-when")).toHaveText(longWhen(target, newTime));

    // Cancel: an in-page confirmation; Keep booking (and Escape) close it and return the focus.
    const cancel = page.getByRole("button", { name: "Cancel Booking" });
    await cancel.click();
    const confirmation = page.getByRole("alertdialog", { name: "Cancel this booking?" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText("You can reschedule or cancel online up to 24 hours");
    await expect(confirmation.getByRole("button", { name: "Keep booking" })).toBeFocused();
    await expectAccessible(page);
    await confirmation.getByRole("button", { name: "Keep booking" }).click();
    await expect(confirmation).toBeHidden();
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirmation).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirmation).toBeHidden();
    await expect(cancel).toBeFocused();
    await cancel.click();
    await confirmation.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(page.getByTestId("manage-refusal")).toHaveText("This booking has been cancelled.");
    await expect(page.getByTestId("managed-booking")).toContainText("cancelled");
    await page.reload();
    await expect(page.getByTestId("managed-booking")).toContainText("cancelled");
    await expect(page.getByRole("button", { name: "Cancel Booking" })).toHaveCount(0);
  });

  test("on a desktop: the month calendar beside the times, no strip", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const booked = await bookAndOpen(page, "Desktop Dee", 3);
    const calendar = page.getByTestId("date-calendar");
    await expect(calendar).toBeVisible();
    await expect(page.getByTestId("date-strip")).toBeHidden();
    await expect(calendar.locator(`[data-date="${booked.date}"]`)).toHaveAttribute("aria-pressed", "true");
    await expect(calendar.locator('[data-testid="date-option"][tabindex="0"]')).toHaveCount(1);
    const freeDates = await calendar
      .locator('[data-testid="date-option"]:not([disabled])')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-date")!));
    // The last free date: weeks away, in the strip's last week.
    const otherDate = freeDates.filter((date) => date !== booked.date).at(-1)!;
    await calendar.locator(`[data-date="${otherDate}"]`).click();
    await expect(page.getByRole("heading", { name: dateHeading(otherDate) })).toBeVisible();
    await page.getByTestId("time-option").first().click();
    await expect(page.getByRole("button", { name: "Move Booking" })).toBeEnabled();

    // Narrowed to a phone: the strip replaces the calendar and shows the chosen date's week.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(calendar).toBeHidden();
    const chosen = page.getByTestId("date-strip").locator(`[data-date="${otherDate}"]`);
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    // The page itself may have scrolled past the strip while narrowing: bring the strip up (vertically only, so
    // the strip's own sideways position is what is checked).
    await page
      .getByTestId("date-strip")
      .evaluate((strip) =>
        window.scrollTo({ top: strip.getBoundingClientRect().top + window.scrollY - 80, behavior: "instant" }),
      );
    await expect(chosen).toBeInViewport({ ratio: 0.9 });
  });
});
