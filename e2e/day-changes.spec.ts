import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, test, type Page } from "./support/test";
import { getDemoIds, type DemoIds } from "./support/api";
import { DEMO, signIn } from "./support/auth";
import { londonDate, ukDate } from "./support/dates";
import { timesOnPhone } from "./support/wizard";

/*
 * One-day changes of a member's hours: from the schedule's "Change hours" the owner gives James Taylor (off on
 * Mondays) a Monday shift with a break, and takes a working day off; the public page's times follow, and removing
 * the changes brings his usual week back. Days from offset 12 on, put back in `finally`.
 */

const STAFF = "James Taylor";
const SERVICE = "Haircut & Style"; // 45 minutes

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();

/** The first date at offset 12 or later that falls on this weekday (0 = Sunday). */
function nextFrom12(weekday: number): string {
  for (let offset = 12; ; offset++) {
    const date = londonDate(offset);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday) return date;
  }
}

async function dayOf(request: APIRequestContext, ids: DemoIds, date: string) {
  const response = await request.get(
    `/api/public/businesses/demo/availability?serviceId=${ids.serviceId}&staffId=${ids.staffId}`,
  );
  expect(response.ok()).toBe(true);
  const { days } = (await response.json()) as { days: { date: string; slots: string[]; reason?: string }[] };
  return days.find((day) => day.date === date)!;
}

test.describe("one-day changes of hours", () => {
  test("the owner opens a usual day off with a split shift and closes a working day; the booking page follows", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const monday = nextFrom12(1);
    const tuesday = nextFrom12(2);
    const ids = await getDemoIds(page, SERVICE, STAFF);
    expect((await dayOf(page.request, ids, monday)).slots).toEqual([]);
    const usualTuesday = (await dayOf(page.request, ids, tuesday)).slots;
    expect(usualTuesday.length).toBeGreaterThan(0);

    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const changes = page.getByRole("region", { name: "Changes for one day" });
    try {
      // From the schedule: "Change hours for this day" starts the form with James and that Monday.
      await page.goto(`/dashboard/schedule?date=${monday}&view=day`);
      await page
        .getByRole("navigation", { name: "Change hours for this day:" })
        .getByRole("link", { name: STAFF, exact: true })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/staff\?staff=.+&date=/);
      await expect(changes.getByLabel("Staff Member")).toHaveValue(ids.staffId);
      await expect(changes.getByLabel("Date")).toHaveValue(monday);
      await expect(changes.getByTestId("no-day-changes")).toHaveText("None: everyone works their usual hours.");

      // A break that ends after the shift: its message beside it, and what was typed stays.
      await changes.getByLabel("Start").fill("10:00");
      await changes.getByLabel("Finish").fill("14:00");
      await changes.getByLabel("Break from (optional)").fill("13:30");
      await changes.getByLabel("Break until (optional)").fill("14:30");
      await changes.getByRole("button", { name: "Save change" }).click();
      await expect(changes.getByText("A break must be within the day's hours")).toBeVisible();
      await expect(changes.getByLabel("Break from (optional)")).toHaveAttribute("aria-invalid", "true");
      await expect(changes.getByLabel("Start")).toHaveValue("10:00");

      await changes.getByLabel("Break from (optional)").fill("12:00");
      await changes.getByLabel("Break until (optional)").fill("12:30");
      await changes.getByRole("button", { name: "Save change" }).click();
      await expect(toast(page, `The hours for ${ukDate(monday)} have been saved.`)).toBeVisible();
      const list = changes.getByTestId("day-change-list");
      await expect(list.getByRole("listitem").filter({ hasText: ukDate(monday) })).toContainText(
        `${STAFF}10:00–12:00, 12:30–14:00`,
      );

      const opened = (await dayOf(page.request, ids, monday)).slots;
      expect(opened[0]).toBe("10:00");
      expect(opened).toContain("11:00"); // ends 11:45, before the break
      expect(opened).not.toContain("11:30"); // would run into the break
      expect(opened).toContain("12:30"); // the grid starts again at the break's end
      expect(opened.at(-1)).toBe("13:00");
      // The usual day off opened, as a customer sees it on a phone.
      expect(await timesOnPhone(page, SERVICE, STAFF, monday)).toEqual(opened);

      // A working day off: no times at all that day.
      await changes.getByLabel("Staff Member").selectOption({ label: STAFF });
      await changes.getByLabel("Date").fill(tuesday);
      await changes.getByLabel("Working this day").uncheck();
      await expect(changes.getByLabel("Start")).toHaveCount(0);
      await changes.getByRole("button", { name: "Save change" }).click();
      await expect(toast(page, `${ukDate(tuesday)} is now a day off.`)).toBeVisible();
      await expect(list.getByRole("listitem").filter({ hasText: ukDate(tuesday) })).toContainText("Day off");
      expect(await dayOf(page.request, ids, tuesday)).toMatchObject({ slots: [], reason: "closed" });

      // The schedule shades the Monday outside the new windows.
      await page.goto(`/dashboard/schedule?date=${monday}&view=day`);
      const column = page.locator(`[data-testid="schedule-column"][data-staff-id="${ids.staffId}"]`);
      // Before the shift, the break and after the shift.
      await expect(column.locator('[data-shade="closed"]')).toHaveCount(3);
      await page.goto("/dashboard/staff");
      await expectAccessible(page);
    } finally {
      await page.goto("/dashboard/staff");
      for (const date of [monday, tuesday]) {
        const remove = changes.getByRole("button", { name: `Remove the change on ${ukDate(date)} for ${STAFF}` });
        if ((await remove.count()) === 0) continue;
        await remove.click();
        await expect(toast(page, `The usual hours apply again on ${ukDate(date)}.`)).toBeVisible();
        await expect(remove).toHaveCount(0);
      }
    }
    expect((await dayOf(page.request, ids, monday)).slots).toEqual([]);
    expect((await dayOf(page.request, ids, tuesday)).slots).toEqual(usualTuesday);
  });

  test("a date in the past is refused beside the field", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/staff");
    const changes = page.getByRole("region", { name: "Changes for one day" });
    await changes.getByLabel("Staff Member").selectOption({ label: STAFF });
    await changes.getByLabel("Date").fill(londonDate(-1));
    await changes.getByRole("button", { name: "Save change" }).click();
    await expect(changes.getByText("Choose today or a later date")).toBeVisible();
    await expect(changes.getByLabel("Date")).toHaveValue(londonDate(-1));
    await expect(changes.getByLabel("Date")).toHaveAttribute("aria-invalid", "true");
  });
});
