import { expect, test } from "./support/test";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";

test.describe("business setup and services", () => {
  test("a new owner sets up a business, then adds, edits and deletes a service", async ({ page }) => {
    await register(page, "Sam Salon", uniqueEmail("sam"), "sam-password");
    await page.getByRole("link", { name: "Setup Business" }).click();
    await expect(page).toHaveURL(/\/dashboard\/setup$/);
    await expect(page.getByRole("heading", { name: "Business Setup", level: 1 })).toBeVisible();

    // Services need a business first.
    await page.goto("/dashboard/services");
    await expect(page.getByTestId("setup-required")).toContainText("Please complete your business setup first.");
    await page.getByRole("link", { name: "Setup Business" }).click();

    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByLabel("Business Name *")).toHaveAccessibleDescription(/Business name is required/);
    await expect(page.getByLabel("Business Type *")).toHaveAccessibleDescription(/Choose a business type/);

    const name = `Sam's Studio ${Date.now()}`;
    await page.getByLabel("Business Name *").fill(name);
    await page.getByLabel("Business Type *").selectOption("barber");
    await page.getByLabel("Phone").fill("0161 496 0001");
    await page.getByLabel("Monday Closes").fill("08:00");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByLabel("Monday Closes")).toHaveAccessibleDescription(
      /Closing time must be after opening time/,
    );
    await expect(page.getByLabel("Business Name *")).toHaveValue(name);

    await page.getByLabel("Monday Closes").fill("18:00");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Business Created" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name} Dashboard` })).toBeVisible();

    // The empty states of a fresh business.
    await page.getByTestId("sidebar").getByRole("link", { name: "Overview" }).click();
    await expect(page.getByText("No bookings yet")).toBeVisible();
    await page.getByTestId("sidebar").getByRole("link", { name: "Staff" }).click();
    await expect(page.getByRole("heading", { name: "No staff members yet" })).toBeVisible();
    await page.getByTestId("sidebar").getByRole("link", { name: "Block Dates" }).click();
    await expect(page.getByText("No blackout periods")).toBeVisible();
    await page.getByTestId("sidebar").getByRole("link", { name: "Bookings" }).click();
    await expect(page.getByText("No bookings found")).toBeVisible();

    await page.getByTestId("sidebar").getByRole("link", { name: "Services" }).click();
    await expect(page.getByRole("heading", { name: "No services yet" })).toBeVisible();
    await page.getByRole("button", { name: "Add Your First Service" }).click();
    await expect(page.getByLabel("Service Name")).toBeFocused();

    await page.getByRole("button", { name: "Add Service" }).click();
    await expect(page.getByLabel("Service Name")).toHaveAccessibleDescription(/Service name is required/);
    await page.getByLabel("Service Name").fill("Skin Fade");
    await page.getByLabel("Duration (minutes)").fill("20");
    await page.getByLabel("Price (£)").fill("-1");
    await page.getByRole("button", { name: "Add Service" }).click();
    await expect(page.getByLabel("Duration (minutes)")).toHaveAccessibleDescription(
      /Duration must be in steps of 15 minutes/,
    );
    await expect(page.getByLabel("Price (£)")).toHaveAccessibleDescription(/Price must be £0 or more/);
    await page.getByLabel("Duration (minutes)").fill("45");
    await page.getByLabel("Price (£)").fill("22.5");
    await page.getByRole("button", { name: "Add Service" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Service Added" })).toBeVisible();
    const card = page.getByTestId("service-card").filter({ hasText: "Skin Fade" });
    await expect(card).toContainText("45 min");
    await expect(card).toContainText("£22.50");

    await card.getByRole("button", { name: "Edit Skin Fade" }).click();
    await expect(page.getByRole("heading", { name: "Edit Service" })).toBeVisible();
    // The form takes focus on the next animation frame (a late one once moved "25" into the name mid-fill).
    await expect(page.getByLabel("Service Name")).toBeFocused();
    await page.getByLabel("Price (£)").fill("25");
    await page.getByRole("button", { name: "Update Service" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Service Updated" })).toBeVisible();
    // Saved: the form closes and focus is back on the button that opens it.
    await expect(page.getByRole("heading", { name: "Edit Service" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add service", exact: true })).toBeFocused();
    await expect(card).toContainText("£25");

    await card.getByRole("button", { name: "Delete Skin Fade" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this service?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Service Deleted" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No services yet" })).toBeVisible();
  });

  test("staff cannot open owner screens (403)", async ({ page }) => {
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ["/dashboard/setup", "/dashboard/services"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    }
  });

  test("the demo owner sees the demo services and the seeded business details", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/services");
    await expect(page.getByTestId("service-card")).toHaveCount(6);
    await page.goto("/dashboard/setup");
    await expect(page.getByLabel("Business Name *")).toHaveValue("Bella Beauty Studio");
    await expect(page.getByLabel("Time Zone")).toHaveValue("Europe/London");
  });
});
