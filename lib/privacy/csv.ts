/*
 * The one CSV writer (RFC 4180): fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a double quote, CR or LF, with its double quotes doubled. Pure: no I/O, no dates.
 *
 * Formula injection: a spreadsheet runs a cell that starts with =, +, -, @ (or a tab or carriage return
 * before one) as a formula. Every such cell is written with a leading single quote, so a customer who
 * calls themselves "=HYPERLINK(...)" is shown as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet will not evaluate: a leading ' before =, +, -, @, tab or CR. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field: formula-neutralized, then quoted when RFC 4180 requires it. */
export function escapeCsvField(value: string): string {
  const safe = neutralizeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the header row, then one record per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => `${row.map(escapeCsvField).join(",")}\r\n`).join("");
}

/**
 * A file-name-safe slug of a person's name: ASCII letters and digits joined by single hyphens, at most
 * 40 characters ('' when nothing is left, e.g. a name in another script).
 */
export function fileNameSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
}

/** `customer-{slug-of-name}-{yyyy-mm-dd}.{json|csv}`; `customer-{yyyy-mm-dd}` when the name gives no slug. */
export function customerExportFileName(name: string, date: string, format: "json" | "csv"): string {
  const slug = fileNameSlug(name);
  return `customer-${slug ? `${slug}-` : ""}${date}.${format}`;
}

/** `{business-slug}-data-{yyyy-mm-dd}.json` for the whole business's export. */
export function businessExportFileName(name: string, date: string): string {
  const slug = fileNameSlug(name);
  return `${slug || "business"}-data-${date}.json`;
}
