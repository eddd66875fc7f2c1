import { expect, expectAccessible, test, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";

/*
 * The demo business's services are shared by every browser test: each test here puts them back in the
 * seeded order (as shown: by category, each category where its first service is) before it ends.
 */

const SEEDED = [
  "Haircut & Style",
  "Beard Trim",
  "Full Colour",
  "Signature Facial",
  "Gel Manicure",
  "Deep Tissue Massage",
];

const cardNames = (page: Page) => page.getByTestId("service-card").locator("h4").allTextContents();
const categoryNames = (page: Page) => page.getByTestId("service-category").locator("h3").allTextContents();

/** Which service each of the public page's options is, in the page's order. */
async function publicOrder(page: Page): Promise<string[]> {
  const texts = await page.getByTestId("service-option").allTextContents();
  return texts.map((text) => SEEDED.find((name) => text.includes(name)) ?? text);
}

/** Clicks a move button and waits for the server action that saves the new order. */
async function move(page: Page, name: string) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && Boolean(response.request().headers()["next-action"]),
  );
  await page.getByRole("button", { name, exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

test.describe("the order of services", () => {
  test("the owner moves a service and a category; the booking page follows", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/services");
    await expect.poll(() => cardNames(page)).toEqual(SEEDED);
    await expect(page.getByRole("button", { name: "Move Haircut & Style up" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Move Haircut & Styling category up" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Move Hair Coloring category down" })).toBeEnabled();

    try {
      // Beard Trim to the top of its category: its "up" is now disabled, so the focus goes to "down".
      await move(page, "Move Beard Trim up");
      await expect.poll(() => cardNames(page)).toEqual(["Beard Trim", "Haircut & Style", ...SEEDED.slice(2)]);
      await expect(page.getByRole("button", { name: "Move Beard Trim up" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Move Beard Trim down" })).toBeFocused();

      // The whole Haircut & Styling block after Hair Coloring, from the keyboard.
      await page.getByRole("button", { name: "Move Haircut & Styling category down" }).focus();
      const saved = page.waitForResponse((response) => Boolean(response.request().headers()["next-action"]));
      await page.keyboard.press("Enter");
      expect((await saved).ok()).toBe(true);
      const moved = [
        "Full Colour",
        "Beard Trim",
        "Haircut & Style",
        "Signature Facial",
        "Gel Manicure",
        "Deep Tissue Massage",
      ];
      await expect.poll(() => cardNames(page)).toEqual(moved);
      await expect(page.getByRole("button", { name: "Move Haircut & Styling category down" })).toBeFocused();
      await expect(page.getByRole("button", { name: "Move Hair Coloring category up" })).toBeDisabled();
      await expectAccessible(page);

      await page.reload();
      await expect.poll(() => cardNames(page)).toEqual(moved);
      await expect
        .poll(() => categoryNames(page))
        .toEqual(["Hair Coloring", "Haircut & Styling", "Facial Treatments", "Nail Services", "Massage Therapy"]);

      await page.goto("/book/demo");
      await expect(page.getByTestId("service-option")).toHaveCount(6);
      await expect.poll(() => publicOrder(page)).toEqual(moved);
    } finally {
      await page.goto("/dashboard/services");
      if ((await categoryNames(page))[0] === "Hair Coloring") await move(page, "Move Haircut & Styling category up");
      if ((await cardNames(page))[0] === "Beard Trim") await move(page, "Move Haircut & Style up");
      await page.reload();
      await expect.poll(() => cardNames(page)).toEqual(SEEDED);
    }
  });

  test("a move on a list that changed meanwhile is refused and rolled back", async ({ page, browser }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/services");
    await expect.poll(() => cardNames(page)).toEqual(SEEDED);

    // Another tab of the same owner adds a service; this page still shows the old list.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await signIn(otherPage, DEMO.owner.email, DEMO.owner.password);
      await expect(otherPage).toHaveURL(/\/dashboard$/);
      await otherPage.goto("/dashboard/services");
      await otherPage.getByRole("button", { name: "Add service", exact: true }).click();
      await otherPage.getByLabel("Service Name").fill("Order Test Cut");
      await otherPage.getByLabel("Duration (minutes)").fill("30");
      await otherPage.getByLabel("Price (£)").fill("10");
      await otherPage.getByRole("button", { name: "Add Service" }).click();
      await expect(otherPage.getByTestId("toast").filter({ hasText: "Service Added" })).toBeVisible();

      await page.getByRole("button", { name: "Move Beard Trim up" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Order Not Saved" })).toContainText(
        "The list of services has changed. Reload and try again.",
      );
      await expect.poll(() => cardNames(page)).toEqual(SEEDED);
      await expect(page.getByRole("button", { name: "Move Beard Trim up" })).toBeFocused();
    } finally {
      await otherPage.goto("/dashboard/services");
      const card = otherPage.getByTestId("service-card").filter({ hasText: "Order Test Cut" });
      if (await card.count()) {
        await card.getByRole("button", { name: "Delete Order Test Cut" }).click();
        await otherPage.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
        await expect(otherPage.getByTestId("toast").filter({ hasText: "Service Deleted" })).toBeVisible();
      }
      await other.close();
    }
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(SEEDED);
  });
});
