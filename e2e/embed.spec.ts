import { expect, expectAccessible, test, type FrameLocator, type Page } from "./support/test";
import { serveSalonWebsite } from "./support/host-site";
import { uniqueEmail } from "./support/auth";
import { collectPageErrors, EMBED_IFRAME, expectEmbedFitsContent, expectNoSidewaysScroll } from "./support/embed";
import { chooseFreeDate } from "./support/wizard";

/*
 * The embed on a salon's own website (another origin), pasted exactly as the White Label screen and the README
 * give it: the iframe follows its content's height both ways and never scrolls or overflows inside, the host page
 * scrolls to each new step, the confirmation's links open outside the frame, and the host's console stays clean.
 */

/** The step's heading has focus in the frame and is on the host page's screen (the page glides to it). */
async function expectStepOnScreen(page: Page, frame: FrameLocator, title: string) {
  const heading = frame.getByRole("heading", { name: title, exact: true });
  await expect(heading).toBeFocused();
  const viewport = page.viewportSize()!;
  await expect
    .poll(
      async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
      },
      { message: `"${title}" within the host page's viewport` },
    )
    .toBe(true);
}

/** Where a customer is after reading to the end of a long step: the bottom of the host page. */
async function scrollHostToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the embed on a salon's website at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("books with the iframe following each step up and down, the page scrolled to each new step, and the confirmation's links leaving the frame", async ({
      page,
      context,
    }) => {
      const errors = collectPageErrors(page);
      const site = await serveSalonWebsite();
      try {
        await page.goto(site.url);
        const iframe = page.locator(EMBED_IFRAME);
        const frame = page.frameLocator(EMBED_IFRAME);
        await expect(frame.getByRole("heading", { name: "Select Service" })).toBeVisible();
        const services = await expectEmbedFitsContent(iframe, "services");

        // The last service, at the end of the long list: the customer has scrolled the page down to it.
        await scrollHostToBottom(page);
        await frame.getByTestId("service-option").last().click();
        await expectStepOnScreen(page, frame, "Choose Staff");
        const staff = await expectEmbedFitsContent(iframe, "staff");
        expect(staff.iframeHeight, "the iframe shrinks to the shorter step").toBeLessThan(services.iframeHeight);

        await frame.getByTestId("staff-option").first().click();
        await expectStepOnScreen(page, frame, "Pick Date & Time");
        await expect(frame.getByTestId("time-option").first()).toBeVisible();
        const dateTime = await expectEmbedFitsContent(iframe, "date & time");

        // Back to the shorter step and on again: the frame goes down and up with it.
        await frame.getByRole("button", { name: "Back" }).click();
        await expectStepOnScreen(page, frame, "Choose Staff");
        const staffAgain = await expectEmbedFitsContent(iframe, "staff again");
        expect(staffAgain.iframeHeight).toBeLessThan(dateTime.iframeHeight);
        await frame.getByTestId("staff-option").first().click();
        await expectStepOnScreen(page, frame, "Pick Date & Time");
        await chooseFreeDate(frame, 2);
        await frame.getByTestId("time-option").first().click();
        await expectEmbedFitsContent(iframe, "date & time with a time chosen");
        await expectNoSidewaysScroll(iframe, "date & time");

        await frame.getByTestId("summary-bar").getByRole("button", { name: "Continue" }).click();
        await expectStepOnScreen(page, frame, "Your Details");
        await expectEmbedFitsContent(iframe, "details");
        await frame.getByLabel("Full Name").fill("Embedded Customer");
        await frame.getByLabel("Email Address").fill(uniqueEmail("embed"));
        await scrollHostToBottom(page);
        await frame.getByRole("button", { name: "Confirm Booking" }).click();
        await expectStepOnScreen(page, frame, "Booking Confirmed!");
        await expectEmbedFitsContent(iframe, "confirmation");
        await expectAccessible(page);

        // Our pages refuse to be framed: the confirmation's links open a tab of their own.
        const manage = frame.getByRole("link", { name: "Manage your booking" });
        await expect(manage).toHaveAttribute("target", "_blank");
        await expect(manage).toHaveAttribute("rel", "noopener noreferrer");
        const manageTab = context.waitForEvent("page");
        await manage.click();
        const managePage = await manageTab;
        await expect(managePage).toHaveURL(/\/manage\//);
        await expect(managePage.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
        await managePage.close();

        const poweredBy = frame.getByRole("link", { name: "BookingPro", exact: true });
        await expect(poweredBy).toHaveAttribute("target", "_blank");
        const platformTab = context.waitForEvent("page");
        await poweredBy.click();
        const platform = await platformTab;
        await expect(platform).toHaveURL(/^http:\/\/localhost:\d+\/$/);
        await platform.close();
        // The salon's page itself stayed where it was.
        expect(page.url()).toBe(site.url);
        await expect(frame.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();

        expect(errors, "errors on the host page's console").toEqual([]);
      } finally {
        site.close();
      }
    });
  });
}

test("the embed never overflows sideways or scrolls inside, whatever the page's width", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const site = await serveSalonWebsite();
  try {
    await page.goto(site.url);
    const iframe = page.locator(EMBED_IFRAME);
    const frame = page.frameLocator(EMBED_IFRAME);
    await frame.getByTestId("service-option").first().click();
    await frame.getByTestId("staff-option").first().click();
    await frame.locator('[data-testid="date-option"]:not([disabled]):visible').first().click();
    await frame.getByTestId("time-option").first().click();
    // The summary bar, which bleeds to the frame's edges, is on screen now.
    await expect(frame.getByTestId("summary-bar")).toBeVisible();
    const frameWidth = () => iframe.evaluate((element) => element.getBoundingClientRect().width);
    // The page's width; at 672 px the frame's own is 640, where the form's wider padding starts.
    for (const width of [640, 672, 1024, 1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 672) expect(await frameWidth()).toBe(640);
      await expectNoSidewaysScroll(iframe, `${width} px`);
      await expectEmbedFitsContent(iframe, `${width} px`);
    }
    expect(errors, "errors on the host page's console").toEqual([]);
  } finally {
    site.close();
  }
});

test("the script waits for a slow embed to load before it asks it for its height", async ({ page }) => {
  const errors = collectPageErrors(page);
  // The form's document arrives a second late (a slow connection): the script, already running, must not post to the
  // frame's about:blank before it, which the browser refuses with a console error.
  await page.route(/\/embed\/demo$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const site = await serveSalonWebsite();
  try {
    await page.goto(site.url);
    const iframe = page.locator(EMBED_IFRAME);
    await expect(page.frameLocator(EMBED_IFRAME).getByRole("heading", { name: "Select Service" })).toBeVisible();
    await expectEmbedFitsContent(iframe, "after a slow load");
    expect(errors, "errors on the host page's console").toEqual([]);
  } finally {
    site.close();
  }
});
