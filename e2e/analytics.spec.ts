import { expect, test } from "./support/test";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";

test.describe("analytics", () => {
  test("the demo owner sees figures that match the seeded data for each period", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId("sidebar").getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    const stat = (label: string) =>
      page.getByTestId("analytics-stat").filter({ has: page.getByText(label, { exact: true }) });

    for (const [period, label] of [
      ["7", "Last 7 days"],
      ["30", "Last 30 days"],
      ["90", "Last 90 days"],
    ] as const) {
      if (period !== "7") {
        await page.getByLabel("Period").selectOption({ label });
        await expect(page).toHaveURL(new RegExp(`period=${period}`));
      }
      await expect(page.getByLabel("Period")).toHaveValue(period);
      // Only yesterday's completed Gel Manicure (£28) lies between N days ago and now.
      await expect(stat("Total Bookings")).toContainText("1");
      await expect(stat("Completed")).toContainText("1");
      await expect(stat("No-shows")).toContainText("0");
      await expect(stat("Revenue")).toContainText("£28.00");
      await expect(stat("Average Booking Value")).toContainText("£28.00");
      await expect(stat("Conversion Rate")).toContainText("0.0%");
      // The spec's label, with what it means said on the card (text, so every user gets it).
      await expect(stat("Conversion Rate")).toContainText(
        "Confirmed bookings as a share of all bookings in the period",
      );
      await expect(stat("Revenue")).toContainText("Completed bookings in the period");
      await expect(page.getByTestId("top-service")).toHaveCount(1);
      await expect(page.getByTestId("top-service")).toContainText("Gel Manicure");
      await expect(page.getByTestId("top-staff")).toContainText("Sophie Brown");
      for (const title of ["Bookings Over Time", "Booking Status", "Top Services", "Staff Performance"]) {
        await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
      }
    }

    // Beside what was completed, what is booked ahead: the demo's four upcoming appointments (£238) at least,
    // other tests may have booked more.
    await expect(page.getByRole("heading", { name: "Booked Ahead", level: 2 })).toBeVisible();
    const ahead = (label: string) =>
      page.getByTestId("booked-ahead-figure").filter({ has: page.getByText(label, { exact: true }) });
    const booked = Number((await ahead("Booked appointments").locator("dd").first().innerText()).replace(/,/g, ""));
    expect(booked).toBeGreaterThanOrEqual(4);
    const revenue = Number((await ahead("Booked revenue").locator("dd").first().innerText()).replace(/[£,]/g, ""));
    expect(revenue).toBeGreaterThanOrEqual(238);
    await expect(ahead("Booked revenue")).toContainText("Their prices, before they are completed");
    const emma = page.getByTestId("booked-ahead-staff").filter({ hasText: "Emma Wilson" });
    await expect(emma).toContainText(/\d+\.\d%/);
    await expect(page.getByText("Utilisation: booked time as a share of their working hours")).toBeVisible();
  });

  test("on a 390 px phone the figures are two by two and nothing overflows", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/analytics");
    const boxes = await Promise.all((await page.getByTestId("analytics-stat").all()).map((card) => card.boundingBox()));
    expect(boxes).toHaveLength(8);
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    // The status legend: no item overlaps another.
    const legend = await Promise.all((await page.getByTestId("status-count").all()).map((item) => item.boundingBox()));
    for (let i = 0; i < legend.length; i++) {
      for (let j = i + 1; j < legend.length; j++) {
        const [p, q] = [legend[i]!, legend[j]!];
        const apart =
          p.x + p.width <= q.x + 1 ||
          q.x + q.width <= p.x + 1 ||
          p.y + p.height <= q.y + 1 ||
          q.y + q.height <= p.y + 1;
        expect(apart).toBe(true);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("an empty business shows the empty texts; staff get 403", async ({ page }) => {
    await register(page, "Ana Lytics", uniqueEmail("ana"), "ana-password");
    await page.goto("/dashboard/setup");
    await page.getByLabel("Business Name *").fill(`Ana's Spa ${Date.now()}`);
    await page.getByLabel("Business Type *").selectOption("spa");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Business Created" })).toBeVisible();
    await page.goto("/dashboard/analytics");
    await expect(page.getByText("No service data available")).toBeVisible();
    await expect(page.getByText("No staff data available")).toBeVisible();
    await expect(page.getByTestId("analytics-stat").filter({ hasText: "Conversion Rate" })).toContainText("0.0%");

    await page.context().clearCookies();
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const response = await page.goto("/dashboard/analytics");
    expect(response?.status()).toBe(403);
  });
});
