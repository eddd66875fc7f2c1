import { expect, expectAccessible, test, type Page } from "./support/test";
import { getDemoIds } from "./support/api";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";
import { londonDate } from "./support/dates";
import { fillDetails, pickSlot } from "./support/wizard";

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();
const checklistOf = (page: Page) => page.getByRole("region", { name: "Get ready to take bookings" });
const step = (page: Page, id: string) => checklistOf(page).locator(`[data-testid="setup-step"][data-step="${id}"]`);

async function openOverview(page: Page) {
  await page.getByTestId("sidebar").getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectProgress(page: Page, done: number) {
  await expect(checklistOf(page).getByTestId("setup-progress")).toHaveText(`${done} of 5 done`);
  await expect(checklistOf(page).getByRole("progressbar", { name: "Setup progress" })).toHaveAttribute(
    "aria-valuenow",
    String(done),
  );
}

test.describe("guided start", () => {
  test("a new owner follows the checklist from 0 of 5 to the first booking, and it goes away", async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000); // five steps over six screens, each checked by axe
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await register(page, "Gina Guide", uniqueEmail("guide"), "guide-pass-1");

    // 0 of 5: only the first step is open; the others say what they wait for.
    await expectProgress(page, 0);
    await expect(step(page, "service")).toContainText("Opens once your business is set up.");
    await expect(checklistOf(page).getByRole("button", { name: "Add myself as a staff member" })).toHaveCount(0);
    await checklistOf(page).getByRole("link", { name: "Open Business Setup" }).click();

    // 1. Hours (with the business's details).
    await expect(page.getByRole("heading", { name: "Business Setup", level: 1 })).toBeVisible();
    const name = `Guided Nails ${Date.now()}`;
    await page.getByLabel("Business Name *").fill(name);
    await page.getByLabel("Business Type *").selectOption("beauty");
    await page.getByLabel("Phone").fill("0161 496 0777");
    await page.getByLabel("Saturday Closes").fill("17:00");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(toast(page, "Business Created")).toBeVisible();
    await openOverview(page);
    await expectProgress(page, 1);
    await expect(step(page, "hours")).toHaveAttribute("data-done", "true");
    await expectAccessible(page);

    // 2. A service with a price.
    await step(page, "service").getByRole("link", { name: "Add a service" }).click();
    await expect(page.getByRole("heading", { name: "Services", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Add Your First Service" }).click();
    await page.getByLabel("Service Name").fill("Gel Manicure");
    await page.getByLabel("Duration (minutes)").fill("45");
    await page.getByLabel("Price (£)").fill("28");
    await page.getByRole("button", { name: "Add Service" }).click();
    await expect(toast(page, "Service Added")).toBeVisible();
    // Nobody to do it yet: the owner is told, on the screen and on the card.
    await expect(page.getByTestId("cannot-book-notice")).toContainText(
      "Customers can't book yet: add a staff member who does your services.",
    );
    await expect(
      page.getByTestId("service-card").filter({ hasText: "Gel Manicure" }).getByTestId("service-no-staff"),
    ).toHaveText("No staff yet: customers can't book it");
    await expectAccessible(page);

    // Customers see a friendly page, not "No Services Available".
    const slug = (await page
      .getByRole("link", { name: /View Booking Page/ })
      .first()
      .getAttribute("href"))!.split("/")[2];
    await page.goto(`/book/${slug}`);
    await expect(page.getByRole("heading", { name: "Online booking opens soon" })).toBeVisible();
    await expect(page.getByText(`${name} is getting ready to take bookings online.`)).toBeVisible();
    await expect(page.getByTestId("wizard-card").getByRole("link", { name: "0161 496 0777" })).toHaveAttribute(
      "href",
      "tel:01614960777",
    );
    await expect(page.getByText("No Services Available")).toHaveCount(0);

    await page.goto("/dashboard");
    await expectProgress(page, 2);
    await expect(step(page, "staff")).toContainText("Customers can't book yet");

    // 3. "Add myself as a staff member", in one click.
    await step(page, "staff").getByRole("button", { name: "Add myself as a staff member" }).click();
    await expect(toast(page, "Staff Member Added")).toBeVisible();
    await expectProgress(page, 3);
    await expect(step(page, "staff")).toHaveAttribute("data-done", "true");
    await expect(page.getByTestId("cannot-book-notice")).toHaveCount(0);
    await page.getByTestId("sidebar").getByRole("link", { name: "Staff" }).click();
    const me = page.getByTestId("staff-card").filter({ hasText: "Gina Guide" });
    await expect(me).toHaveCount(1);
    await expect(me).toContainText("Owner");
    await openOverview(page);

    // 4. The look of the page.
    await step(page, "look").getByRole("link", { name: "Customize your page" }).click();
    await expect(page.getByRole("heading", { name: "Customize Booking Page" })).toBeVisible();
    await page.getByLabel("Primary Color", { exact: true }).fill("#7c3aed");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Your booking page has been updated.")).toBeVisible();
    await openOverview(page);
    await expectProgress(page, 4);

    // 5. Go live: open the page, copy its link, and the first booking ticks it.
    const live = step(page, "live");
    await expect(live.getByRole("link", { name: /Open your booking page/ })).toHaveAttribute("href", `/book/${slug}`);
    await live.getByRole("button", { name: "Copy link" }).click();
    await expect(live.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/book/${slug}$`));
    await expectAccessible(page);

    await page.goto(`/book/${slug}`);
    await pickSlot(page, { service: "Gel Manicure", staff: "Gina Guide", fromOffset: 1 });
    await fillDetails(page, "First Customer", uniqueEmail("first-customer"));
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();

    // All five done: the checklist has gone.
    await page.goto("/dashboard");
    await expect(page.getByText("Welcome back, Gina Guide!")).toBeVisible();
    await expect(page.getByTestId("setup-checklist")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Recent Bookings" })).toContainText("First Customer");
  });

  test("the owner can hide the checklist; it stays hidden after a reload", async ({ page }) => {
    await register(page, "Hal Hider", uniqueEmail("hider"), "hider-pass-1");
    await page.goto("/dashboard/setup");
    await page.getByLabel("Business Name *").fill(`Hidden Start ${Date.now()}`);
    await page.getByLabel("Business Type *").selectOption("barber");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(toast(page, "Business Created")).toBeVisible();
    await page.goto("/dashboard");
    await expectProgress(page, 1);
    await checklistOf(page).getByRole("button", { name: "Hide setup checklist" }).click();
    await expect(page.getByTestId("setup-checklist")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("Welcome back, Hal Hider!")).toBeVisible();
    await expect(page.getByTestId("setup-checklist")).toHaveCount(0);
  });

  test("staff see today's appointments with a week toggle, and no Quick Actions dead end on a phone", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A booking with Emma later today, with a note, when a time is still free.
    const ids = await getDemoIds(page, "Haircut & Style", "Emma Wilson");
    const today = londonDate(0);
    const response = await page.request.get(
      `/api/public/businesses/demo/availability?serviceId=${ids.serviceId}&staffId=${ids.staffId}`,
    );
    const { days } = (await response.json()) as { days: { date: string; slots: string[] }[] };
    const slot = days.find((day) => day.date === today)?.slots.at(-1);
    const customer = `Day Guest ${Date.now()}`;
    if (slot) {
      const booked = await page.request.post("/api/public/businesses/demo/bookings", {
        data: {
          ...ids,
          date: today,
          time: slot,
          customerName: customer,
          customerEmail: uniqueEmail("day-guest"),
          customerPhone: "",
          notes: "Sensitive scalp, please",
        },
      });
      expect(booked.status()).toBe(201);
    }

    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const day = page.getByRole("region", { name: "Your Day" });
    await expect(day.getByRole("link", { name: "Day", exact: true })).toHaveAttribute("aria-current", "page");
    if (slot) {
      const item = day.getByTestId("agenda-item").filter({ hasText: customer });
      await expect(item).toContainText(`${slot}–`);
      await expect(item).toContainText("45 min");
      await expect(item).toContainText("Haircut & Style");
      await expect(item).toContainText("Sensitive scalp, please");
    }
    // Only today in the day view: tomorrow's Sarah Johnson waits for the week (though the
    // "next appointment" line may name her when today is empty).
    await expect(day.getByTestId("agenda-item").filter({ hasText: "Sarah Johnson" })).toHaveCount(0);
    const items = await day.getByTestId("agenda-item").count();
    if (items === 0) {
      await expect(day.getByText("No appointments today")).toBeVisible();
      await expect(day.getByTestId("next-appointment")).toContainText("Your next appointment:");
    }

    await day.getByRole("link", { name: "Week", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?view=week$/);
    await expect(day.getByRole("link", { name: "Week", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(day.getByRole("heading", { name: /^Tomorrow · / })).toBeVisible();
    await expect(day.getByTestId("agenda-item").filter({ hasText: "Sarah Johnson" })).toContainText("First visit");
    await expectAccessible(page);
    await page.reload();
    await expect(day.getByTestId("agenda-item").filter({ hasText: "Sarah Johnson" })).toBeVisible();

    // A phone: the menu offers nothing Overview lacks.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link", { name: "View Booking Page" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Quick Actions" })).toHaveCount(0);
    await expectAccessible(page);
    await menu.getByRole("link", { name: "Overview" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#quick-actions")).toHaveCount(0);
    await expect(day).toBeVisible();

    // The owner's menu keeps Quick Actions, and it leads to the section.
    await page.context().clearCookies();
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Quick Actions" }).click();
    await expect(page).toHaveURL(/\/dashboard#quick-actions$/);
    await expect(page.getByRole("region", { name: "Quick Actions" })).toBeInViewport();
  });
});
