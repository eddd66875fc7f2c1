import { expect, expectAccessible, test, type Locator, type Page } from "./support/test";
import { bookViaApi, getFreeSlots } from "./support/api";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";

const port = Number(process.env.E2E_PORT ?? 3100);
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();
const preview = (page: Page) => page.getByTestId("customize-preview");
const PURPLE = "rgb(124, 58, 237)";

async function openCustomize(page: Page) {
  await page.getByTestId("sidebar").getByRole("link", { name: "Customize" }).click();
  await expect(page.getByRole("heading", { name: "Customize Booking Page" })).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Your booking page has been updated.")).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();
}

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name).trim(), property);

/** The demo business back to the spec's defaults, so the other specs see the page they expect. */
async function restoreDefaults(page: Page) {
  await page.goto("/dashboard/customize");
  await openTab(page, "Colors & Theme");
  await page.getByLabel("Primary Color", { exact: true }).fill("#0ea5e9");
  await page.getByLabel("Secondary Color", { exact: true }).fill("#d946ef");
  await page.getByText("Modern", { exact: true }).click();
  await openTab(page, "Layout");
  await page.getByLabel("Font Family").selectOption("Inter");
  await page.getByLabel("Border Radius").selectOption("medium");
  for (const label of ["Show business information", "Show pricing", "Show staff selection"])
    await page.getByLabel(label).setChecked(true);
  await openTab(page, "Branding");
  await page.getByLabel("Logo URL").fill("");
  await page.getByLabel("Header Image URL").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Your booking page has been updated.")).toBeVisible();
}

/** The look a public page shows: brand variables, font, the current step's colour. */
async function expectBrandedPage(page: Page) {
  const main = page.locator('[style*="--bp-primary"]').first();
  await expect.poll(() => css(main, "--bp-primary")).toBe("#7c3aed");
  expect(await css(main, "--bp-secondary")).toBe("#f59e0b");
  expect(await css(main, "--bp-radius")).toBe("16px");
  expect(await css(main, "font-family")).toContain("Playfair Display");
  // The secondary colour accents the booking card.
  expect(await css(page.getByTestId("wizard-card"), "border-top-color")).toBe("rgb(245, 158, 11)");
  await expect(page.getByText("Business Information")).toHaveCount(0);
  await expect(page.getByTestId("service-option").first()).toBeVisible();
  await expect(page.getByTestId("service-option").filter({ hasText: "£" })).toHaveCount(0);
}

test.describe("customize booking page", () => {
  test("an owner changes every tab, the preview follows before saving, and the public pages show it", async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The overview's quick action leads here (no 404).
    await page.getByRole("link", { name: /Customize Page/ }).click();
    await expect(page.getByRole("heading", { name: "Customize Booking Page" })).toBeVisible();
    await expect(page.getByText("All changes saved.")).toBeVisible();
    for (const name of ["Colors & Theme", "Layout", "Branding", "Embed Code"])
      await expect(page.getByRole("tab", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: /Preview/ })).toHaveAttribute(
      "href",
      `http://demo.localhost:${port}/book/demo`,
    );

    try {
      // Colors & Theme: the preview changes as the owner types, before anything is saved.
      const button = page.getByTestId("preview-button");
      await page.getByLabel("Primary Color", { exact: true }).fill("#7C3AED");
      await expect.poll(() => css(button, "background-color")).toBe(PURPLE);
      await page.getByLabel("Secondary Color", { exact: true }).fill("#f59e0b");
      await page.getByText("Warm", { exact: true }).click();
      await expect(preview(page)).toHaveClass(/from-amber-50/);
      await expect(page.getByText("You have unsaved changes.")).toBeVisible();
      await expectAccessible(page);

      // Layout.
      await openTab(page, "Layout");
      await page.getByLabel("Font Family").selectOption("Playfair Display");
      await expect.poll(() => css(preview(page), "font-family")).toContain("Playfair Display");
      await page.getByLabel("Border Radius").selectOption("large");
      await expect.poll(() => css(button, "border-top-left-radius")).toBe("16px");
      await expect(page.getByTestId("preview-business-info")).toBeVisible();
      await page.getByLabel("Show business information").uncheck();
      await expect(page.getByTestId("preview-business-info")).toHaveCount(0);
      await expect(page.getByTestId("preview-price").first()).toBeVisible();
      await page.getByLabel("Show pricing").uncheck();
      await expect(page.getByTestId("preview-price")).toHaveCount(0);
      await expect(preview(page).getByText("Choose Staff")).toHaveCount(1);
      await page.getByLabel("Show staff selection").uncheck();
      await expect(preview(page).getByText("Choose Staff")).toHaveCount(0);
      // The phone width.
      await page.getByRole("button", { name: "Phone" }).click();
      await expect(preview(page)).toHaveAttribute("data-width", "phone");
      expect(Math.round((await preview(page).boundingBox())?.width ?? 0)).toBe(390);
      await expectAccessible(page);

      // Branding: only https image addresses; the error shows on its tab and what was typed stays.
      await openTab(page, "Branding");
      await expect(page.getByText("Recommended size: 200x80 pixels", { exact: false })).toBeVisible();
      await expect(page.getByText("Recommended size: 1200x400 pixels", { exact: false })).toBeVisible();
      await page.getByLabel("Logo URL").fill("http://insecure.example.com/logo.png");
      await page.getByLabel("Header Image URL").fill("javascript:alert(1)");
      await openTab(page, "Colors & Theme");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Save Failed")).toBeVisible();
      await expect(page.getByRole("tab", { name: "Branding" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText("Enter an image address that starts with https://")).toHaveCount(2);
      await expect(page.getByLabel("Logo URL")).toHaveValue("http://insecure.example.com/logo.png");
      // Nothing was lost from the other tabs by the failed save.
      await expect(page.getByText("You have unsaved changes.")).toBeVisible();
      await expect.poll(() => css(button, "background-color")).toBe(PURPLE);
      await expectAccessible(page);
      // An address that does not load is hidden in the preview, with a note by the field.
      await page.getByLabel("Logo URL").fill("https://logo.invalid/missing.png");
      await expect(page.getByText("This image could not be loaded. Check the address.")).toBeVisible();
      await expect(preview(page).locator("img")).toHaveCount(0);
      await page.getByLabel("Logo URL").fill("https://images.example.com/logo.png");
      await page.getByLabel("Header Image URL").fill("https://images.example.com/header.jpg");

      // Embed Code: the spec's iframe and the resize script, each with a copy button.
      await openTab(page, "Embed Code");
      await expect(page.getByRole("textbox", { name: "Embed Code", exact: true })).toHaveValue(
        `<iframe src="http://demo.localhost:${port}/embed/demo" width="100%" height="600" style="border:none" title="Book an appointment"></iframe>`,
      );
      await expect(page.getByRole("textbox", { name: "Auto-resize Script", exact: true })).toHaveValue(
        `<script src="http://demo.localhost:${port}/embed.js" async></script>`,
      );
      await expect(page.getByRole("button", { name: /Copy/ })).toHaveCount(2);

      // The save is held back a moment, so its 'Saving...' state can be seen however fast the server is.
      await page.route("**/dashboard/customize", async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
      await expect(toast(page, "Your booking page has been updated.")).toBeVisible();
      await expect(page.getByText("All changes saved.")).toBeVisible();
      await page.unrouteAll({ behavior: "wait" });
      await page.reload();
      await openTab(page, "Colors & Theme");
      await expect(page.getByLabel("Primary Color", { exact: true })).toHaveValue("#7c3aed");

      // The public page, the tenant subdomain and the embed all show the saved look.
      const visitor = await context.newPage();
      await visitor.goto("/book/demo");
      await expectBrandedPage(visitor);
      // Shared links show the business (its name and header image) and the tab shows its logo.
      await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        "Book with Bella Beauty Studio",
      );
      await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        "https://images.example.com/header.jpg",
      );
      await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute("href", "https://images.example.com/logo.png");
      // Staff selection is off: choosing a service goes straight to the date and time.
      const availabilityRequest = visitor.waitForRequest(/\/availability\?/);
      await visitor.getByTestId("service-option").first().click();
      await expect(visitor.getByRole("heading", { name: "Pick Date & Time" })).toBeVisible();
      const chosen = new URL((await availabilityRequest).url()).searchParams;
      const ids = { serviceId: chosen.get("serviceId")!, staffId: chosen.get("staffId")! };
      await visitor.goto(`http://demo.localhost:${port}/`);
      await expectBrandedPage(visitor);
      await visitor.goto("/embed/demo");
      await expect.poll(() => css(visitor.locator('[style*="--bp-primary"]').first(), "--bp-primary")).toBe("#7c3aed");

      // The manage page the customer's email links to wears the same brand.
      const [date, time] = (await getFreeSlots(visitor.request, ids, 3))[0];
      const created = await bookViaApi(visitor.request, ids, date, time, "Brand Check");
      expect(created.status()).toBe(201);
      await visitor.goto(((await created.json()) as { manageUrl: string }).manageUrl);
      const managePage = visitor.getByTestId("manage-page");
      expect(await css(managePage, "--bp-primary")).toBe("#7c3aed");
      expect(await css(managePage, "font-family")).toContain("Playfair Display");
      await expect(visitor.getByTestId("brand-name")).toHaveText("Bella Beauty Studio");
      await expect(visitor.getByTestId("brand-logo")).toHaveAttribute("src", "https://images.example.com/logo.png");
      expect(await css(visitor.getByRole("button", { name: "Move Booking" }), "background-color")).toBe(PURPLE);
      // Prices are hidden on the business's page, so on the manage page too.
      await expect(visitor.getByTestId("managed-booking")).not.toContainText("£");
      await expect(visitor.getByTestId("add-to-calendar").getByRole("link", { name: "Google Calendar" })).toBeVisible();
      await expectAccessible(visitor);
      await visitor.getByRole("button", { name: "Cancel Booking" }).click();
      await visitor
        .getByRole("alertdialog", { name: "Cancel this booking?" })
        .getByRole("button", { name: "Yes, cancel booking" })
        .click();
      await expect(visitor.getByTestId("manage-refusal")).toHaveText("This booking has been cancelled.");
      await visitor.close();
    } finally {
      await restoreDefaults(page);
    }
  });

  test("leaving with unsaved changes asks first", async ({ page }) => {
    await signIn(page, DEMO.manager.email, DEMO.manager.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openCustomize(page);
    await page.getByLabel("Secondary Color", { exact: true }).fill("#000000");
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();

    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByTestId("sidebar").getByRole("link", { name: "Services" }).click();
    await expect.poll(() => asked).toBe("You have unsaved changes. Leave this page without saving them?");
    await expect(page).toHaveURL(/\/dashboard\/customize$/);
    await expect(page.getByLabel("Secondary Color", { exact: true })).toHaveValue("#000000");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByTestId("sidebar").getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/dashboard\/services$/);
  });

  test("a manager can save; staff are refused; an owner without a business is told to set it up", async ({ page }) => {
    await signIn(page, DEMO.manager.email, DEMO.manager.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openCustomize(page);
    await openTab(page, "Layout");
    await page.getByLabel("Border Radius").selectOption("small");
    await save(page);
    await page.getByLabel("Border Radius").selectOption("medium");
    await save(page);

    await page.context().clearCookies();
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "Customize" })).toHaveCount(0);
    const response = await page.goto("/dashboard/customize");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();

    await page.context().clearCookies();
    await register(page, "Cara Custom", uniqueEmail("customize"), "customize-pass1");
    await openCustomize(page);
    await expect(page.getByText("Setup Required")).toBeVisible();
    await expect(
      page.getByText("Please complete your business setup before customizing your booking page."),
    ).toBeVisible();
  });

  test("a dashboard address without a screen shows a not-found page inside the dashboard", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The screens' loading boundary is inside app/dashboard/(screens), so the catch-all decides the status.
    const response = await page.goto("/dashboard/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByTestId("sidebar")).toBeVisible();
    // The platform's own pages carry its icon.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/icon.svg");
    await expectAccessible(page);
    expect((await page.goto("/dashboard/services/no-such-service"))?.status()).toBe(404);
    await page.getByRole("link", { name: "Back to Overview" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
