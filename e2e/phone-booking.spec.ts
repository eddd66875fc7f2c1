import { expect, expectAccessible, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { getFreeSlots, type DemoIds } from "./support/api";
import { fillDetails, visibleDateOptions } from "./support/wizard";

/*
 * The customer's booking on a phone (390 × 844): "any professional", the keyboard, slow and lost
 * connections. The demo business's cut-and-beard staff: Emma Wilson, James Taylor, Sophie Brown.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SERVICE = "Beard Trim";
const PHONE_TOP_LIMIT = 420;

type Ids = { serviceId: string; staff: Record<string, string> };

/** The service's id and its staff's ids, read from the page's own availability requests. */
async function readIds(page: Page): Promise<Ids> {
  const staff: Record<string, string> = {};
  let serviceId = "";
  for (const name of ["Emma Wilson", "James Taylor", "Sophie Brown"]) {
    await page.goto("/book/demo");
    await page.getByTestId("service-option").filter({ hasText: SERVICE }).click();
    const availability = page.waitForRequest(/\/availability\?/);
    await page.getByTestId("staff-option").filter({ hasText: name }).click();
    const url = new URL((await availability).url());
    serviceId = url.searchParams.get("serviceId")!;
    staff[name] = url.searchParams.get("staffId")!;
  }
  return { serviceId, staff };
}

async function book(page: Page, ids: DemoIds, date: string, time: string, name: string, key?: string) {
  return page.request.post("/api/public/businesses/demo/bookings", {
    headers: key ? { "Idempotency-Key": key } : {},
    data: { ...ids, date, time, customerName: name, customerEmail: uniqueEmail("phone"), customerPhone: "", notes: "" },
  });
}

/** The step's heading has focus and sits in the top half of the screen. */
async function expectStepInView(page: Page, title: string) {
  const heading = page.getByRole("heading", { name: title, exact: true });
  await expect(heading).toBeFocused();
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await heading.boundingBox())?.y ?? 9999).toBeLessThan(844 / 2);
}

test.describe("booking on a phone", () => {
  test("any professional: only the second staff member is free, so the booking is theirs", async ({ page }) => {
    const ids = await readIds(page);
    // A time from the third day on when all three are free; then Emma and Sophie get booked.
    const free = (name: string) => getFreeSlots(page.request, { serviceId: ids.serviceId, staffId: ids.staff[name] });
    const [emma, james, sophie] = await Promise.all([free("Emma Wilson"), free("James Taylor"), free("Sophie Brown")]);
    const key = ([date, time]: [string, string]) => `${date}T${time}`;
    const jamesFree = new Set(james.map(key));
    const sophieFree = new Set(sophie.map(key));
    const [date, time] = emma.find((slot) => jamesFree.has(key(slot)) && sophieFree.has(key(slot)))!;
    for (const name of ["Emma Wilson", "Sophie Brown"]) {
      const taken = await book(
        page,
        { serviceId: ids.serviceId, staffId: ids.staff[name] },
        date,
        time,
        `Busy ${name}`,
      );
      expect(taken.status()).toBe(201);
    }

    await page.goto("/book/demo");
    // Services first: the first one starts near the top of a phone screen.
    const firstService = page.getByTestId("service-option").first();
    await expect(firstService).toBeVisible();
    expect((await firstService.boundingBox())!.y).toBeLessThan(PHONE_TOP_LIMIT);
    await expectAccessible(page);

    await page.getByTestId("service-option").filter({ hasText: SERVICE }).click();
    await expectStepInView(page, "Choose Staff");
    const bar = page.getByTestId("summary-bar");
    await expect(bar).toContainText(SERVICE);
    await expect(page.getByTestId("staff-option").first()).toHaveText(/Any professional/);
    await expectAccessible(page);

    const availability = page.waitForRequest(/\/availability\?/);
    await page.getByTestId("staff-option").filter({ hasText: "Any professional" }).click();
    expect(new URL((await availability).url()).searchParams.get("staffId")).toBe("any");
    await expectStepInView(page, "Pick Date & Time");
    // The first date with free times is chosen on arrival, its times shown.
    await expect(visibleDateOptions(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
    await expect(page.getByTestId("time-option").first()).toBeVisible();
    await expect(bar.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expectAccessible(page);

    await page.locator(`[data-testid="date-option"][data-date="${date}"]:visible`).click();
    await page
      .getByTestId("time-option")
      .filter({ hasText: new RegExp(`^${time}$`) })
      .click();
    await expect(bar).toContainText(`Any professional`);
    await expect(bar).toContainText(time);
    await bar.getByRole("button", { name: "Continue" }).click();
    await expectStepInView(page, "Your Details");
    await fillDetails(page, "Phone Customer", uniqueEmail("any-pro"));
    await page.getByRole("button", { name: "Confirm Booking" }).click();

    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeFocused();
    const summary = page.getByTestId("booking-summary");
    await expect(summary).toContainText("James Taylor");
    await expect(summary).toContainText(time);
    const calendar = page.getByTestId("add-to-calendar");
    for (const name of ["Google Calendar", "Outlook", "Apple Calendar"]) {
      await expect(calendar.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      /google\.com\/maps\/search\/\?api=1&query=12%20King%20Street/,
    );
    await expect(page.getByTestId("cancellation-policy")).toContainText("up to 24 hours before your appointment");
    await expect(page.getByRole("link", { name: "Manage your booking" })).toHaveAttribute("href", /\/manage\//);
    await expectAccessible(page);
  });

  test("books with the keyboard alone: arrow keys in the date strip and the times", async ({ page }) => {
    await page.goto("/book/demo");
    const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? "");
    async function tabTo(testId: string) {
      for (let i = 0; i < 40 && (await focusedTestId()) !== testId; i++) await page.keyboard.press("Tab");
      expect(await focusedTestId()).toBe(testId);
    }

    await tabTo("service-option");
    await page.keyboard.press("Enter");
    await expectStepInView(page, "Choose Staff");
    await tabTo("staff-option");
    await page.keyboard.press("Enter"); // Any professional
    await expectStepInView(page, "Pick Date & Time");
    await expect(page.getByTestId("time-option").first()).toBeVisible();

    await tabTo("date-option");
    const startDate = await page.evaluate(() => document.activeElement!.getAttribute("data-date"));
    await page.keyboard.press("ArrowRight");
    const nextDate = await page.evaluate(() => document.activeElement!.getAttribute("data-date"));
    expect(nextDate! > startDate!).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.locator(`[data-testid="date-option"][data-date="${nextDate}"]:visible`)).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await tabTo("time-option");
    const firstTime = await page.evaluate(() => document.activeElement!.textContent);
    await page.keyboard.press("ArrowRight");
    const secondTime = await page.evaluate(() => document.activeElement!.textContent);
    expect(secondTime).not.toBe(firstTime);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("time-option").filter({ hasText: secondTime! })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    for (let i = 0; i < 40; i++) {
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (name === "Continue") break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expectStepInView(page, "Your Details");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keyboard Customer");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("keyboard"));
    await expect(page.getByLabel("Email Address")).toBeFocused();
    await page.getByLabel("Email Address").press("Enter"); // submits the form
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeFocused();
    await expect(page.getByTestId("booking-summary")).toContainText(secondTime!);
  });

  test("on a slow network (400 ms) a double tap books once; a lost answer is retried with the same key", async ({
    page,
  }) => {
    const posts: string[] = [];
    let dropNextAnswer = false;
    await page.route("**/api/public/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request().headers()["idempotency-key"] ?? "");
      if (dropNextAnswer) {
        dropNextAnswer = false;
        // The booking reaches the server, but its answer never reaches the phone.
        await route.fetch();
        return route.abort("connectionreset");
      }
      return route.continue();
    });

    async function reachDetails() {
      await page.goto("/book/demo");
      await page.getByTestId("service-option").filter({ hasText: "Gel Manicure" }).click();
      await page.getByTestId("staff-option").filter({ hasText: "Sophie Brown" }).click();
      const times = page.getByTestId("time-option");
      await expect(times.first()).toBeVisible();
      const time = (await times.last().innerText()).trim();
      await times.last().click();
      await page.getByTestId("summary-bar").getByRole("button", { name: "Continue" }).click();
      return time;
    }

    // A double tap: the button is disabled while busy, so one request.
    await reachDetails();
    await fillDetails(page, "Double Tap", uniqueEmail("double-tap"));
    const confirm = page.getByRole("button", { name: "Confirm Booking" });
    await confirm.dblclick();
    await expect(page.getByRole("button", { name: "Booking..." })).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);

    // The answer is lost: the wizard sends the same request again with the same key and gets the booking.
    posts.length = 0;
    dropNextAnswer = true;
    await reachDetails();
    await fillDetails(page, "Lost Answer", uniqueEmail("lost-answer"));
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
    const bookingId = await page.getByRole("link", { name: "Manage your booking" }).getAttribute("href");
    expect(bookingId).toMatch(/\/manage\//);
  });

  test("a retried POST with the same Idempotency-Key returns the same booking", async ({ page }) => {
    const ids = await readIds(page);
    const staffId = ids.staff["James Taylor"];
    const [[date, time]] = await getFreeSlots(page.request, { serviceId: ids.serviceId, staffId }, 3);
    const key = `retry-${Date.now()}-abcdefghijkl`;
    const data = {
      serviceId: ids.serviceId,
      staffId,
      date,
      time,
      customerName: "Retry Customer",
      customerEmail: uniqueEmail("retry"),
      customerPhone: "",
      notes: "",
    };
    const post = () =>
      page.request.post("/api/public/businesses/demo/bookings", { headers: { "Idempotency-Key": key }, data });
    const first = await post();
    expect(first.status()).toBe(201);
    const again = await post();
    expect(again.status()).toBe(200);
    const [a, b] = [await first.json(), await again.json()];
    expect(b.booking).toEqual(a.booking);
    expect(b.manageUrl).toBe(a.manageUrl);

    // A key that is not one gets a 4xx JSON error.
    const bad = await page.request.post("/api/public/businesses/demo/bookings", {
      headers: { "Idempotency-Key": "short" },
      data,
    });
    expect(bad.status()).toBe(422);
    expect((await bad.json()).code).toBe("invalid");
  });
});
