import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * The e2e suite's `test`: Playwright's own, plus an accessibility check (axe, WCAG 2.2 AA) of every
 * screen a test visits: after each `page.goto`/`page.reload`, and on the final state of every page
 * still open when the test ends. Call `expectAccessible(page)` for screens reached in between
 * (a dialog, a client-side navigation). Any violation fails the test.
 */

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's options: the WCAG tags, plus a rule axe leaves off by default (experimental), */
const AXE_OPTIONS = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  // but WCAG 2.5.3 Label in Name is level A.
  rules: { "label-content-name-mismatch": { enabled: true } },
} as const;

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/** Runs axe on the page as it is now and fails on any violation, listing each with its elements. */
export async function expectAccessible(page: Page): Promise<void> {
  // Next streams a page's metadata: right after a client-side refresh the <title> can be a moment behind.
  await expect.poll(() => page.title(), { message: `a <title> on ${page.url()}` }).not.toBe("");
  let found = await analyze(page);
  if (found.length > 0) {
    // Only what is still there once the screen has settled counts: the check can start in the moment before a
    // commit re-enables a button, which then fades from its disabled colour (150 ms) while axe reads it.
    await page.waitForTimeout(500);
    found = await analyze(page);
  }
  if (found.some(isObscuredTarget) && (await page.getByTestId("toast").count()) > 0) {
    // A toast is a status message that goes by itself in 5 s (a person waits or dismisses it); what it covers
    // for that moment is not the screen's layout. Checked again once every toast has gone.
    await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 15_000 });
    found = await analyze(page);
  }
  if (found.some(isObscuredTarget) && (await page.locator("[data-sticky-top-bar]").count()) > 0) {
    // A sticky top bar lies over whatever the page is scrolled beneath it (a Save at the bottom of a form leaves
    // the next column's top under it): where the page was scrolled to, not its layout. Checked at the top.
    const scrolledTo = await page.evaluate(() => {
      const at = window.scrollY;
      window.scrollTo(0, 0);
      return at;
    });
    found = await analyze(page);
    await page.evaluate((at) => window.scrollTo(0, at), scrolledTo);
  }
  const violations = found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** axe's target-size finding for a control something lies over (not one drawn too small). */
function isObscuredTarget(violation: Violation): boolean {
  return (
    violation.id === "target-size" &&
    violation.nodes.some((node) => /partially obscured/.test(node.failureSummary ?? ""))
  );
}

/**
 * How a page navigating away while axe runs shows: Playwright's own messages, or axe reading the unloading
 * document once it is gone (seen: "Cannot read properties of null (reading 'documentElement')" after the
 * landing page's hash redirect).
 */
const NAVIGATED_MID_RUN = /Execution context was destroyed|navigat|reading 'documentElement'/i;

async function analyze(page: Page): Promise<Violation[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runAxe(page);
    } catch (error) {
      if (attempt === 8 || !NAVIGATED_MID_RUN.test(String(error))) throw error;
      // A client-side redirect replaced the document mid-run: check the page it lands on. The old document can still
      // report "load" while the new one is on its way (seen: five attempts failing within 0.5 s), so wait a little
      // longer each time as well.
      await page.waitForTimeout(100 * attempt);
      await page.waitForLoadState("load");
    }
  }
}

/**
 * A page with frames goes through @axe-core/playwright, which checks every frame, cross-origin ones too, and
 * merges the results in a fresh page (~1 s each here). A page without frames needs none of that: axe-core runs
 * in the page itself, injected once per document (a client-side navigation keeps it), ~0.1 s for a screen.
 */
async function runAxe(page: Page): Promise<Violation[]> {
  await settleTransitions(page);
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
    return results.violations;
  }
  // Not `"axe" in window`: an element with id="axe" is a window property too.
  const injected = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function",
  );
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async (options) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, options as axe.RunOptions);
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, AXE_OPTIONS);
}

/**
 * Ends the page's finite CSS transitions and animations at once: axe checks the screen a person sees once it is
 * still, not a colour halfway through a button's 150 ms fade from its disabled look. (Waiting for them is not
 * enough: a page whose window is behind another context's gets no animation frames, and its transitions stand still.)
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}

function isCheckable(page: Page): boolean {
  return !page.isClosed() && /^https?:/.test(page.url());
}

const checkedPages = new WeakSet<Page>();

/**
 * Content-Security-Policy violations the browser reported during the current test: each page's
 * `securitypolicyviolation` events (every frame, every navigation) and Chromium's "Refused to ..."
 * console errors. Any one fails the test: the policy must never block something the app needs.
 */
const cspViolations: string[] = [];

/** The violations recorded so far in this test, which then no longer count against it. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${location.href}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** Makes `goto` and `reload` check the screen they land on, and records CSP violations. */
function checkAfterNavigation(page: Page): void {
  if (checkedPages.has(page)) return;
  checkedPages.add(page);
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|^Refused to /.test(text)) cspViolations.push(`${page.url()}: ${text}`);
  });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await expectAccessible(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await expectAccessible(page);
    return response;
  };
}

/** The prefix of the dashboard's "welcome prompt seen" keys in localStorage (one per user id). */
const FEEDBACK_WELCOME_KEY_PREFIX = "bookingpro:feedback-welcome-seen:";

/**
 * The beta feedback welcome prompt appears 3 seconds into a user's first dashboard visit and sits over
 * the bottom-right corner; every context starts with it seen (any user), so it never lands on another
 * spec's buttons. `test.use({ feedbackWelcome: true })` keeps it (e2e/feedback.spec.ts).
 */
export async function hideFeedbackWelcome(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix: string) => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      const value = getItem.call(this, key);
      return value === null && String(key).startsWith(prefix) ? "seen (e2e)" : value;
    };
  }, FEEDBACK_WELCOME_KEY_PREFIX);
}

/** For a context a test opens itself (browser.newContext): its pages' goto and reload check their screen too. */
export function checkEveryScreen(context: BrowserContext): void {
  context.on("page", checkAfterNavigation);
  void hideFeedbackWelcome(context);
}

export const test = base.extend<{ accessibleScreens: void; feedbackWelcome: boolean }>({
  feedbackWelcome: [false, { option: true }],
  context: async ({ context, feedbackWelcome }, provide) => {
    context.on("page", checkAfterNavigation);
    if (!feedbackWelcome) await hideFeedbackWelcome(context);
    await reportCspViolations(context);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    checkAfterNavigation(page);
    await provide(page);
  },
  accessibleScreens: [
    async ({ context }, provide, testInfo) => {
      cspViolations.length = 0;
      await provide();
      // Only when the test itself passed: its own failure is the one to report.
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages().filter(isCheckable)) await expectAccessible(page);
      expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
