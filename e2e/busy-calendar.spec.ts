import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, expectAccessible, test, type Locator, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { londonDate } from "./support/dates";
import { chooseDate } from "./support/wizard";

/*
 * A staff member's personal calendar takes its busy times off the public booking page. The .ics is
 * served from 127.0.0.1 by this spec (the e2e server sets BUSY_CALENDAR_ALLOW_PRIVATE=true).
 */

const STAFF = "Sophie Brown";
const SERVICE = "Gel Manicure"; // 30 minutes
const compact = (date: string) => date.replaceAll("-", "");

// Weekly at 14:00-15:00 London from four days ahead, three times, the second week left out (EXDATE).
const busyDay = londonDate(4);
const exceptedDay = londonDate(11);
const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//BookingPro e2e//EN",
  "BEGIN:VEVENT",
  "UID:e2e-weekly@example.com",
  "DTSTAMP:20260101T000000Z",
  "SUMMARY:Dentist",
  `DTSTART;TZID=Europe/London:${compact(busyDay)}T140000`,
  `DTEND;TZID=Europe/London:${compact(busyDay)}T150000`,
  "RRULE:FREQ=WEEKLY;COUNT=3",
  `EXDATE;TZID=Europe/London:${compact(exceptedDay)}T140000`,
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let server: http.Server;
let calendarUrl = "";
let deadUrl = "";

test.beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
    response.end(ICS);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sophie/basic.ics`;
  // A port that was free a moment ago: nothing answers there.
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  deadUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/gone.ics`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function openPanel(page: Page) {
  await page.goto("/dashboard/staff");
  const card = page.getByTestId("staff-card").filter({ hasText: STAFF });
  await card.getByRole("button", { name: /Personal calendar for Sophie Brown/ }).click();
  return card.getByTestId("busy-calendar-panel");
}

async function disconnectIfConnected(panel: Locator) {
  const disconnect = panel.getByRole("button", { name: "Disconnect" });
  await expect(panel.getByLabel("Secret iCal address")).toBeVisible();
  if (!(await disconnect.isVisible())) return;
  panel.page().once("dialog", (dialog) => void dialog.accept());
  await disconnect.click();
  await expect(panel).toContainText("Not connected");
}

async function timesOn(page: Page, date: string): Promise<string[]> {
  await page.goto("/book/demo");
  await page.getByTestId("service-option").filter({ hasText: SERVICE }).click();
  const availability = page.waitForResponse(/\/availability\?/);
  await page.getByTestId("staff-option").filter({ hasText: STAFF }).click();
  await availability;
  await chooseDate(page, date);
  await expect(page.getByTestId("time-option").first()).toBeVisible();
  return (await page.getByTestId("time-option").allInnerTexts()).map((text) => text.trim());
}

test.describe("personal calendars", () => {
  test("busy times of a staff member's own calendar disappear from the public page", async ({ page }) => {
    test.setTimeout(240_000); // six screens, each checked by axe
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await disconnectIfConnected(await openPanel(page)); // a retry starts from what a failed attempt left
    expect(await timesOn(page, busyDay)).toContain("14:00");

    const panel = await openPanel(page);
    await expect(panel).toContainText("Not connected");
    await panel.getByLabel("Secret iCal address").fill(calendarUrl);
    await panel.getByRole("button", { name: "Save" }).click();
    await expect(panel.getByTestId("busy-count")).toHaveText(/2 busy times/);
    await panel.getByRole("button", { name: "Refresh now" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "2 busy times" }).first()).toBeVisible();
    // The toasts float over the staff cards' hours (axe: target-size, obscured): checked once they have gone (5 s).
    await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 15_000 });
    await expect(panel).toContainText(/Last synced \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    // The secret address is never shown again, only its host.
    await expect(panel).toContainText(`${new URL(calendarUrl).host}/…`);
    await expect(page.locator("body")).not.toContainText("/sophie/basic.ics");
    await expectAccessible(page);

    const busy = await timesOn(page, busyDay);
    expect(busy).not.toContain("14:00");
    expect(busy).not.toContain("14:30");
    expect(busy).toContain("13:30");
    expect(await timesOn(page, exceptedDay)).toContain("14:00");

    // An address that does not answer: its error shows, and it blocks nothing.
    const again = await openPanel(page);
    await again.getByLabel("Secret iCal address").fill(deadUrl);
    await again.getByRole("button", { name: "Save" }).click();
    await expect(again.getByTestId("busy-calendar-error")).toContainText("The calendar address could not be reached.");
    await expectAccessible(page);
    expect(await timesOn(page, busyDay)).toContain("14:00");

    // Leave the demo as it was for other tests.
    const last = await openPanel(page);
    await disconnectIfConnected(last);
    await expect(last).toContainText("Not connected");
  });
});
