import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/test";
import { DEMO, signIn, uniqueEmail } from "./support/auth";
import { bookVisitViaApi, getDemoIds, type DemoIds } from "./support/api";
import { londonDate, plusMinutes } from "./support/dates";

/*
 * A visit on the owner's schedule: Full Colour with Emma, then Haircut & Style with Sophie, booked through the public
 * API; each service its own block in its own column, linked as one visit; a drag of one moves both. Days 28-31 (past
 * the 21-day booking window, widened for the test and put back).
 */

const ROW = 24; // px per 15 minutes (components/schedule/types.ts)
const STAFF = ["Emma Wilson", "James Taylor", "Sophie Brown"];

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();
const bookingWindow = (page: Page) => page.getByLabel("Booking window", { exact: false });

async function setBookingWindow(page: Page, days: string) {
  await page.goto("/dashboard/setup");
  await expect(page.getByRole("heading", { name: "Booking Rules" })).toBeVisible();
  await bookingWindow(page).fill(days);
  await page.getByRole("button", { name: "Save Booking Rules" }).click();
  await expect(toast(page, "Your booking rules have been saved.")).toBeVisible();
}

function column(page: Page, staffName: string) {
  return page.getByTestId("schedule-column").nth(STAFF.indexOf(staffName));
}

async function boxOf(locator: Locator) {
  await expect.poll(async () => (await locator.boundingBox()) !== null).toBe(true);
  return (await locator.boundingBox())!;
}

/** The first of days 28-31 the visit can start on, with a start from 10:00 on (a free morning either side). */
async function findVisitStart(page: Page, colour: DemoIds, cut: DemoIds): Promise<{ date: string; time: string }> {
  const query = new URLSearchParams({
    services: `${colour.serviceId},${cut.serviceId}`,
    staff: `${colour.staffId},${cut.staffId}`,
    staffing: "each",
  });
  const response = await page.request.get(`/api/public/businesses/demo/visits/availability?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { days } = (await response.json()) as { days: { date: string; slots: string[] }[] };
  for (const offset of [28, 29, 30, 31]) {
    const day = days.find((each) => each.date === londonDate(offset));
    const time = day?.slots.find((slot) => slot >= "10:00" && slot <= "12:00");
    if (day && time) return { date: day.date, time };
  }
  throw new Error("no free start for the visit on days 28-31");
}

test.describe("a visit on the owner's schedule", () => {
  test("its blocks are linked, its details list the visit, and dragging one moves the whole visit", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await setBookingWindow(page, "35");
    try {
      const colour = await getDemoIds(page, "Full Colour", "Emma Wilson");
      const cut = await getDemoIds(page, "Haircut & Style", "Sophie Brown");
      const { date, time } = await findVisitStart(page, colour, cut);
      const customer = `Visit Owner ${Date.now() % 100000}`;
      const booked = await bookVisitViaApi(page.request, [colour, cut], date, time, customer, uniqueEmail("visit"));
      expect(booked.visit.items.map((item) => [item.serviceName, item.staffName, item.time])).toEqual([
        ["Full Colour", "Emma Wilson", time],
        ["Haircut & Style", "Sophie Brown", plusMinutes(time, 120)],
      ]);

      await page.goto(`/dashboard/schedule?date=${date}&view=day`);
      await expect(page.getByRole("heading", { name: "Schedule", level: 1 })).toBeVisible();
      const colourBlock = column(page, "Emma Wilson").getByTestId("schedule-appointment").filter({ hasText: customer });
      const cutBlock = column(page, "Sophie Brown").getByTestId("schedule-appointment").filter({ hasText: customer });
      await expect(colourBlock).toContainText(`${time}–${plusMinutes(time, 120)}`);
      await expect(cutBlock).toContainText(`${plusMinutes(time, 120)}–${plusMinutes(time, 165)}`);
      // Linked: one visit id, a marker each, and each block's name says which other service the visit has.
      const visitId = await colourBlock.getAttribute("data-visit-id");
      expect(visitId).toBeTruthy();
      await expect(cutBlock).toHaveAttribute("data-visit-id", visitId!);
      await expect(colourBlock.getByTestId("visit-marker")).toHaveText("1 of 2");
      await expect(cutBlock.getByTestId("visit-marker")).toHaveText("2 of 2");
      await expect(colourBlock.getByRole("button")).toHaveAccessibleName(
        new RegExp(`part of a visit: service 1 of 2, with Haircut & Style \\(Sophie Brown, ${plusMinutes(time, 120)}`),
      );
      await expectAccessible(page);

      // Its details list the visit's services.
      await cutBlock.getByRole("button").click();
      const details = page.getByRole("dialog");
      await expect(details.getByTestId("visit-services").getByRole("listitem")).toHaveText([
        new RegExp(`Full Colour with Emma Wilson, ${time}`),
        /Haircut & Style with Sophie Brown, .*\(this one\)/,
      ]);
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(details).toBeHidden();

      // Drag the haircut an hour later, in Sophie's column: the colour follows, an hour later in Emma's.
      await cutBlock.evaluate((element) => element.scrollIntoView({ block: "center" }));
      const source = await boxOf(cutBlock);
      await page.mouse.move(source.x + source.width / 2, source.y + 6);
      await page.mouse.down();
      await page.mouse.move(source.x + source.width / 2, source.y + 20, { steps: 4 });
      await page.mouse.move(source.x + source.width / 2, source.y + 6 + 4 * ROW, { steps: 8 });
      await page.mouse.up();
      await expect(toast(page, "Visit moved")).toBeVisible();
      await expect(cutBlock).toContainText(`${plusMinutes(time, 180)}–${plusMinutes(time, 225)}`);
      await expect(colourBlock).toContainText(`${plusMinutes(time, 60)}–${plusMinutes(time, 180)}`);
      await page.reload();
      await expect(colourBlock).toContainText(`${plusMinutes(time, 60)}–${plusMinutes(time, 180)}`);
      await expect(cutBlock).toContainText(`${plusMinutes(time, 180)}–${plusMinutes(time, 225)}`);

      // Dragged back by the colour this time, and undone: the whole visit is where the drag found it.
      await colourBlock.evaluate((element) => element.scrollIntoView({ block: "center" }));
      const colourBox = await boxOf(colourBlock);
      await page.mouse.move(colourBox.x + colourBox.width / 2, colourBox.y + 6);
      await page.mouse.down();
      await page.mouse.move(colourBox.x + colourBox.width / 2, colourBox.y + 20, { steps: 4 });
      await page.mouse.move(colourBox.x + colourBox.width / 2, colourBox.y + 6 + 2 * ROW, { steps: 8 });
      await page.mouse.up();
      const moved = toast(page, "Visit moved");
      await expect(moved).toBeVisible();
      await expect(cutBlock).toContainText(`${plusMinutes(time, 210)}–${plusMinutes(time, 255)}`);
      await moved.getByRole("button", { name: "Undo" }).click();
      await expect(toast(page, "Move undone")).toBeVisible();
      await expect(colourBlock).toContainText(`${plusMinutes(time, 60)}–${plusMinutes(time, 180)}`);
      await expect(cutBlock).toContainText(`${plusMinutes(time, 180)}–${plusMinutes(time, 225)}`);

      // The bookings list says which visit each service is part of.
      await page.goto(`/dashboard/bookings?q=${encodeURIComponent(customer)}`);
      await expect(page.getByTestId("booking-visit")).toHaveText([
        "Visit with Haircut & Style",
        "Visit with Full Colour",
      ]);
      await expectAccessible(page);
    } finally {
      await setBookingWindow(page, "21");
    }
  });
});
