import { expect, expectAccessible, test } from "./support/test";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";
import { bookViaApi, getDemoIds, getFreeSlots } from "./support/api";
import { londonDate } from "./support/dates";

test.describe("overview", () => {
  test("the demo owner sees computed stats, quick actions and recent bookings", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Owner", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back, Olivia Owner!")).toBeVisible();
    await expect(page.getByText("BookingPro is free during beta!")).toBeVisible();

    // Today's agenda comes first, before the figures.
    const agenda = page.getByRole("region", { name: "Today's Agenda" });
    await expect(agenda).toBeVisible();
    await expect(agenda.getByTestId("agenda-item").or(agenda.getByText("No more appointments today"))).not.toHaveCount(
      0,
    );

    // Other specs book into the demo business too, so the figures are at least the seed's (this month's
    // appointments, unless the month has just turned).
    const cards = page.getByTestId("stat-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({ hasText: "Active Services" }).getByTestId("stat-value")).toHaveText("6");
    await expect(cards.filter({ hasText: "Staff Members" }).getByTestId("stat-value")).toHaveText("3");
    // Revenue counts completed bookings only, and says so.
    const revenueCard = cards.filter({ hasText: "Revenue" });
    await expect(revenueCard).toContainText("Completed bookings this month");
    await expect(revenueCard.getByTestId("stat-value")).toHaveText(/^£\d[\d,]*\.\d{2}$/);
    // Honest lines: a percentage, no change, or a neutral 'none last month' (never green growth from nothing).
    for (const card of await cards.all()) {
      const change = card.getByTestId("stat-change");
      await expect(change).toHaveText(/from last month|last month$/);
      if (/last month$/.test(await change.innerText()) && !/%/.test(await change.innerText())) {
        await expect(change).toHaveClass(/text-slate-600/);
      }
    }

    const quick = page.getByRole("region", { name: "Quick Actions" });
    await expect(quick.getByRole("link")).toHaveText([/Add Service/, /Add Staff/, /Customize Page/]);

    const recent = page.getByRole("region", { name: "Recent Bookings" });
    await expect(recent.getByTestId("recent-booking")).toHaveCount(5);
    await expect(recent.getByTestId("recent-booking").first()).toContainText(
      /pending|confirmed|completed|cancelled|no-show/i,
    );
    // The demo bookings were all made in the last 24 hours: the bell lists them, newest first.
    await expect(page.getByTestId("notification-badge")).toHaveText(/^([5-9]|9\+)$/);
    await page.getByRole("button", { name: "Notifications" }).click();
    const items = page.getByTestId("notification-item");
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText(/^New booking: /);
    await expect(items.first()).toContainText(/ago$/);
    await expect(items.first()).toHaveAttribute("href", /\/dashboard\/bookings\?highlightBooking=[0-9a-f-]{36}$/);
    await page.keyboard.press("Escape");

    await recent.getByRole("link", { name: "View all" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  });

  test("a booking later today shows on the owner's agenda; a staff user sees their own day, no figures", async ({
    page,
  }) => {
    const ids = await getDemoIds(page, "Haircut & Style", "Emma Wilson");
    const today = londonDate(0);
    const response = await page.request.get(
      `/api/public/businesses/demo/availability?serviceId=${ids.serviceId}&staffId=${ids.staffId}`,
    );
    const { days } = (await response.json()) as { days: { date: string; slots: string[] }[] };
    const slot = days.find((day) => day.date === today)?.slots.at(-1);
    const name = `Agenda Guest ${Date.now()}`;
    if (slot) {
      const booked = await page.request.post("/api/public/businesses/demo/bookings", {
        data: {
          ...ids,
          date: today,
          time: slot,
          customerName: name,
          customerEmail: uniqueEmail("agenda"),
          customerPhone: "",
          notes: "",
        },
      });
      expect(booked.status()).toBe(201);
    }

    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const agenda = page.getByRole("region", { name: "Today's Agenda" });
    if (slot) {
      const item = agenda.getByTestId("agenda-item").filter({ hasText: name });
      await expect(item).toContainText(slot);
      await expect(item).toContainText("Haircut & Style with Emma Wilson");
      await expect(item).toContainText("confirmed");
    }

    // 390 px: the four figures are two by two.
    await page.setViewportSize({ width: 390, height: 844 });
    const boxes = await Promise.all((await page.getByTestId("stat-card").all()).map((card) => card.boundingBox()));
    expect(boxes).toHaveLength(4);
    const [a, b, c, d] = boxes.map((box) => box!);
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(Math.abs(c.y - d.y)).toBeLessThan(2);
    expect(c.y).toBeGreaterThan(a.y + a.height - 1);
    expect(Math.abs(a.x - c.x)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);

    await page.context().clearCookies();
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const day = page.getByRole("region", { name: "Your Day" });
    await expect(day).toBeVisible();
    await expect(page.getByTestId("stat-card")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Quick Actions" })).toHaveCount(0);
    // Today first: the booking just made for later today, with its start and end.
    if (slot) await expect(day.getByTestId("agenda-item").filter({ hasText: name })).toContainText(`${slot}–`);
    await expect(day.getByTestId("agenda-item").filter({ hasText: "Sarah Johnson" })).toHaveCount(0);
    // The week: Emma's seeded appointments (tomorrow, in 2 and 3 days), not Sophie's facial.
    await day.getByRole("link", { name: "Week" }).click();
    await expect(page).toHaveURL(/\/dashboard\?view=week$/);
    await expect(day.getByTestId("agenda-item").filter({ hasText: "Sarah Johnson" })).toBeVisible();
    await expect(day.getByTestId("agenda-item").filter({ hasText: "Priya Patel" })).toHaveCount(0);
    if (slot) await expect(day.getByTestId("agenda-item").filter({ hasText: name })).toBeVisible();
  });

  test("a new owner without a business gets the setup prompt and an empty state", async ({ page }) => {
    await register(page, "Fresh Owner", uniqueEmail("fresh"), "fresh-pass");
    await expect(page.getByRole("link", { name: "Setup Business" })).toHaveAttribute("href", "/dashboard/setup");
    await expect(page.getByTestId("stat-card")).toHaveCount(0);
  });

  test("'Mark all as read' clears the bell's badge for good; the bookings stay listed", async ({ page }) => {
    // A booking of its own, so there is something unread whatever an earlier attempt marked.
    const ids = await getDemoIds(page, "Haircut & Style", "James Taylor");
    // The first free time from the day after tomorrow, as the other API bookings take: the schedule's tests keep
    // days from the twelfth on to themselves.
    const [[date, time]] = await getFreeSlots(page.request, ids, 2);
    const name = `Unread Guest ${Date.now()}`;
    expect((await bookViaApi(page.request, ids, date, time, name)).status()).toBe(201);

    await signIn(page, DEMO.manager.email, DEMO.manager.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const badge = page.getByTestId("notification-badge");
    await expect(badge).toBeVisible();
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const item = page.getByTestId("notification-item").filter({ hasText: name });
    await expect(item).toHaveAttribute("data-unread", "true");
    await expect(item).toContainText("(unread)");
    await expectAccessible(page);

    await page.getByRole("menuitem", { name: "Mark all as read" }).click();
    await expect(badge).toHaveCount(0);
    await expect(item).not.toHaveAttribute("data-unread");
    await expect(page.getByRole("menuitem", { name: "Mark all as read" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
