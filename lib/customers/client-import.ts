import { parse } from "csv-parse/sync";
import { z } from "zod";
import {
  CLIENT_EMAIL_MAX,
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_IMPORT_PREVIEW_ROWS,
  CLIENT_NAME_MAX,
  CLIENT_NOTES_MAX,
  CLIENT_PHONE_MAX,
  PHONE_PATTERN,
} from "@/lib/customers/clients-schema";
import { cleanMultiLine, cleanSingleLine } from "@/lib/forms/text";

/*
 * Importing a client list from a CSV file (Fresha's, Booksy's or a spreadsheet's): pure, no database.
 * The file is decoded, parsed (csv-parse), its header row mapped to our fields by name (case, spaces and
 * punctuation ignored), and every row checked. Rows are numbered as a spreadsheet shows the file: the
 * header is row 1, a blank line is a row, a quoted value with line breaks stays in its row (so in a file
 * without such values, the row is the line). Good rows are merged by lower-case email (the first row's values win, later rows only
 * fill what it left empty); bad rows are reported, each with its number and what is wrong.
 */

export const CLIENT_IMPORT_FIELDS = ["firstName", "lastName", "name", "email", "phone", "notes", "marketing"] as const;
export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number];

export const CLIENT_IMPORT_FIELD_LABELS: Record<ClientImportField, string> = {
  firstName: "First name",
  lastName: "Last name",
  name: "Name",
  email: "Email",
  phone: "Phone",
  notes: "Notes",
  marketing: "Marketing consent",
};

/**
 * Header names per field, normalised (see normaliseHeader), in order of preference: a row's value is the
 * first non-empty one of its columns (Fresha's "Mobile Number" before its "Telephone").
 */
const HEADER_NAMES: Record<ClientImportField, readonly string[]> = {
  firstName: ["firstname", "first", "givenname", "forename", "clientfirstname", "customerfirstname"],
  lastName: ["lastname", "last", "surname", "familyname", "clientlastname", "customerlastname"],
  name: ["name", "fullname", "clientname", "customername", "client", "customer"],
  email: ["email", "emailaddress", "mail", "clientemail", "customeremail"],
  phone: [
    "mobile",
    "mobilenumber",
    "mobilephone",
    "mobileno",
    "cellphone",
    "cell",
    "phone",
    "phonenumber",
    "telephone",
    "telephonenumber",
    "tel",
    "clientphone",
    "customerphone",
  ],
  notes: ["notes", "note", "clientnotes", "clientnote", "customernotes", "comments", "comment"],
  marketing: [
    "marketingconsent",
    "acceptsmarketing",
    "acceptsemailmarketing",
    "emailmarketing",
    "marketingemails",
    "marketingoptin",
    "emailoptin",
    "marketing",
    "optin",
    "newsletter",
  ],
};

/** 'First Name', 'first_name', ' FIRST-NAME ' and 'E-mail' → 'firstname', 'email'. */
export function normaliseHeader(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export type HeaderMapping = {
  /** Each field's column indexes, in order of preference (empty when the file has none). */
  columns: Record<ClientImportField, number[]>;
  /** What the screen shows: each used column's header and the field it fills. */
  used: { header: string; field: ClientImportField }[];
  /** Headers we do not read (Fresha's Gender, Address, Date of Birth ...). */
  ignored: string[];
};

/** Maps a header row to our fields; a repeated header is read once (its first column). */
export function mapHeaders(headers: readonly string[]): HeaderMapping {
  const columns = Object.fromEntries(CLIENT_IMPORT_FIELDS.map((field) => [field, [] as number[]])) as Record<
    ClientImportField,
    number[]
  >;
  const found: { header: string; field: ClientImportField; index: number; rank: number }[] = [];
  const ignored: string[] = [];
  const seen = new Set<string>();
  headers.forEach((header, index) => {
    const key = normaliseHeader(header);
    if (!key) return;
    const field = seen.has(key)
      ? undefined
      : CLIENT_IMPORT_FIELDS.find((candidate) => HEADER_NAMES[candidate].includes(key));
    seen.add(key);
    if (field) found.push({ header: header.trim(), field, index, rank: HEADER_NAMES[field].indexOf(key) });
    else ignored.push(header.trim());
  });
  found.sort((a, b) => a.rank - b.rank || a.index - b.index);
  for (const { field, index } of found) columns[field].push(index);
  const used = found
    .slice()
    .sort((a, b) => a.index - b.index)
    .map(({ header, field }) => ({ header, field }));
  return { columns, used, ignored };
}

const YES = new Set([
  "yes",
  "y",
  "true",
  "t",
  "1",
  "on",
  "x",
  "optedin",
  "subscribed",
  "accepted",
  "agreed",
  "consented",
]);
const NO = new Set(["no", "n", "false", "f", "0", "off", "", "optedout", "unsubscribed", "declined", "none"]);

/** 'Yes', 'TRUE', '1', 'Opted in' → true; 'No', '', '0', 'Opted out' → false; anything else → null. */
export function parseConsent(value: string): boolean | null {
  const key = normaliseHeader(value);
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return null;
}

const emailSchema = z.email();

/** A client as one row (or several rows with one email) of the file says. */
export type ImportedClient = {
  /** The first row (file numbering) that named this email. */
  row: number;
  name: string;
  /** Lower-case. */
  email: string;
  phone: string;
  notes: string;
  marketingConsent: boolean;
};

export type ClientImportRowError = { row: number; message: string };

export type ClientImportPreviewRow = {
  row: number;
  name: string;
  email: string;
  phone: string;
  marketing: string;
  /** What is wrong with the row; absent for a good row. */
  error?: string;
  /** A good row whose email an earlier row already had: the row it is merged into. */
  mergedInto?: number;
};

export type ClientImportPlan = {
  ok: true;
  mapping: HeaderMapping["used"];
  ignoredHeaders: string[];
  /** Rows with anything in them, below the header. */
  rowCount: number;
  /** One per email: what the import writes. */
  clients: ImportedClient[];
  /** Every bad row, in file order. */
  errors: ClientImportRowError[];
  /** Good rows whose email an earlier row of the file already had (merged into it). */
  duplicateRows: number;
  preview: ClientImportPreviewRow[];
};

export type ClientImportFailure = { ok: false; error: string };

/** UTF-8 (with or without a byte order mark); a file that is not UTF-8 is read as Windows-1252 (old Excel). */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Comma, or semicolon or tab when the first line has more of those (a spreadsheet set to another locale). */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const count = (character: string) => firstLine.split(character).length - 1;
  const candidates = [",", ";", "\t"].map((character) => ({ character, n: count(character) }));
  candidates.sort((a, b) => b.n - a.n);
  return candidates[0].n > 0 ? candidates[0].character : ",";
}

/** Our own CSV writer (lib/privacy/csv.ts) puts a ' before a cell starting with = + - @: taken off again. */
function unguard(value: string): string {
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

type ParsedRecord = { record: string[]; row: number };

function parseRecords(text: string): ParsedRecord[] | ClientImportFailure {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, "")),
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      relax_quotes: true,
      // Blank lines are rows of a spreadsheet too: kept here so the numbering matches, skipped below.
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      error: line
        ? `The file could not be read as CSV: a quoted value that starts on line ${line} is never closed.`
        : "The file could not be read as CSV.",
    };
  }
  return records.map((record, index) => ({ record, row: index + 1 }));
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/**
 * Reads a whole CSV file: the mapping, every good client (merged by email), every bad row, and the first
 * rows for the preview. A file that cannot be imported at all (not CSV, no email or name column, too many
 * rows) is a failure with one sentence.
 */
export function planClientImport(text: string): ClientImportPlan | ClientImportFailure {
  const parsed = parseRecords(text);
  if (!Array.isArray(parsed)) return parsed;
  const records = parsed.filter(({ record }) => record.some((cell) => cell.trim() !== ""));
  if (records.length === 0) return { ok: false, error: "The file is empty." };
  const [header, ...rows] = records;
  const mapping = mapHeaders(header.record);
  const { columns } = mapping;
  if (columns.email.length === 0) {
    return { ok: false, error: "The file has no email column. Name the column of email addresses “Email”." };
  }
  if (columns.name.length === 0 && columns.firstName.length === 0 && columns.lastName.length === 0) {
    return {
      ok: false,
      error: "The file has no name column. Name the columns “First Name” and “Last Name”, or one column “Name”.",
    };
  }
  if (rows.length === 0) return { ok: false, error: "The file has a header row but no clients below it." };
  if (rows.length > CLIENT_IMPORT_MAX_ROWS) {
    return {
      ok: false,
      error: `The file has ${plural(rows.length, "row", "rows")}; import at most ${CLIENT_IMPORT_MAX_ROWS.toLocaleString("en-GB")} at a time.`,
    };
  }

  const clients = new Map<string, ImportedClient>();
  const errors: ClientImportRowError[] = [];
  const preview: ClientImportPreviewRow[] = [];
  let duplicateRows = 0;

  for (const { record, row } of rows) {
    const single = (field: ClientImportField) => {
      for (const index of columns[field]) {
        const value = cleanSingleLine(unguard(record[index] ?? "")).trim();
        if (value) return value;
      }
      return "";
    };
    const joined = [single("firstName"), single("lastName")].filter(Boolean).join(" ");
    const name = joined || single("name");
    const email = single("email").toLowerCase();
    const phone = single("phone");
    const notesColumn = columns.notes.find((index) => (record[index] ?? "").trim() !== "");
    const notes = notesColumn === undefined ? "" : cleanMultiLine(unguard(record[notesColumn])).trim();
    const marketingText = single("marketing");
    const consent = parseConsent(marketingText);

    const problems: string[] = [];
    if (!name) problems.push("name is missing");
    else if (name.length > CLIENT_NAME_MAX) problems.push(`name is longer than ${CLIENT_NAME_MAX} characters`);
    if (!email) problems.push("email is missing");
    else if (email.length > CLIENT_EMAIL_MAX || !emailSchema.safeParse(email).success) {
      problems.push("email is not valid");
    }
    if (phone.length > CLIENT_PHONE_MAX) problems.push(`phone number is longer than ${CLIENT_PHONE_MAX} characters`);
    else if (!PHONE_PATTERN.test(phone)) problems.push("phone number is not valid");
    if (notes.length > CLIENT_NOTES_MAX) {
      problems.push(`notes are longer than ${CLIENT_NOTES_MAX.toLocaleString("en-GB")} characters`);
    }
    if (consent === null) problems.push("marketing consent must be yes or no");

    const message = problems.length > 0 ? problems.join("; ") : undefined;
    const earlier = message ? undefined : clients.get(email);
    if (preview.length < CLIENT_IMPORT_PREVIEW_ROWS) {
      preview.push({
        row,
        name,
        email,
        phone,
        marketing: consent === null ? marketingText : consent ? "Yes" : "No",
        ...(message ? { error: message } : {}),
        ...(earlier ? { mergedInto: earlier.row } : {}),
      });
    }
    if (message) {
      errors.push({ row, message });
      continue;
    }
    if (!earlier) {
      clients.set(email, { row, name, email, phone, notes, marketingConsent: consent === true });
      continue;
    }
    duplicateRows += 1;
    earlier.phone ||= phone;
    earlier.notes ||= notes;
    earlier.marketingConsent ||= consent === true;
  }

  return {
    ok: true,
    mapping: mapping.used,
    ignoredHeaders: mapping.ignored,
    rowCount: rows.length,
    clients: [...clients.values()],
    errors,
    duplicateRows,
    preview,
  };
}

/** 'Row 14: email is not valid' — how the screen and the result name a bad row. */
export function formatRowError({ row, message }: ClientImportRowError): string {
  return `Row ${row.toLocaleString("en-GB")}: ${message}`;
}
