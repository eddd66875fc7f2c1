import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { bookViaApi, getDemoIds, type DemoIds } from "./support/api";
import { londonDate } from "./support/dates";
import { timesOnPhone } from "./support/wizard";

/*
 * A room the two therapists share: the owner adds one, the cut needs it; once Emma's client holds it, the booking
 * page stops offering that time with James though he is free; a second room brings it back; the schedule's By
 * resource view shows each booking in its room. Days 16-20; everything is put back in `finally`.
 */

const TYPE = "E2E Basin";
const ROOMS = ["E2E Basin 1", "E2E Basin 2"];
const SERVICE = "Haircut & Style";
const DAY = 16;

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();

async function addRoom(page: Page, name: string) {
  await page.goto("/dashboard/resources");
  await page.getByRole("button", { name: "Add resource" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add resource" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Type").fill(TYPE);
  await dialog.getByRole("button", { name: "Add resource" }).click();
  await expect(toast(page, "Resource Added")).toBeVisible();
}

async function setNeed(page: Page, needed: boolean) {
  await page.goto("/dashboard/services");
  await page.getByRole("button", { name: `Edit ${SERVICE}` }).click();
  const need = page.getByRole("group", { name: "Needs" }).getByLabel(`Needs a free ${TYPE}`);
  if ((await need.isChecked()) === needed) {
    await page.getByRole("button", { name: "Cancel" }).click();
    return;
  }
  await need.setChecked(needed);
  await page.getByRole("button", { name: "Update Service" }).click();
  await expect(toast(page, "Service Updated")).toBeVisible();
}

/** The first date from day 16 on, and time from 11:00 on, when both are free (the API's list for each). */
async function commonFreeTime(page: Page, a: DemoIds, b: DemoIds): Promise<{ date: string; time: string }> {
  const timesOf = async (ids: DemoIds) => {
    const response = await page.request.get(
      `/api/public/businesses/demo/availability?serviceId=${ids.serviceId}&staffId=${ids.staffId}`,
    );
    return ((await response.json()) as { days: { date: string; slots: string[] }[] }).days;
  };
  const [first, second] = [await timesOf(a), await timesOf(b)];
  for (let offset = DAY; offset <= 20; offset++) {
    const date = londonDate(offset);
    const theirs = second.find((day) => day.date === date)?.slots ?? [];
    const time = first.find((day) => day.date === date)?.slots.find((each) => each >= "11:00" && theirs.includes(each));
    if (time) return { date, time };
  }
  throw new Error("Emma and James have no free time in common from day 16 on");
}

async function cancelByLink(page: Page, manageUrl: string) {
  await page.goto(manageUrl);
  const cancel = page.getByRole("button", { name: "Cancel Booking" });
  if ((await cancel.count()) === 0) return;
  await cancel.click();
  await page
    .getByRole("alertdialog", { name: "Cancel this booking?" })
    .getByRole("button", { name: "Yes, cancel booking" })
    .click();
  await expect(page.getByTestId("manage-refusal")).toHaveText("This booking has been cancelled.");
}

async function deleteRoom(page: Page, name: string) {
  await page.goto("/dashboard/resources");
  const remove = page.getByRole("button", { name: `Delete ${name}` });
  if ((await remove.count()) === 0) return;
  await remove.first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Resource Deleted")).toBeVisible();
}

test("a room both therapists need: taken, the page stops offering its time; the schedule shows it by room", async ({
  page,
}) => {
  const manageUrls: string[] = [];
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  try {
    await addRoom(page, ROOMS[0]);
    await setNeed(page, true);
    const emma = await getDemoIds(page, SERVICE, "Emma Wilson");
    const james = await getDemoIds(page, SERVICE, "James Taylor");
    const { date, time } = await commonFreeTime(page, emma, james);

    // Emma's client takes the only room at that time.
    const first = await bookViaApi(page.request, emma, date, time, "Basin Client One", "basin-one@example.com");
    expect(first.status(), await first.text()).toBe(201);
    manageUrls.push(((await first.json()) as { manageUrl: string }).manageUrl);

    // James is free (a beard trim, which needs no room, is offered then), but the cut is not.
    expect(await timesOnPhone(page, "Beard Trim", "James Taylor", date)).toContain(time);
    expect(await timesOnPhone(page, SERVICE, "James Taylor", date)).not.toContain(time);

    // A second room: the time is back, and James's client books it.
    await addRoom(page, ROOMS[1]);
    expect(await timesOnPhone(page, SERVICE, "James Taylor", date)).toContain(time);
    const second = await bookViaApi(page.request, james, date, time, "Basin Client Two", "basin-two@example.com");
    expect(second.status(), await second.text()).toBe(201);
    manageUrls.push(((await second.json()) as { manageUrl: string }).manageUrl);

    // The schedule by resource: a column per room, each booking in its own.
    await page.goto(`/dashboard/schedule?date=${date}&view=day`);
    await page.getByTestId("schedule-by").getByRole("link", { name: "By resource" }).click();
    await expect(page).toHaveURL(/by=resource/);
    const grid = page.getByTestId("resource-grid");
    // Columns follow their headings' order.
    const headings = await grid.getByTestId("resource-column-heading").allInnerTexts();
    const index = (name: string) => headings.findIndex((heading) => heading.includes(name));
    expect(index(ROOMS[0])).toBeGreaterThanOrEqual(0);
    expect(index(ROOMS[1])).toBeGreaterThanOrEqual(0);
    const clients = [
      await grid.getByTestId("resource-column").nth(index(ROOMS[0])).innerText(),
      await grid.getByTestId("resource-column").nth(index(ROOMS[1])).innerText(),
    ];
    expect(clients.join(" ")).toContain("Basin Client One");
    expect(clients.join(" ")).toContain("Basin Client Two");
    expect(clients[0].includes("Basin Client One") !== clients[1].includes("Basin Client One")).toBe(true);
    await expectAccessible(page);
  } finally {
    for (const url of manageUrls) await cancelByLink(page, url);
    await setNeed(page, false);
    for (const room of ROOMS) await deleteRoom(page, room);
  }
});
