import { expect, type Locator, type Page } from "./test";

/** The iframe of the White Label screen's embed code (and the README's), by the title it gives it. */
export const EMBED_IFRAME = 'iframe[title="Book an appointment"]';

/** The embed's own bottom padding is blank by design; more than this below the content is a band. */
const BLANK_LIMIT = 40;

export type EmbedFit = { iframeHeight: number; contentBottom: number; scrollHeight: number; clientHeight: number };

/** The iframe's height on the host page beside what the document inside it holds. */
export async function measureEmbedFit(iframe: Locator): Promise<EmbedFit> {
  const iframeHeight = await iframe.evaluate((element) => element.getBoundingClientRect().height);
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  const inside = await frame.evaluate(() => {
    // The lowest edge of anything drawn, in the document's coordinates: the content, whatever its wrappers' heights.
    let bottom = 0;
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.height > 0) bottom = Math.max(bottom, rect.bottom + window.scrollY);
    }
    const root = document.documentElement;
    return { contentBottom: bottom, scrollHeight: root.scrollHeight, clientHeight: root.clientHeight };
  });
  return { iframeHeight, ...inside };
}

/** What is wrong with the iframe's height, if anything, in words a failed test can show. */
function fitProblems(fit: EmbedFit): string[] {
  const problems: string[] = [];
  const { iframeHeight, contentBottom, scrollHeight, clientHeight } = fit;
  if (iframeHeight < contentBottom - 1)
    problems.push(`cut off: iframe ${iframeHeight} px, content ${contentBottom} px`);
  if (iframeHeight - contentBottom > BLANK_LIMIT)
    problems.push(`blank band: iframe ${iframeHeight} px, content ${contentBottom} px`);
  if (scrollHeight > clientHeight + 1) problems.push(`scrolls inside: ${scrollHeight} px in ${clientHeight} px`);
  return problems;
}

/**
 * The iframe is as tall as its content, both ways: nothing cut off, no blank band below, and no scroll bar of its
 * own (the document inside is no taller than the frame).
 */
export async function expectEmbedFitsContent(iframe: Locator, label: string): Promise<EmbedFit> {
  await expect
    .poll(async () => fitProblems(await measureEmbedFit(iframe)), { message: `${label}: the iframe fits its content` })
    .toEqual([]);
  return measureEmbedFit(iframe);
}

/** No horizontal overflow inside the frame. */
export async function expectNoSidewaysScroll(iframe: Locator, label: string) {
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  await expect
    .poll(() => frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${label}: scrollWidth - clientWidth inside the frame`,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * Errors and warnings on a page's console (its own and its frames') and its uncaught exceptions, as they happen.
 * Warnings too: Chromium's refusal of a postMessage to a frame of another origin reaches Playwright as one.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      errors.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
