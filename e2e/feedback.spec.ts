import { expect, expectAccessible, test, type Page } from "./support/test";
import { DEMO, signIn, signOut } from "./support/auth";

const PROMPT_DELAY_MS = 3000;

const prompt = (page: Page) => page.getByTestId("feedback-welcome");
const panel = (page: Page) => page.getByRole("dialog", { name: "Beta Feedback" });
const feedbackButton = (page: Page) => page.getByRole("button", { name: "Feedback", exact: true });

async function signInTo(page: Page, account: { email: string; password: string }) {
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opening the panel counts as having seen the welcome prompt, so it stays away for the rest of a test. */
async function openPanel(page: Page) {
  await feedbackButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByLabel("Type")).toBeFocused();
}

test.describe("beta feedback welcome prompt", () => {
  // Other specs' contexts start with the prompt seen; this one starts fresh.
  test.use({ feedbackWelcome: true });

  test("the welcome prompt appears 3 seconds after the first visit, once per user", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    // Just after the click, so before the dashboard (and the prompt's timer) can have started. The time the test
    // sees the new URL can be later than the mount on a busy machine: too late to time the 3 seconds from.
    const submittedAt = Date.now();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.waitForTimeout(2000);
    await expect(prompt(page)).toHaveCount(0);
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(PROMPT_DELAY_MS);
    await expect(prompt(page).getByRole("button", { name: "Give Feedback" })).toBeVisible();
    await expectAccessible(page);

    await prompt(page).getByRole("button", { name: "Maybe Later" }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(feedbackButton(page)).toBeFocused();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key.startsWith("bookingpro:feedback-welcome-seen:"))).toEqual([
      expect.stringMatching(/^bookingpro:feedback-welcome-seen:[0-9a-f-]{36}$/),
    ]);

    // Remembered: not after a reload, nor on another screen.
    await page.reload();
    await page.waitForTimeout(PROMPT_DELAY_MS + 1000);
    await expect(prompt(page)).toHaveCount(0);
    await page.getByTestId("sidebar").getByRole("link", { name: "Bookings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings/);
    await page.waitForTimeout(PROMPT_DELAY_MS + 1000);
    await expect(prompt(page)).toHaveCount(0);

    // Another user on the same browser still gets theirs; 'Give Feedback' opens the panel.
    await signOut(page);
    await signInTo(page, DEMO.manager);
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
    await prompt(page).getByRole("button", { name: "Give Feedback" }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByLabel("Type")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(feedbackButton(page)).toBeFocused();
    await page.reload();
    await page.waitForTimeout(PROMPT_DELAY_MS + 1000);
    await expect(prompt(page)).toHaveCount(0);
  });
});

test.describe("beta feedback welcome prompt and dialogs", () => {
  test.use({ feedbackWelcome: true });

  test("the prompt waits while a dialog is open and comes once it closes", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // New appointment is a modal dialog: the prompt must not open over it.
    await page.goto("/dashboard/schedule?new=1");
    const dialog = page.getByRole("dialog", { name: "New appointment" });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(PROMPT_DELAY_MS + 1500);
    await expect(prompt(page)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(prompt(page)).toBeVisible();
    await expectAccessible(page);
  });
});

/** The boxes of every visible control on the page that overlap the Feedback button (none should). */
async function controlsUnderFeedback(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="feedback-button"]');
    if (!button) return ["no feedback button"];
    const mine = button.getBoundingClientRect();
    const overlaps = (box: DOMRect) =>
      box.width > 0 &&
      box.height > 0 &&
      box.left < mine.right &&
      box.right > mine.left &&
      box.top < mine.bottom &&
      box.bottom > mine.top;
    return [...document.querySelectorAll<HTMLElement>("a, button, input, select, textarea, [tabindex]")]
      .filter((element) => element !== button && !button.contains(element) && !element.contains(button))
      .filter((element) => element.checkVisibility() && overlaps(element.getBoundingClientRect()))
      .map((element) => element.outerHTML.slice(0, 120));
  });
}

test.describe("beta feedback widget", () => {
  test("the Feedback button sits in the top bar and covers no control, at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo(page, DEMO.owner);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ["/dashboard", "/dashboard/bookings", "/dashboard/calendar", "/dashboard/schedule"]) {
        await page.goto(path);
        await expect(feedbackButton(page)).toBeVisible();
        // In the header's flow, not floating over the page.
        expect(await feedbackButton(page).evaluate((element) => element.closest("header") !== null)).toBe(true);
        // Scrolled, the sticky bar (with the button) covers the page as any top bar does; nothing floats below it.
        expect(await controlsUnderFeedback(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test("the owner sends feedback: field errors, success, a reset form and the stored row", async ({ page }) => {
    await signInTo(page, DEMO.owner);
    await openPanel(page);
    await expect(feedbackButton(page)).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);

    // Empty: messages next to the fields, nothing sent.
    await panel(page).getByRole("button", { name: "Send Feedback" }).click();
    await expect(panel(page).getByLabel("Title")).toHaveAccessibleDescription("Please enter a title");
    await expect(panel(page).getByLabel("Details")).toHaveAccessibleDescription("Please enter the details");
    await expect(panel(page).getByLabel("Title")).toBeFocused();

    const title = `Week view idea ${Date.now()}`;
    await panel(page).getByLabel("Type").selectOption({ label: "Feature request" });
    // The rating is a radio group: arrow keys move from the default 5 stars.
    await expect(panel(page).getByRole("radio", { name: "5 stars" })).toBeChecked();
    await panel(page).getByRole("radio", { name: "5 stars" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(panel(page).getByRole("radio", { name: "3 stars" })).toBeChecked();
    await panel(page).getByLabel("Title").fill(title);
    // Editing a field clears its message.
    await expect(panel(page).getByLabel("Title")).toHaveAccessibleDescription("");
    await expect(panel(page).getByLabel("Details")).toHaveAccessibleDescription("Please enter the details");
    await panel(page).getByLabel("Details").fill("A week view that starts on Monday\nwould help.");
    await panel(page).getByRole("button", { name: "Send Feedback" }).click();

    const toast = page.getByTestId("toast").filter({ hasText: "Thank You!" });
    await expect(toast).toContainText("Your feedback has been submitted successfully. We truly appreciate your input!");
    await expect(panel(page)).toHaveCount(0);
    await expect(feedbackButton(page)).toBeFocused();
    await expect(feedbackButton(page)).toHaveAttribute("aria-expanded", "false");

    await openPanel(page);
    await expect(panel(page).getByLabel("Type")).toHaveValue("general");
    await expect(panel(page).getByRole("radio", { name: "5 stars" })).toBeChecked();
    await expect(panel(page).getByLabel("Title")).toHaveValue("");
    await expect(panel(page).getByLabel("Details")).toHaveValue("");
    await panel(page).getByRole("button", { name: "Close feedback" }).click();
    await expect(panel(page)).toHaveCount(0);

    // The row, with the session's user and what the browser reported.
    await page.goto("/dev/feedback");
    const row = page.getByTestId("feedback-row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("feedback-user")).toContainText(DEMO.owner.email);
    await expect(row.getByTestId("feedback-type")).toHaveText("feature");
    await expect(row.getByTestId("feedback-rating")).toHaveText("3");
    await expect(row.getByTestId("feedback-description")).toHaveText("A week view that starts on Monday\nwould help.");
    await expect(row.getByTestId("feedback-page")).toHaveText(/^http:\/\/localhost:\d+\/dashboard$/);
    await expect(row.getByTestId("feedback-browser")).toContainText('"timezone"');
    await expect(row.getByTestId("feedback-browser")).toContainText('"windowSize"');
  });

  test("a refused submission keeps what was typed; the banner opens the panel", async ({ page }) => {
    await signInTo(page, DEMO.owner);

    await page.getByRole("note").getByRole("button", { name: "sharing your feedback" }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByLabel("Type")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole("note").getByRole("button", { name: "sharing your feedback" })).toBeFocused();

    // The server answers the action with a 500.
    await page.route("**/dashboard**", async (route) => {
      const request = route.request();
      if (request.method() === "POST" && request.headers()["next-action"]) {
        await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
      } else {
        await route.continue();
      }
    });
    await openPanel(page);
    await panel(page).getByLabel("Title").fill("This one will fail");
    await panel(page).getByLabel("Details").fill("The server is down.");
    await panel(page).getByRole("button", { name: "Send Feedback" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Submission Failed" });
    await expect(toast).toContainText("There was an error submitting your feedback. Please try again.");
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByLabel("Title")).toHaveValue("This one will fail");
    await expect(panel(page).getByLabel("Details")).toHaveValue("The server is down.");
    await expect(panel(page).getByRole("alert")).toBeVisible();
    await page.unrouteAll({ behavior: "wait" });
    await expectAccessible(page);
  });

  test("at 390 px the panel fits the screen and is usable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, DEMO.owner);
    await openPanel(page);
    const box = await panel(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.height).toBeLessThan(844);
    await panel(page).getByLabel("Title").fill("Small screen");
    await panel(page).getByLabel("Details").fill("Typed on a phone.");
    await panel(page).getByRole("button", { name: "Send Feedback" }).scrollIntoViewIfNeeded();
    await expect(panel(page).getByRole("button", { name: "Send Feedback" })).toBeInViewport();
    await expect(feedbackButton(page)).toBeInViewport();
    await expectAccessible(page);
    await feedbackButton(page).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole("note")).toBeInViewport();
  });

  test("a staff user has the button too; public pages do not", async ({ page }) => {
    await signInTo(page, DEMO.staff);
    await expect(feedbackButton(page)).toBeVisible();
    await openPanel(page);
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);

    await page.goto("/book/demo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("feedback-button")).toHaveCount(0);
  });
});
