import { z } from "zod";

/*
 * Free text typed by people (names, descriptions, notes, reasons) is cleaned before any other rule:
 * control characters never reach the database, an email header, an .ics line or a log line.
 * A line break in a single-line field (a pasted name) becomes a space; a multi-line field keeps its
 * line breaks as \n (browsers post a textarea's lines as \r\n). Everything else in C0 (U+0000-U+001F),
 * DEL and C1 (U+007F-U+009F) is removed.
 */

/** Tab, line feed, vertical tab, form feed, carriage return, and Unicode's line and paragraph separators. */
const BREAKS = /\r\n|[\t\n\v\f\r\u2028\u2029]/g;
const LINE_BREAKS = /\r\n|[\n\v\f\r\u2028\u2029]/g;
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/** A single-line value: every break or tab becomes a space, other control characters are removed. */
export function cleanSingleLine(value: string): string {
  return value.replace(CONTROLS, "").replace(BREAKS, " ");
}

/** A multi-line value: line breaks become \n, a tab a space, other control characters are removed. */
export function cleanMultiLine(value: string): string {
  return value.replace(CONTROLS, "").replace(LINE_BREAKS, "\n").replace(/\t/g, " ");
}

/** A string schema that cleans a single-line value first; chain .trim(), .min(), .max() after it. */
export const singleLineText = () => z.string().overwrite(cleanSingleLine);

/** A string schema that cleans a multi-line value first; chain .trim(), .min(), .max() after it. */
export const multiLineText = () => z.string().overwrite(cleanMultiLine);

/**
 * An optional form text field: missing or null is '', the value is cleaned and trimmed, then limited
 * to `max` characters. Anything but a string is refused.
 */
export const formText = (max: number, tooLong: string, options: { multiline?: boolean } = {}) =>
  z
    .union([z.string(), z.null()], { error: "Enter text" })
    .optional()
    .transform((value) => (options.multiline ? cleanMultiLine : cleanSingleLine)(value ?? "").trim())
    .pipe(z.string().max(max, tooLong));
