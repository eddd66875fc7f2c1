import { DEMO, signIn, uniqueEmail } from "./support/auth";
import { bookVisitViaApi, getDemoIds, type DemoIds } from "./support/api";
import { londonDate, plusMinutes } from "./support/dates";
import { expect, expectAccessible, test, type APIRequestContext, type Page } from "./support/test";

/*
 * The manage link of a visit of several services acts on the whole visit. The demo's Full Colour is 2 hours and
 * Haircut & Style 45 minutes at £35 (£155 together). Days from offset 24, past the demo's 21-day booking window:
 * the owner widens it for the test and puts it back.
 */

/** Sets the demo's booking window on Business Setup (signed in as the owner); answers the one it replaced. */
async function setBookingWindow(owner: Page, days: string): Promise<string> {
  await owner.goto("/dashboard/setup");
  const field = owner.getByLabel("Booking window", { exact: false });
  await expect(field).toBeVisible();
  const before = await field.inputValue();
  await field.fill(days);
  await owner.getByRole("button", { name: "Save Booking Rules" }).click();
  await expect(
    owner.getByTestId("toast").filter({ hasText: "Your booking rules have been saved." }).last(),
  ).toBeVisible();
  return before;
}

/** The visit's free start times on `date`, from the public visit availability route. */
async function visitStarts(request: APIRequestContext, items: DemoIds[], date: string): Promise<string[]> {
  const services = items.map((item) => item.serviceId).join(",");
  const staff = items.map((item) => item.staffId).join(",");
  const response = await request.get(
    `/api/public/businesses/demo/visits/availability?services=${services}&staff=${staff}&staffing=same`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { days } = (await response.json()) as { days: { date: string; slots: string[] }[] };
  return days.find((day) => day.date === date)?.slots ?? [];
}

test.describe("manage a visit", () => {
  test("on a phone: both services and the total, the whole visit moved, then cancelled", async ({ page, browser }) => {
    test.setTimeout(150_000);
    const owner = await browser.newPage();
    await signIn(owner, DEMO.owner.email, DEMO.owner.password);
    await expect(owner).toHaveURL(/\/dashboard$/);
    const window = await setBookingWindow(owner, "30");
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      const colour = await getDemoIds(page, "Full Colour", "Emma Wilson");
      const cut = await getDemoIds(page, "Haircut & Style", "Emma Wilson");
      const items = [colour, cut];
      const day = londonDate(24);
      const [time] = await visitStarts(page.request, items, day);
      expect(time, `a free start on ${day}`).toBeTruthy();
      const created = await bookVisitViaApi(
        page.request,
        items,
        day,
        time,
        "Visit Manager",
        uniqueEmail("manage-visit"),
      );
      const colourMinutes =
        Number(created.visit.items[1].time.slice(0, 2)) * 60 +
        Number(created.visit.items[1].time.slice(3)) -
        (Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));

      await page.goto(created.manageUrl);
      const services = page.getByTestId("visit-service");
      await expect(services).toHaveCount(2);
      await expect(services.nth(0)).toContainText("Full Colour");
      await expect(services.nth(0)).toContainText("with Emma Wilson");
      await expect(services.nth(1)).toContainText("Haircut & Style");
      await expect(services.nth(1)).toContainText("£35");
      await expect(page.getByTestId("visit-service-time")).toHaveText([time, plusMinutes(time, colourMinutes)]);
      await expect(page.getByTestId("booking-price")).toHaveText("£155");
      await expect(page.getByTestId("booking-when")).toContainText(time);
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The whole visit moves: the picker offers the visit's starts on another of this test's days.
      const target = londonDate(25);
      await page.getByTestId("date-strip").locator(`[data-date="${target}"]`).click();
      const firstTime = page.getByTestId("time-option").first();
      await expect(firstTime).toBeVisible();
      const newTime = (await firstTime.textContent())!.trim();
      await firstTime.click();
      await expect(firstTime).toHaveAttribute("aria-pressed", "true");
      await expectAccessible(page);
      await page.getByRole("button", { name: "Move Booking" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your booking has been moved." })).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("visit-service-time")).toHaveText([newTime, plusMinutes(newTime, colourMinutes)]);
      await expect(page.getByTestId("visit-service").nth(1)).toContainText("with Emma Wilson");
      // The free times say so too: the old start is free again.
      expect(await visitStarts(page.request, items, day)).toContain(time);

      // Cancel the whole visit.
      await page.getByRole("button", { name: "Cancel Booking" }).click();
      await page
        .getByRole("alertdialog", { name: "Cancel this booking?" })
        .getByRole("button", { name: "Yes, cancel booking" })
        .click();
      await expect(page.getByTestId("manage-refusal")).toHaveText("This booking has been cancelled.");
      await page.reload();
      await expect(page.getByTestId("managed-booking")).toContainText("cancelled");
      await expect(page.getByTestId("visit-service")).toHaveCount(2);
      await expect(page.getByRole("button", { name: "Cancel Booking" })).toHaveCount(0);
    } finally {
      await setBookingWindow(owner, window);
      await owner.close();
    }
  });
});
