import type { APIRequestContext } from "@playwright/test";
import { checkEveryScreen, expect, expectAccessible, test, type Browser, type Page } from "./support/test";
import { getDemoIds, type DemoIds } from "./support/api";
import { DEMO, signIn } from "./support/auth";
import { londonDate, ukDate } from "./support/dates";

/*
 * My Availability: the demo staff user (Emma Wilson, who works every day) edits her own weekly hours and
 * time off while the owner lets staff manage their availability (on in the demo). Everything changed is
 * put back in `finally`: other specs book Emma on any day.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const STAFF = "Emma Wilson";
const SERVICE = "Haircut & Style";
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];

async function slotsOn(request: APIRequestContext, ids: DemoIds, date: string) {
  const response = await request.get(
    `/api/public/businesses/demo/availability?serviceId=${ids.serviceId}&staffId=${ids.staffId}`,
  );
  expect(response.ok()).toBe(true);
  const { days } = (await response.json()) as { days: { date: string; slots: string[]; reason?: string }[] };
  const day = days.find((candidate) => candidate.date === date);
  expect(day, `${date} in the booking window`).toBeTruthy();
  return day!;
}

type DayHours = { enabled: boolean; start: string; end: string };

async function readDay(page: Page, weekday: string): Promise<DayHours> {
  return {
    enabled: await page.getByLabel(weekday, { exact: true }).isChecked(),
    start: await page.getByLabel(`${weekday} start time`).inputValue(),
    end: await page.getByLabel(`${weekday} end time`).inputValue(),
  };
}

async function writeDay(page: Page, weekday: string, hours: DayHours) {
  await page.getByLabel(weekday, { exact: true }).setChecked(hours.enabled);
  await page.getByLabel(`${weekday} start time`).fill(hours.start);
  await page.getByLabel(`${weekday} end time`).fill(hours.end);
}

async function saveHours(page: Page) {
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(toast(page, "Your weekly hours have been saved.")).toBeVisible();
}

async function openFromSidebar(page: Page) {
  await page.getByTestId("sidebar").getByRole("link", { name: "My Availability" }).click();
  await expect(page.getByRole("heading", { name: "My Availability", level: 1 })).toBeVisible();
}

test.describe("My Availability", () => {
  test("a staff member changes their own hours and time off, and the booking page follows", async ({ page }) => {
    test.setTimeout(180_000);
    const ids = await getDemoIds(page, SERVICE, STAFF);
    // Two days ahead of any notice period, on two different weekdays.
    const offDate = londonDate(5);
    const laterDate = londonDate(6);
    const offDay = weekdayOf(offDate);
    const laterDay = weekdayOf(laterDate);
    expect((await slotsOn(page.request, ids, offDate)).slots.length).toBeGreaterThan(0);

    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openFromSidebar(page);
    await expect(page.getByTestId("opening-hours")).toContainText("Monday");
    const original = { off: await readDay(page, offDay), later: await readDay(page, laterDay) };
    expect(original.off.enabled).toBe(true);

    try {
      // A refused save keeps what was typed, with the message next to the day.
      await page.getByLabel(`${laterDay} end time`).fill("08:00");
      await page.getByRole("button", { name: "Save hours" }).click();
      await expect(page.getByLabel(`${laterDay} end time`)).toHaveAccessibleDescription(
        /End time must be after start time/,
      );
      await expect(page.getByLabel(`${laterDay} end time`)).toHaveValue("08:00");

      await page.getByLabel(offDay, { exact: true }).uncheck();
      await writeDay(page, laterDay, { enabled: true, start: "11:00", end: original.later.end });
      await saveHours(page);
      await page.reload();
      await expect(page.getByLabel(offDay, { exact: true })).not.toBeChecked();
      await expect(page.getByLabel(`${laterDay} start time`)).toHaveValue("11:00");

      // The public availability: no times on the day off, none before 11:00 the day after.
      expect(await slotsOn(page.request, ids, offDate)).toMatchObject({ slots: [], reason: "closed" });
      const later = await slotsOn(page.request, ids, laterDate);
      expect(later.slots.every((time) => time >= "11:00")).toBe(true);

      // Time off: an end before the start is refused next to the field, keeping what was typed.
      const timeOffDate = londonDate(9);
      const reason = `Dentist ${Date.now()}`;
      const form = page.getByRole("form", { name: "Add time off" });
      await form.getByLabel("Start date").fill(timeOffDate);
      await form.getByLabel("End date").fill(londonDate(8));
      await form.getByLabel("Reason").fill(reason);
      await form.getByRole("button", { name: "Add time off" }).click();
      await expect(form.getByLabel("End date")).toHaveAccessibleDescription(/End date cannot be before start date/);
      await expect(form.getByLabel("Reason")).toHaveValue(reason);

      await form.getByLabel("End date").fill(timeOffDate);
      await form.getByLabel("Start time").fill("12:00");
      await form.getByLabel("End time").fill("13:00");
      await form.getByRole("button", { name: "Add time off" }).click();
      await expect(toast(page, "Your time off has been added.")).toBeVisible();
      const item = page.getByTestId("blackout-item").filter({ hasText: reason });
      await expect(item).toContainText(ukDate(timeOffDate));
      await expect(item).toContainText("12:00–13:00");
      await expect(form.getByLabel("Reason")).toHaveValue("");
      expect((await slotsOn(page.request, ids, timeOffDate)).slots).not.toContain("12:00");

      await item.getByRole("button", { name: "Delete time off" }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(ukDate(timeOffDate));
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, "Your time off has been deleted.")).toBeVisible();
      await expect(item).toHaveCount(0);
    } finally {
      await page.goto("/dashboard/availability");
      await writeDay(page, offDay, original.off);
      await writeDay(page, laterDay, original.later);
      await saveHours(page);
    }
    expect((await slotsOn(page.request, ids, offDate)).slots.length).toBeGreaterThan(0);
  });

  test("the screen fits a 390 px phone, reached from the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "My Availability" }).click();
    await expect(page.getByRole("heading", { name: "My Availability", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save hours" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test("without the owner's permission the item is gone and the screen is refused", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Owners edit hours on the Staff screen: no My Availability for them.
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "My Availability" })).toHaveCount(0);
    expect((await page.goto("/dashboard/availability"))?.status()).toBe(403);

    await page.goto("/dashboard/white-label");
    const manage = page.getByLabel("Staff can manage their availability", { exact: true });
    try {
      await manage.uncheck();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Your white label settings have been saved.")).toBeVisible();

      const staff = await staffPage(browser);
      await expect(staff.getByTestId("sidebar").getByRole("link", { name: "My Calendar" })).toBeVisible();
      await expect(staff.getByTestId("sidebar").getByRole("link", { name: "My Availability" })).toHaveCount(0);
      expect((await staff.goto("/dashboard/availability"))?.status()).toBe(403);
      await staff.context().close();
    } finally {
      await page.goto("/dashboard/white-label");
      await manage.check();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Your white label settings have been saved.")).toBeVisible();
    }
  });
});

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  checkEveryScreen(context);
  const staff = await context.newPage();
  await signIn(staff, DEMO.staff.email, DEMO.staff.password);
  await expect(staff).toHaveURL(/\/dashboard$/);
  return staff;
}
