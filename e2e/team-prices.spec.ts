import { expect, expectAccessible, test, type Page } from "./support/test";
import { DEMO, signIn, uniqueEmail } from "./support/auth";
import { fillDetails, pickSlot } from "./support/wizard";

/*
 * A team member's own duration and price of a service. The demo's James Taylor does a 30-minute beard trim for £22
 * (the service's own: 15 minutes, £18): the booking page says "from £18" until a professional is chosen, and the
 * booking is made at James's terms. The owner sets Sophie's own Gel Manicure price from the Services screen, and
 * puts it back.
 */

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();

test.describe("team prices", () => {
  test("on a phone the customer sees 'from £18', each professional's own terms, and books James at his", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/book/demo");
    const beard = page.getByTestId("service-option").filter({ hasText: "Beard Trim" });
    await expect(beard).toContainText("from £18");
    await expect(beard).toContainText("15 min – 30 min");
    // A service whose professionals all charge the same shows one price.
    await expect(page.getByTestId("service-option").filter({ hasText: "Gel Manicure" })).not.toContainText("from");

    await beard.click();
    await expect(page.getByRole("heading", { name: "Choose Staff" })).toBeVisible();
    await expect(page.getByTestId("summary-bar")).toContainText("from £18");
    const james = page.getByTestId("staff-option").filter({ hasText: "James Taylor" });
    await expect(james.getByTestId("staff-terms")).toHaveText("30 min · £22");
    await expect(
      page.getByTestId("staff-option").filter({ hasText: "Emma Wilson" }).getByTestId("staff-terms"),
    ).toHaveText("15 min · £18");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Back" }).click();
    await pickSlot(page, { service: "Beard Trim", staff: "James Taylor", fromOffset: 12 });
    const summary = page.getByTestId("booking-summary");
    await expect(summary).toContainText("30 min");
    await expect(summary).toContainText("£22");
    await fillDetails(page, "Hot Towel Customer", uniqueEmail("team-price"));
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    const confirmed = page.getByTestId("booking-summary");
    await expect(confirmed).toContainText("James Taylor");
    await expect(confirmed).toContainText("30 min");
    await expect(confirmed).toContainText("£22");
  });

  test("the owner gives Sophie her own Gel Manicure price, the booking page shows it, and a bad one is refused in place", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const editManicure = async () => {
      await page.goto("/dashboard/services");
      await page.getByRole("button", { name: "Edit Gel Manicure" }).click();
      await expect(page.getByRole("heading", { name: "Edit Service" })).toBeVisible();
    };
    const sophiePrice = () => page.getByLabel("Price for Sophie Brown (£)");
    const sophieDuration = () => page.getByLabel("Duration for Sophie Brown (minutes)");
    try {
      await editManicure();
      const team = page.getByRole("group", { name: "Team prices" });
      await expect(team).toContainText("Sophie Brown");
      // Blank: the service's own, shown as the placeholder.
      await expect(sophiePrice()).toHaveValue("");
      await expect(sophiePrice()).toHaveAttribute("placeholder", "28.00");

      await sophieDuration().fill("20");
      await sophiePrice().fill("30");
      await page.getByRole("button", { name: "Update Service" }).click();
      await expect(toast(page, "Save Failed")).toBeVisible();
      await expect(sophieDuration()).toHaveAccessibleDescription(/Duration must be in steps of 15 minutes/);
      // Nothing typed is lost.
      await expect(sophiePrice()).toHaveValue("30");
      await expectAccessible(page);

      await sophieDuration().fill("45");
      await page.getByRole("button", { name: "Update Service" }).click();
      await expect(toast(page, "Service Updated")).toBeVisible();

      await page.goto("/book/demo");
      const manicure = page.getByTestId("service-option").filter({ hasText: "Gel Manicure" });
      await expect(manicure).toContainText("£30");
      await expect(manicure).toContainText("45 min");

      // The form opens with what was saved.
      await editManicure();
      await expect(sophiePrice()).toHaveValue("30.00");
      await expect(sophieDuration()).toHaveValue("45");
    } finally {
      await editManicure();
      await sophieDuration().fill("");
      await sophiePrice().fill("");
      await page.getByRole("button", { name: "Update Service" }).click();
      await expect(toast(page, "Service Updated")).toBeVisible();
    }
    await page.goto("/book/demo");
    await expect(page.getByTestId("service-option").filter({ hasText: "Gel Manicure" })).toContainText("£28");
  });
});
