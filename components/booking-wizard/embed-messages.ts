/**
 * The messages between the embed (inside its iframe) and public/embed.js (on the host page), which spells the
 * same names and limits in plain JavaScript. Embed → host: the content's height, and a new step's heading
 * offset so the host can scroll to it. Host → embed: a request to report the height again.
 */
export const EMBED_HEIGHT_MESSAGE = "bookingpro:height";
export const EMBED_SCROLL_MESSAGE = "bookingpro:scroll";
export const EMBED_MEASURE_MESSAGE = "bookingpro:measure";

/** No sane form is taller than this (CSS pixels); embed.js refuses anything beyond it. */
export const EMBED_MAX_PIXELS = 100_000;

export type EmbedHeightMessage = { type: typeof EMBED_HEIGHT_MESSAGE; height: number };
export type EmbedScrollMessage = { type: typeof EMBED_SCROLL_MESSAGE; top: number };
export type EmbedMessage = EmbedHeightMessage | EmbedScrollMessage;

function toPixels(value: number, minimum: number): number | null {
  if (!Number.isFinite(value)) return null;
  const pixels = Math.ceil(value);
  return pixels >= minimum && pixels <= EMBED_MAX_PIXELS ? pixels : null;
}

/** The height to give the iframe: the content's own height rounded up (never less, so nothing is cut off). */
export function heightMessage(contentHeight: number): EmbedHeightMessage | null {
  const height = toPixels(contentHeight, 1);
  return height === null ? null : { type: EMBED_HEIGHT_MESSAGE, height };
}

/** Where a new step's heading starts, in CSS pixels below the top of the embed's document. */
export function scrollMessage(headingTop: number): EmbedScrollMessage | null {
  if (!Number.isFinite(headingTop)) return null;
  const top = toPixels(Math.max(0, Math.floor(headingTop)), 0);
  return top === null ? null : { type: EMBED_SCROLL_MESSAGE, top };
}

/** The one message the embed answers from its host: `{ type: "bookingpro:measure" }`, nothing else. */
export function isMeasureRequest(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === EMBED_MEASURE_MESSAGE;
}
