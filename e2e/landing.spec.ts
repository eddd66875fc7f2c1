import { expect, test } from "./support/test";

test.describe("landing page", () => {
  test("shows every section of the spec and links to sign-in, sign-up and the demo", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Start Free" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online booking for UK salons, spas and clinics");
    await expect(page.getByTestId("feature-card")).toHaveCount(4);
    await expect(page.getByTestId("industry-card")).toHaveCount(3);
    await expect(page.getByTestId("testimonial")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Ready to fill your diary?" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("BookingPro");

    await page.getByRole("main").getByRole("link", { name: "View Demo" }).click();
    await expect(page).toHaveURL(/\/book\/demo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bella Beauty Studio" })).toBeVisible();
  });

  test("is usable on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByTestId("feature-card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("old hash links land on the path routes", async ({ page }) => {
    await page.goto("/#/book/demo");
    await expect(page).toHaveURL(/\/book\/demo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bella Beauty Studio" })).toBeVisible();
    await page.goto("/#/embed/demo");
    await expect(page).toHaveURL(/\/embed\/demo$/);
    await expect(page.getByRole("heading", { name: "Select Service" })).toBeVisible();
  });
});
