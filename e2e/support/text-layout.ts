import type { Locator } from "@playwright/test";

export type TextLayout = {
  /** Words (an email's parts between @ and dots) whose letters landed on more than one line. */
  split: string[];
  /** How many lines the text takes. */
  lines: number;
  /** Wider than its box (cut off, or spilling out). */
  overflows: boolean;
};

/**
 * Where the browser broke an element's text, measured from each word's client rects: a word on two lines has
 * rects at two heights. With `email`, the parts between @ and dots count as the words (breaks there are allowed).
 */
export function textLayout(locator: Locator, { email = false } = {}): Promise<TextLayout> {
  return locator.evaluate((element, email) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    // Each character of the element's text with its node and offset, across <wbr>s and child elements.
    const chars = nodes.flatMap((node) => [...node.data].map((_, offset) => ({ node, offset })));
    const text = chars.map(({ node, offset }) => node.data[offset]).join("");
    const heights = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(chars[start].node, chars[start].offset);
      range.setEnd(chars[end - 1].node, chars[end - 1].offset + 1);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    };
    const split = [...text.matchAll(email ? /[^\s@.]+/g : /\S+/g)]
      .filter((match) => heights(match.index, match.index + match[0].length).size > 1)
      .map((match) => match[0]);
    return {
      split,
      lines: text.length ? heights(0, text.length).size : 0,
      overflows: element.scrollWidth > element.clientWidth + 1,
    };
  }, email);
}
