import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeCsvBytes,
  formatRowError,
  mapHeaders,
  normaliseHeader,
  parseConsent,
  planClientImport,
  type ClientImportPlan,
} from "@/lib/customers/client-import";
import { toCsv } from "@/lib/privacy/csv";
import { addClientSchema, CLIENT_IMPORT_MAX_ROWS, CLIENT_IMPORT_PREVIEW_ROWS } from "@/lib/customers/clients-schema";

function plan(text: string): ClientImportPlan {
  const result = planClientImport(text);
  if (!result.ok) throw new Error(result.error);
  return result;
}

const FRESHA_HEADER =
  "Client ID,First Name,Last Name,Full Name,Blocked,Gender,Mobile Number,Telephone,Email,Accepts Marketing,Accepts SMS Marketing,Address,Date of Birth,Added,Note";

describe("client import: headers", () => {
  it("ignores case, spaces and punctuation", () => {
    expect(normaliseHeader(" First Name ")).toBe("firstname");
    expect(normaliseHeader("first_name")).toBe("firstname");
    expect(normaliseHeader("E-mail")).toBe("email");
    expect(normaliseHeader("MOBILE-NUMBER")).toBe("mobilenumber");
  });

  it("maps Fresha's client export and says which columns it does not read", () => {
    const mapping = mapHeaders(FRESHA_HEADER.split(","));
    expect(mapping.used).toEqual([
      { header: "First Name", field: "firstName" },
      { header: "Last Name", field: "lastName" },
      { header: "Full Name", field: "name" },
      { header: "Mobile Number", field: "phone" },
      { header: "Telephone", field: "phone" },
      { header: "Email", field: "email" },
      { header: "Accepts Marketing", field: "marketing" },
      { header: "Note", field: "notes" },
    ]);
    // The mobile number comes before the landline.
    expect(mapping.columns.phone).toEqual([6, 7]);
    expect(mapping.ignored).toEqual([
      "Client ID",
      "Blocked",
      "Gender",
      "Accepts SMS Marketing",
      "Address",
      "Date of Birth",
      "Added",
    ]);
  });

  it("maps Booksy's and a spreadsheet's names", () => {
    const booksy = mapHeaders(["First name", "Last name", "Email", "Mobile", "Notes", "Marketing consent"]);
    expect(booksy.used.map((entry) => entry.field)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "notes",
      "marketing",
    ]);
    const simple = mapHeaders(["name", "EMAIL ADDRESS", "Phone", "accepts_marketing"]);
    expect(simple.used.map((entry) => entry.field)).toEqual(["name", "email", "phone", "marketing"]);
  });

  it("reads a repeated header once", () => {
    const mapping = mapHeaders(["Email", "Name", "email"]);
    expect(mapping.columns.email).toEqual([0]);
    expect(mapping.ignored).toEqual(["email"]);
  });

  it("maps every header to at most one field, whatever it is called", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 12 }), (headers) => {
        const mapping = mapHeaders(headers);
        const indexes = Object.values(mapping.columns).flat();
        expect(new Set(indexes).size).toBe(indexes.length);
        expect(mapping.used.length + mapping.ignored.length).toBeLessThanOrEqual(headers.length);
      }),
    );
  });
});

describe("client import: values", () => {
  it("reads marketing consent as yes, no or neither", () => {
    for (const yes of ["Yes", "TRUE", "1", "y", "Opted in", "x"]) expect(parseConsent(yes)).toBe(true);
    for (const no of ["No", "false", "0", "", "  ", "Opted out"]) expect(parseConsent(no)).toBe(false);
    expect(parseConsent("maybe")).toBeNull();
  });

  it("reads UTF-8 with or without a byte order mark, and Windows-1252 from old Excel", () => {
    expect(decodeCsvBytes(new TextEncoder().encode("Name\nZoë"))).toBe("Name\nZoë");
    expect(decodeCsvBytes(Uint8Array.from([0x5a, 0x6f, 0xeb, 0x20, 0xa3, 0x35]))).toBe("Zoë £5");
  });
});

describe("client import: rows", () => {
  it("numbers rows as the file shows them and says what is wrong with each bad one", () => {
    const text = [
      "First Name,Last Name,Email,Mobile,Accepts Marketing",
      "Ann,Lee,Ann.Lee@Example.com,07700 900111,Yes",
      "",
      "Bob,,not-an-email,,No",
      ",,nameless@example.com,,",
      "Cat,Jones,cat@example.com,call me,perhaps",
      "Dan,Smith,,,",
    ].join("\r\n");
    const result = plan(text);
    expect(result.rowCount).toBe(5);
    expect(result.clients).toEqual([
      {
        row: 2,
        name: "Ann Lee",
        email: "ann.lee@example.com",
        phone: "07700 900111",
        notes: "",
        marketingConsent: true,
      },
    ]);
    expect(result.errors.map(formatRowError)).toEqual([
      "Row 4: email is not valid",
      "Row 5: name is missing",
      "Row 6: phone number is not valid; marketing consent must be yes or no",
      "Row 7: email is missing",
    ]);
    expect(result.preview.map((row) => [row.row, row.error ?? null])).toEqual([
      [2, null],
      [4, "email is not valid"],
      [5, "name is missing"],
      [6, "phone number is not valid; marketing consent must be yes or no"],
      [7, "email is missing"],
    ]);
  });

  it("numbers a value with line breaks as one row, as a spreadsheet shows it", () => {
    const result = plan('Name,Email,Notes\nAnn,ann@example.com,"Line one\nLine two\r\nLine three"\nBob,bad,\n');
    expect(result.clients[0].notes).toBe("Line one\nLine two\nLine three");
    expect(result.errors).toEqual([{ row: 3, message: "email is not valid" }]);
  });

  it("merges rows with one email: the first row wins, later rows fill what it left empty", () => {
    const result = plan(
      [
        "Name,Email,Phone,Notes,Marketing consent",
        "Ann Lee,ann@example.com,,,no",
        "Annie Lee,ANN@example.com,07700 900111,Nut allergy,yes",
        "A. Lee,ann@example.com,07000 000000,Other,no",
      ].join("\n"),
    );
    expect(result.duplicateRows).toBe(2);
    expect(result.preview.map((row) => row.mergedInto ?? null)).toEqual([null, 2, 2]);
    expect(result.clients).toEqual([
      {
        row: 2,
        name: "Ann Lee",
        email: "ann@example.com",
        phone: "07700 900111",
        notes: "Nut allergy",
        marketingConsent: true,
      },
    ]);
  });

  it("prefers first and last name to a full name, and a mobile to a landline", () => {
    const result = plan(`${FRESHA_HEADER}\n1,Ann,Lee,Ann L.,No,F,,0161 496 0000,ann@example.com,yes,no,,,,Likes tea`);
    expect(result.clients[0]).toMatchObject({ name: "Ann Lee", phone: "0161 496 0000", notes: "Likes tea" });
    const named = plan("Full Name,Email,Mobile Number,Telephone\nAnn Lee,ann@example.com,07700 900111,0161 496 0000");
    expect(named.clients[0]).toMatchObject({ name: "Ann Lee", phone: "07700 900111" });
  });

  it("cleans control characters and takes off our own export's formula guard", () => {
    const result = plan('Name,Email,Phone\n"Ann\u0007 Lee",ann@example.com,\'+44 7700 900111\n=cmd,b@example.com,');
    expect(result.clients.map((client) => [client.name, client.phone])).toEqual([
      ["Ann Lee", "+44 7700 900111"],
      ["=cmd", ""],
    ]);
  });

  it("reads semicolon-separated files and skips blank rows", () => {
    const result = plan("Name;Email\n;\nAnn;ann@example.com\n\n");
    expect(result.rowCount).toBe(1);
    expect(result.clients[0].email).toBe("ann@example.com");
  });

  it("shows the first rows in the preview only", () => {
    const rows = Array.from({ length: 25 }, (_, i) => `Client ${i},c${i}@example.com`);
    const result = plan(["Name,Email", ...rows].join("\n"));
    expect(result.preview).toHaveLength(CLIENT_IMPORT_PREVIEW_ROWS);
    expect(result.clients).toHaveLength(25);
  });

  it("refuses a file it cannot import at all, in one sentence", () => {
    const failure = (text: string) => {
      const result = planClientImport(text);
      expect(result.ok).toBe(false);
      return result.ok ? "" : result.error;
    };
    expect(failure("")).toBe("The file is empty.");
    expect(failure("Name,Phone\nAnn,0770")).toMatch(/no email column/);
    expect(failure("Email,Phone\nann@example.com,0770")).toMatch(/no name column/);
    expect(failure("Name,Email\n")).toMatch(/no clients below it/);
    expect(failure('Name,Email\n"Ann,ann@example.com\n')).toMatch(/never closed/);
    const many = ["Name,Email", ...Array.from({ length: CLIENT_IMPORT_MAX_ROWS + 1 }, (_, i) => `C,c${i}@x.com`)];
    expect(failure(many.join("\n"))).toBe("The file has 5,001 rows; import at most 5,000 at a time.");
  });

  it("reads back whatever our CSV writer wrote: every good row once, every bad row reported", () => {
    const client = fc.record({
      name: fc.string({ maxLength: 30 }),
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 })),
      phone: fc.oneof(fc.constant(""), fc.stringMatching(/^[0-9 +]{0,20}$/), fc.string({ maxLength: 8 })),
    });
    fc.assert(
      fc.property(fc.array(client, { minLength: 1, maxLength: 30 }), (people) => {
        const text = toCsv(
          ["Name", "Email", "Phone"],
          people.map((person) => [person.name, person.email, person.phone]),
        );
        const result = planClientImport(text);
        if (!result.ok) return; // e.g. every row blank
        expect(result.clients.length + result.errors.length + result.duplicateRows).toBe(result.rowCount);
        const rows = result.errors.map((error) => error.row);
        expect(new Set(rows).size).toBe(rows.length);
        for (const imported of result.clients) {
          expect(imported.email).toBe(imported.email.toLowerCase());
          expect(imported.name.trim()).not.toBe("");
          expect(imported.name).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
        }
        expect(new Set(result.clients.map((c) => c.email)).size).toBe(result.clients.length);
      }),
      { numRuns: 150 },
    );
  }, 20_000);
});

describe("Add client", () => {
  it("needs a name and a valid email; lower-cases the email; consent is a checkbox", () => {
    expect(
      addClientSchema.parse({ name: " Ann ", email: "Ann@Example.com ", phone: "", notes: "", marketingConsent: "on" }),
    ).toEqual({ name: "Ann", email: "ann@example.com", phone: "", notes: "", marketingConsent: true });
    const result = addClientSchema.safeParse({ name: "", email: "nope", phone: "call me" });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "phone"]));
  });
});
