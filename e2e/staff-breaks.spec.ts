import { expect, expectAccessible, test, type Page } from "./support/test";
import { getDemoIds } from "./support/api";
import { DEMO, signIn } from "./support/auth";
import { londonDate } from "./support/dates";
import { timesOnPhone } from "./support/wizard";

/*
 * Breaks in a staff member's hours: the owner gives James Taylor a lunch break on Thursdays and the public
 * booking page's times that day go round it. Only Thursdays at least 12 days ahead are read (earlier days
 * belong to other specs); the run's database is fresh, so nothing is put back.
 */

const STAFF = "James Taylor";
const SERVICE = "Beard Trim"; // 15 minutes: a slot right up to the break shows it starts there
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];
/** The first Thursday at least 12 days ahead (the booking window is 21 days). */
const thursdayAhead = () =>
  Array.from({ length: 7 }, (_, i) => londonDate(12 + i)).find((date) => weekdayOf(date) === "Thursday")!;

async function slotsOn(page: Page, ids: { serviceId: string; staffId: string }, date: string) {
  const response = await page.request.get(
    `/api/public/businesses/demo/availability?serviceId=${ids.serviceId}&staffId=${ids.staffId}`,
  );
  expect(response.ok()).toBe(true);
  const { days } = (await response.json()) as { days: { date: string; slots: string[] }[] };
  return days.find((day) => day.date === date)?.slots ?? [];
}

test.describe("breaks in a staff member's hours", () => {
  test("the owner adds a lunch break; a bad break is refused next to it; the booking page skips the break", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const ids = await getDemoIds(page, SERVICE, STAFF);
    const date = thursdayAhead();
    const before = await slotsOn(page, ids, date);
    expect(before).toEqual(expect.arrayContaining(["12:00", "12:30", "13:00"]));

    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/staff");
    const card = page.getByTestId("staff-card").filter({ hasText: STAFF });
    await card.getByRole("button", { name: `Edit ${STAFF}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Staff Member" })).toBeVisible();

    // A new break starts as lunch, inside the day's hours.
    await page.getByRole("button", { name: "Add a break on Thursday" }).click();
    await expect(page.getByLabel("Thursday break 1 start")).toHaveValue("13:00");
    await expect(page.getByLabel("Thursday break 1 end")).toHaveValue("14:00");
    await page.getByLabel("Thursday break 1 start").fill("12:00");
    await page.getByLabel("Thursday break 1 end").fill("13:00");

    // Up to three breaks a day: then no more can be added.
    await page.getByRole("button", { name: "Add a break on Thursday" }).click();
    await page.getByRole("button", { name: "Add a break on Thursday" }).click();
    await expect(page.getByRole("button", { name: "Add a break on Thursday" })).toHaveCount(0);
    await page.getByRole("button", { name: "Remove Thursday break 3" }).click();
    await expect(page.getByRole("button", { name: "Add a break on Thursday" })).toBeVisible();

    // Break 2 overlaps break 1 and is refused on its own field, keeping what was typed.
    await page.getByLabel("Thursday break 2 start").fill("12:30");
    await page.getByLabel("Thursday break 2 end").fill("13:30");
    await page.getByRole("button", { name: "Update Staff Member" }).click();
    await expect(page.getByLabel("Thursday break 2 start")).toHaveAccessibleDescription(/Breaks must not overlap/);
    await expect(page.getByLabel("Thursday break 2 start")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Thursday break 2 start")).toHaveValue("12:30");
    await expect(page.getByLabel("Thursday break 2 end")).toHaveValue("13:30");
    await expect(page.getByLabel("Thursday break 1 start")).toHaveValue("12:00");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Remove Thursday break 2" }).click();
    await expect(page.getByLabel("Thursday break 2 start")).toHaveCount(0);
    await page.getByRole("button", { name: "Update Staff Member" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Staff Member Updated" })).toBeVisible();
    await expect(card).toContainText("Thu 09:00–12:00, 13:00–18:00");

    // The booking page: up to the break, nothing during it, and again from its end.
    const after = await slotsOn(page, ids, date);
    expect(after).toContain("11:30");
    expect(after.filter((time) => time >= "12:00" && time < "13:00")).toEqual([]);
    expect(after).toContain("13:00");
    expect(after).toEqual(before.filter((time) => time < "12:00" || time >= "13:00"));
    // As a customer sees it on a phone.
    expect(await timesOnPhone(page, SERVICE, STAFF, date)).toEqual(after);

    // Reopened, the form shows the stored break.
    await card.getByRole("button", { name: `Edit ${STAFF}` }).click();
    await expect(page.getByLabel("Thursday break 1 start")).toHaveValue("12:00");
    await expect(page.getByLabel("Thursday break 1 end")).toHaveValue("13:00");
    await expectAccessible(page);

    // Put back: other specs read James's Thursdays.
    await page.getByRole("button", { name: "Remove Thursday break 1" }).click();
    await page.getByRole("button", { name: "Update Staff Member" }).click();
    await expect(card).toContainText("Thu–Fri 09:00–18:00");
    expect(await slotsOn(page, ids, date)).toEqual(before);
  });
});
