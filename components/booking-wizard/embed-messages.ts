/**
 * The messages between the embed (inside its iframe) and public/embed.js (on the host page), which spells the
 * same names and limits in plain JavaScript. Embed → host: the content's height. Host → embed: a request to
 * report the height again.
 */
export const EMBED_HEIGHT_MESSAGE = "bookingpro:height";
export const EMBED_MEASURE_MESSAGE = "bookingpro:measure";

/** No sane form is taller than this (CSS pixels); embed.js refuses anything beyond it. */
export const EMBED_MAX_PIXELS = 100_000;

export type EmbedHeightMessage = { type: typeof EMBED_HEIGHT_MESSAGE; height: number };
export type EmbedMessage = EmbedHeightMessage;

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

/** The one message the embed answers from its host: `{ type: "bookingpro:measure" }`, nothing else. */
export function isMeasureRequest(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === EMBED_MEASURE_MESSAGE;
}
