import { expect, expectAccessible, test } from "./support/test";
import { register, uniqueEmail } from "./support/auth";
import { textLayout } from "./support/text-layout";

test.describe("services screen", () => {
  test("on a phone the list comes first, the form on demand, with a palette that moves on to an unused colour", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await register(page, "Palette Boss", uniqueEmail("palette-boss"), "palette-pass");
    await page.goto("/dashboard/setup");
    await page.getByLabel("Business Name *").fill(`Palette Salon ${Date.now()}`);
    await page.getByLabel("Business Type *").selectOption("salon");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Business Created" })).toBeVisible();

    // Empty: the empty state leads to the form.
    await page.goto("/dashboard/services");
    await expect(page.getByLabel("Service Name")).toHaveCount(0);
    await page.getByRole("button", { name: "Add Your First Service" }).click();
    await expect(page.getByLabel("Service Name")).toBeFocused();
    // A new business's first service starts on the palette's first colour, its swatch checked.
    const palette = page.getByRole("group", { name: "Colour palette" });
    await expect(palette.getByRole("radio")).toHaveCount(8);
    await expect(palette.getByRole("radio", { name: "Blue" })).toBeChecked();
    await expect(page.getByLabel("Colour", { exact: true })).toHaveValue("#2563eb");
    await expectAccessible(page);

    // Keyboard: arrow keys move along the swatches, and the colour field follows.
    await palette.getByRole("radio", { name: "Blue" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(palette.getByRole("radio", { name: "Green" })).toBeChecked();
    await expect(page.getByLabel("Colour", { exact: true })).toHaveValue("#15803d");
    await palette.getByText("Blue", { exact: true }).click();
    await expect(palette.getByRole("radio", { name: "Blue" })).toBeChecked();

    const name = "Extraordinarily Luxurious Aromatherapy Hotstone Massage Experience";
    await page.getByLabel("Service Name").fill(name);
    await page.getByLabel("Price (£)").fill("45");
    await page.getByRole("button", { name: "Add Service" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Service Added" })).toBeVisible();

    // Saved: the list shows first again, within the first screen, and the long name keeps its words whole.
    await expect(page.getByLabel("Service Name")).toHaveCount(0);
    const add = page.getByRole("button", { name: "Add service", exact: true });
    await expect(add).toBeFocused();
    const card = page.getByTestId("service-card").filter({ hasText: "Aromatherapy" });
    expect((await card.boundingBox())!.y).toBeLessThan(844);
    await expect(card.getByTestId("service-color")).toHaveCSS("background-color", "rgb(37, 99, 235)");
    const layout = await textLayout(card.locator(`[title="${name}"]`));
    expect(layout.split).toEqual([]);
    expect(layout.overflows).toBe(false);
    expect(layout.lines).toBeGreaterThan(1);
    await expectAccessible(page);

    // The next new service moves on to the first colour no service has; Cancel closes the form unsaved.
    await add.click();
    await expect(page.getByRole("heading", { name: "Add New Service" })).toBeVisible();
    await expect(palette.getByRole("radio", { name: "Green" })).toBeChecked();
    await expect(page.getByLabel("Colour", { exact: true })).toHaveValue("#15803d");
    // A custom colour unchecks every swatch.
    await page.getByLabel("Colour", { exact: true }).fill("#123456");
    await expect(palette.getByRole("radio", { checked: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel("Service Name")).toHaveCount(0);
    await expect(add).toBeFocused();
  });
});
