import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { londonDate } from "./support/dates";

/*
 * Schedule by room: the owner's bookings on a day past the booking window (days 34-35 are this spec's), each in the
 * column of the treatment room the database gave it; a move onto a room held at that time refused with the reason,
 * one onto a free room done (the dialog's Room select and a drag). The cut and the facial need a room only while it
 * runs: `finally` deletes its bookings and puts the services back.
 */

const ROW = 24; // px per 15 minutes (components/schedule/types.ts)
const RESOURCE_TAKEN = "That room or equipment is already booked at this time.";
const CUT = "Haircut & Style";
const FACIAL = "Signature Facial";

/** Makes a demo service need (or no longer need) a "Treatment room", of which the demo has two (db/seed.ts). */
async function setNeedsTreatmentRoom(page: Page, service: string, needed: boolean): Promise<void> {
  await page.goto("/dashboard/services");
  await page.getByRole("button", { name: `Edit ${service}` }).click();
  const box = page.getByRole("group", { name: "Needs" }).getByLabel("Needs a free Treatment room");
  if ((await box.isChecked()) === needed) {
    await page.keyboard.press("Escape");
    return;
  }
  await box.setChecked(needed);
  await page.getByRole("button", { name: "Update Service" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Service Updated" }).first()).toBeVisible();
}

async function openDay(page: Page, date: string, by: "staff" | "resource" = "staff") {
  await page.goto(`/dashboard/schedule?date=${date}&view=day${by === "resource" ? "&by=resource" : ""}`);
  await expect(page.getByRole("heading", { name: "Schedule", level: 1 })).toBeVisible();
}

/** New appointment from a staff member's empty time (By staff), for a walk-in without email. */
async function addAppointment(
  page: Page,
  date: string,
  staff: string,
  time: string,
  service: string,
  customer: string,
) {
  await openDay(page, date);
  const column = page
    .getByTestId("schedule-column")
    .nth(["Emma Wilson", "James Taylor", "Sophie Brown"].indexOf(staff));
  const first = (await page.getByTestId("schedule-grid").locator("span.tabular-nums").first().innerText()).trim();
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const box = (await column.boundingBox())!;
  await column.click({ position: { x: box.width / 2, y: ((minutes(time) - minutes(first)) / 15) * ROW + 4 } });
  const dialog = page.getByRole("dialog", { name: "New appointment" });
  await expect(dialog.getByLabel("Time", { exact: true })).toHaveValue(time);
  const option = dialog.getByLabel("Service").locator("option", { hasText: service });
  await dialog.getByLabel("Service").selectOption({ label: (await option.innerText()).trim() });
  await dialog.getByLabel("Customer name").fill(customer);
  await dialog.getByRole("button", { name: "Add appointment" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Appointment added" }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

function roomColumn(page: Page, room: string): Locator {
  return page.locator(`[data-testid="resource-column"][data-resource-name="${room}"]`);
}

function inRoom(page: Page, room: string, customer: string): Locator {
  return roomColumn(page, room).getByTestId("schedule-appointment").filter({ hasText: customer });
}

async function deleteBooking(page: Page, customer: string) {
  await page.goto(`/dashboard/bookings?q=${encodeURIComponent(customer)}`);
  const rows = page.getByTestId("booking-row").filter({ hasText: customer });
  while ((await rows.count()) > 0) {
    await rows
      .first()
      .getByRole("button", { name: `Actions for ${customer}` })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Booking deleted" }).first()).toBeVisible();
    await page.reload();
  }
}

test.describe("schedule by room", () => {
  test("By resource shows each booking in its room; a held room is refused, a free one taken", async ({ page }) => {
    const date = londonDate(34 + test.info().retry);
    const run = `${Date.now() % 100000}`;
    const cut = `Rowan Cut ${run}`;
    const facial = `Fern Facial ${run}`;
    const late = `Lark Facial ${run}`;
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    try {
      for (const service of [CUT, FACIAL]) await setNeedsTreatmentRoom(page, service, true);
      // 10:00: Emma's cut and Sophie's facial take a room each; 14:00: the room held least that day (by name).
      await addAppointment(page, date, "Emma Wilson", "10:00", CUT, cut);
      await addAppointment(page, date, "Sophie Brown", "10:00", FACIAL, facial);
      await addAppointment(page, date, "Sophie Brown", "14:00", FACIAL, late);

      // By staff: each block names its room.
      await openDay(page, date);
      const switcher = page.getByRole("navigation", { name: "Schedule columns" });
      await expect(switcher.getByRole("link", { name: "By staff" })).toHaveAttribute("aria-current", "page");
      await expect(
        page.getByTestId("schedule-appointment").filter({ hasText: cut }).getByTestId("appointment-detail"),
      ).toHaveText("Room 1");

      await switcher.getByRole("link", { name: "By resource" }).click();
      await expect(page).toHaveURL(/by=resource/);
      await expect(page.getByTestId("resource-column-heading")).toHaveText([
        "Room 1Treatment room",
        "Room 2Treatment room",
      ]);
      await expect(page.getByTestId("resource-view-note")).toHaveText(
        "Appointments that need no room or equipment are on By staff.",
      );
      await expect(inRoom(page, "Room 1", cut)).toBeVisible();
      await expect(inRoom(page, "Room 1", cut)).toContainText("Emma Wilson");
      await expect(inRoom(page, "Room 2", facial)).toBeVisible();
      await expect(inRoom(page, "Room 1", late)).toBeVisible();
      await expectAccessible(page);

      // Emma's cut into Room 2 at 10:00, where Sophie's facial is: refused, nothing moves.
      await inRoom(page, "Room 1", cut).getByRole("button").click();
      const dialog = page.getByRole("dialog", { name: cut });
      await expect(dialog.getByTestId("appointment-room")).toBeVisible();
      await dialog.getByLabel("Room").selectOption({ label: "Room 2" });
      await dialog.getByRole("button", { name: "Change room" }).click();
      await expect(dialog.getByText(RESOURCE_TAKEN)).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Close" }).click();
      await page.reload();
      await expect(inRoom(page, "Room 1", cut)).toBeVisible();
      await expect(inRoom(page, "Room 2", facial)).toBeVisible();

      // The 14:00 facial into Room 2, free then: done.
      await inRoom(page, "Room 1", late).getByRole("button").click();
      const lateDialog = page.getByRole("dialog", { name: late });
      await lateDialog.getByLabel("Room").selectOption({ label: "Room 2" });
      await lateDialog.getByRole("button", { name: "Change room" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Moved to Room 2." }).first()).toBeVisible();
      await expect(lateDialog.getByLabel("Room")).toHaveValue(/.+/);
      await lateDialog.getByRole("button", { name: "Close" }).click();
      await expect(inRoom(page, "Room 2", late)).toBeVisible();

      // And back by dragging it to Room 1's column, at the same time.
      const block = inRoom(page, "Room 2", late).getByRole("button");
      const from = (await block.boundingBox())!;
      const target = (await roomColumn(page, "Room 1").boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + 10);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 - 40, from.y + 10, { steps: 4 });
      await page.mouse.move(target.x + target.width / 2, from.y + 10, { steps: 6 });
      await page.mouse.up();
      await expect(page.getByTestId("toast").filter({ hasText: "Moved to Room 1." }).first()).toBeVisible();
      await expect(inRoom(page, "Room 1", late)).toBeVisible();
      await expect(inRoom(page, "Room 2", late)).toHaveCount(0);
    } finally {
      for (const customer of [cut, facial, late]) await deleteBooking(page, customer);
      for (const service of [CUT, FACIAL]) await setNeedsTreatmentRoom(page, service, false);
    }
  });
});
