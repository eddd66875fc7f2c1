import { expect, expectAccessible, type FrameLocator, type Page } from "./test";
import { londonDate } from "./dates";

/** A page, or the embed's frame: the picker's helpers work in either. */
type Scope = Page | FrameLocator;

/** Date buttons of the picker that are on screen (the week strip on a phone, the month calendar from lg). */
export function visibleDateOptions(scope: Scope) {
  return scope.locator('[data-testid="date-option"]:visible');
}

/** The month calendar's (or week strip's) forward button, when there is a later page of dates. */
async function showNextDates(scope: Scope): Promise<boolean> {
  const next = scope.locator("button:visible", { hasText: /^Next (month|week)$/ }).first();
  if ((await next.count()) === 0 || (await next.isDisabled())) return false;
  await next.click();
  return true;
}

/** Chooses `date` in the picker, turning the calendar to its month first when needed. */
export async function chooseDate(scope: Scope, date: string) {
  const option = scope.locator(`[data-testid="date-option"][data-date="${date}"]:visible`);
  // The picker appears once the times have loaded.
  await expect(visibleDateOptions(scope).first()).toBeVisible();
  for (let i = 0; i < 3 && (await option.count()) === 0; i++) {
    if (!(await showNextDates(scope))) break;
  }
  await expect(option).toBeEnabled();
  await option.click();
  await expect(option).toHaveAttribute("aria-pressed", "true");
}

/**
 * Chooses the first date with free times on or after `fromOffset` days from today, turning the month calendar
 * (near a month's end the rest of the window is on the next page); answers the date.
 */
export async function chooseFreeDate(scope: Scope, fromOffset = 0): Promise<string> {
  await expect(visibleDateOptions(scope).first()).toBeVisible();
  const from = londonDate(fromOffset);
  for (let monthPage = 0; monthPage < 3; monthPage++) {
    const dates = visibleDateOptions(scope);
    const count = await dates.count();
    for (let i = 0; i < count; i++) {
      const date = dates.nth(i);
      const chosenDate = await date.getAttribute("data-date");
      if (!chosenDate || chosenDate < from || (await date.isDisabled())) continue;
      // The strip scrolls sideways: bring the date into view before tapping it.
      await date.scrollIntoViewIfNeeded();
      await date.click();
      await expect(date).toHaveAttribute("aria-pressed", "true");
      return chosenDate;
    }
    if (!(await showNextDates(scope))) break;
  }
  throw new Error("no free date");
}

/**
 * Chooses service and staff ("Any professional" by that name too), then the first free time on or after
 * `fromOffset` days from today, and Continue: on the details step.
 */
export async function pickSlot(page: Page, options: { service: string; staff: string; fromOffset?: number }) {
  await page.getByTestId("service-option").filter({ hasText: options.service }).click();
  const availability = page.waitForRequest(/\/availability\?/);
  await page.getByTestId("staff-option").filter({ hasText: options.staff }).click();
  const request = await availability;
  const chosen = await pickFirstFreeTime(page, options.fromOffset);
  const url = new URL(request.url());
  return { ...chosen, serviceId: url.searchParams.get("serviceId")!, staffId: url.searchParams.get("staffId")! };
}

/** On the date & time step: the first free time on or after `fromOffset` days from today, and Continue. */
export async function pickFirstFreeTime(page: Page, fromOffset = 0): Promise<{ date: string; time: string }> {
  const date = await chooseFreeDate(page, fromOffset);
  const time = page.getByTestId("time-option").first();
  await expect(time).toBeVisible();
  await expectAccessible(page);
  const chosenTime = (await time.innerText()).trim();
  await time.click();
  await page.getByTestId("summary-bar").getByRole("button", { name: "Continue" }).click();
  return { date, time: chosenTime };
}

export async function fillDetails(page: Page, name: string, email: string) {
  await expect(page.getByRole("heading", { name: "Your Details" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Mobile Number").fill("07700 900123");
}

/**
 * The times the booking page shows a customer on a phone (390 px) for a service with a professional on `date`, in
 * a page of its own; the caller's page keeps its size and place.
 */
export async function timesOnPhone(page: Page, service: string, staff: string, date: string): Promise<string[]> {
  const phone = await page.context().newPage();
  try {
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto("/book/demo");
    await phone.getByTestId("service-option").filter({ hasText: service }).click();
    await phone.getByTestId("staff-option").filter({ hasText: staff }).click();
    await chooseDate(phone, date);
    const times = phone.getByTestId("time-option");
    await expect(times.first()).toBeVisible();
    return (await times.allInnerTexts()).map((time) => time.trim());
  } finally {
    await phone.close();
  }
}
