import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditEntryLabel } from "@/lib/audit/labels";
import {
  businessExportFileName,
  customerExportFileName,
  escapeCsvField,
  fileNameSlug,
  neutralizeFormula,
  toCsv,
} from "@/lib/privacy/csv";

/** A small RFC 4180 reader, independent of the writer: fields of each CRLF-ended record. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
      } else {
        field += c;
        i += 1;
      }
    } else if (c === '"') {
      quoted = true;
      i += 1;
    } else if (c === ",") {
      record.push(field);
      field = "";
      i += 1;
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 2;
    } else {
      field += c;
      i += 1;
    }
  }
  expect(field).toBe("");
  expect(record).toEqual([]);
  return records;
}

describe("CSV fields", () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["+44 7700 900123", "'+44 7700 900123"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", '"\'\r=1"'],
    ["plain", "plain"],
    ["", ""],
    ["a=b", "a=b"],
  ])("neutralizes a formula start: %j → %j", (input, output) => {
    expect(escapeCsvField(input)).toBe(output);
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(escapeCsvField("Smith, Jane")).toBe('"Smith, Jane"');
    expect(escapeCsvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(escapeCsvField("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(escapeCsvField("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
    expect(escapeCsvField('=HYPERLINK("x", "y")')).toBe('"\'=HYPERLINK(""x"", ""y"")"');
  });

  it("keeps unicode as it is", () => {
    expect(escapeCsvField("Zoë Ångström 李小龍 💇")).toBe("Zoë Ångström 李小龍 💇");
    expect(toCsv(["Name"], [["Zoë"]])).toBe("Name\r\nZoë\r\n");
  });

  it("writes a header row and CRLF-ended records", () => {
    expect(
      toCsv(
        ["Date", "Name"],
        [
          ["2026-11-25", "Jane"],
          ["2026-11-26", "=1+1"],
        ],
      ),
    ).toBe("Date,Name\r\n2026-11-25,Jane\r\n2026-11-26,'=1+1\r\n");
  });

  it("reads back every field (neutralized) whatever it holds", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "binary", maxLength: 20 }), { minLength: 3, maxLength: 3 }), {
          maxLength: 8,
        }),
        (rows) => {
          const parsed = parseCsv(toCsv(["a", "b", "c"], rows));
          expect(parsed).toEqual([["a", "b", "c"], ...rows.map((row) => row.map(neutralizeFormula))]);
        },
      ),
      { numRuns: 150 },
    );
    // 150 runs of binary strings: well under a second alone, over five on a loaded CI machine.
  }, 30_000);

  it("never leaves a cell a spreadsheet would evaluate", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 20 }), (value) => {
        const cell = parseCsv(toCsv(["x"], [[value]]))[1][0];
        expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("export file names", () => {
  it("slugs the customer's name and dates the file", () => {
    expect(customerExportFileName("Jane O'Neil-Smith", "2026-11-25", "csv")).toBe(
      "customer-jane-o-neil-smith-2026-11-25.csv",
    );
    expect(customerExportFileName("Zoë Ångström", "2026-11-25", "json")).toBe("customer-zoe-angstrom-2026-11-25.json");
    expect(customerExportFileName("李小龍", "2026-11-25", "json")).toBe("customer-2026-11-25.json");
    expect(customerExportFileName('=cmd"; rm -rf /', "2026-11-25", "csv")).toBe("customer-cmd-rm-rf-2026-11-25.csv");
  });

  it("keeps slugs short and header-safe", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = fileNameSlug(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slug.length).toBeLessThanOrEqual(40);
      }),
    );
  });

  it("names the business export after the business", () => {
    expect(businessExportFileName("Bella Beauty Studio", "2026-11-25")).toBe(
      "bella-beauty-studio-data-2026-11-25.json",
    );
    expect(businessExportFileName("", "2026-11-25")).toBe("business-data-2026-11-25.json");
  });
});

describe("audit entry labels", () => {
  it.each([
    ["customer.export", { format: "csv" }, "Exported customer data (CSV)"],
    ["customer.export", { format: "json" }, "Exported customer data (JSON)"],
    ["customer.export", {}, "Exported customer data"],
    ["customer.erase", { bookings: 3 }, "Erased a customer (3 bookings)"],
    ["customer.erase", { bookings: 1 }, "Erased a customer (1 booking)"],
    [
      "retention.purge",
      { bookings: 12, months: 24 },
      "Deleted old customer details (12 bookings), older than 24 months",
    ],
    [
      "retention.purge",
      { bookings: 12, clients: 2, months: 24 },
      "Deleted old customer details (12 bookings, 2 client records), older than 24 months",
    ],
    ["business.export", {}, "Exported all business data"],
    ["clients.import", { clients: 497, skipped: 3 }, "Imported clients (497 clients, 3 rows skipped)"],
    ["clients.import", { clients: 1, skipped: 0 }, "Imported clients (1 client)"],
    ["something.new", {}, "something.new"],
  ] as const)("%s %j → %s", (action, details, label) => {
    expect(auditEntryLabel(action, details as Record<string, unknown>)).toBe(label);
  });
});
