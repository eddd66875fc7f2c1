import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { findCustomers } from "@/lib/bookings/appointment-actions";
import {
  addClient,
  importClients,
  previewClientImport,
  type ClientImportPreview,
  type ClientImportResult,
} from "@/lib/customers/client-actions";
import { eraseCustomer } from "@/lib/privacy/actions";
import { listAuditEntries } from "@/lib/audit/queries";
import { hashPassword } from "@/lib/auth/password";
import type { ImportedClient } from "@/lib/customers/client-import";
import { countClients, writeImportedClients } from "@/lib/customers/client-queries";
import { getCustomer, getCustomerNote, listCustomers } from "@/lib/customers/queries";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { purgeCustomerDetailsPastRetention } from "@/lib/privacy/retention";
import { CLIENT_EXISTS_MESSAGE } from "@/lib/customers/clients-schema";
import { bookings, businesses, clients, customerNotes, type NewBooking } from "@/db/schema";
import { requestBusinessExport, requestCustomerExport } from "../support/export-routes";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import {
  IDS,
  PASSWORD,
  PORTAL_ON,
  seedTwoBusinesses,
  signedIn,
  snapshotAll,
  snapshotTenant,
  type Tenant,
  type Who,
} from "../support/two-businesses";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const csv = (lines: string[]) => new Blob([`${lines.join("\r\n")}\r\n`], { type: "text/csv" });
const FRESHA_HEADER = "First Name,Last Name,Email,Mobile Number,Accepts Marketing,Note";

/** 500 clients in file rows 2-501; rows 15, 200 and 499 are bad. */
const BAD_ROWS: Record<number, string> = {
  15: "Client,Fifteen,not-an-email,07700 900015,No,",
  200: ",,client200@example.com,07700 900200,No,",
  499: "Client,FourNineNine,client499@example.com,07700 900499,maybe,",
};
function fiveHundredRows(): Blob {
  const lines = [FRESHA_HEADER];
  for (let row = 2; row <= 501; row += 1) {
    lines.push(
      BAD_ROWS[row] ??
        `Client,No${row},Client${row}@Example.com,07700 9${String(row).padStart(5, "0")},${row % 2 ? "Yes" : "No"},${row === 3 ? "Nut allergy" : ""}`,
    );
  }
  return csv(lines);
}

describe.each(databaseKinds)("the client book on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await seedTwoBusinesses(database.db, passwordHash, {
      ...PORTAL_ON,
      staffCanModifyBookings: true,
      staffCanViewAllBookings: false,
    });
  });

  const as = (who: Who, tenant: Tenant = "A") => signedIn(database.db, tenant, who);
  const importFile = async (file: Blob, tenant: Tenant = "A", who: Who = "owner") =>
    runAction(importClients, await as(who, tenant), { file }, database.db);
  const clientsOf = (tenant: Tenant) =>
    database.db.select().from(clients).where(eq(clients.businessId, IDS[tenant].business));
  const booking = (tenant: Tenant, values: Partial<NewBooking>): NewBooking => ({
    businessId: IDS[tenant].business,
    serviceName: "Cut",
    staffName: "Stylist",
    customerName: "Booked Person",
    customerEmail: "booked@example.com",
    startsAt: new Date("2031-01-10T10:00:00Z"),
    endsAt: new Date("2031-01-10T10:30:00Z"),
    status: "completed",
    pricePence: 2000,
    ...values,
  });

  it("imports a 500-row file with 3 bad rows as 497 clients and names the 3 rows; a second import adds nothing", async () => {
    const preview = await runAction(previewClientImport, await as("owner"), { file: fiveHundredRows() }, database.db);
    expect(preview.ok).toBe(true);
    const seen = (preview as { data: ClientImportPreview }).data;
    expect(seen).toMatchObject({ rowCount: 500, clientCount: 497, newCount: 497, errorCount: 3, duplicateRows: 0 });
    expect(seen.mapping.map((column) => column.label)).toEqual([
      "First name",
      "Last name",
      "Email",
      "Phone",
      "Marketing consent",
      "Notes",
    ]);
    expect(await countClients(database.db, IDS.A.business)).toBe(0);

    const result = await importFile(fiveHundredRows());
    expect(result).toMatchObject({ ok: true, message: "497 clients imported; 3 rows skipped." });
    const data = (result as { data: ClientImportResult }).data;
    expect(data).toMatchObject({ imported: 497, created: 497, updated: 0, skipped: 3 });
    expect(data.errors).toEqual([
      "Row 15: email is not valid",
      "Row 200: name is missing",
      "Row 499: marketing consent must be yes or no",
    ]);
    expect(await countClients(database.db, IDS.A.business)).toBe(497);
    const [row3] = await database.db
      .select()
      .from(clients)
      .where(and(eq(clients.businessId, IDS.A.business), eq(clients.email, "client3@example.com")));
    expect(row3).toMatchObject({ name: "Client No3", phone: "07700 900003", source: "import", marketingConsent: true });
    expect(row3.marketingConsentAt).toBeInstanceOf(Date);
    expect(await getCustomerNote(database.db, IDS.A.business, "client3@example.com")).toBe("Nut allergy");

    // They are customers: listed, searchable, with no visits.
    const page = await listCustomers(
      database.db,
      IDS.A.business,
      { q: "client42@", sort: "name", page: 1 },
      new Date(),
    );
    expect(page.items.map((customer) => customer.email)).toEqual(["client42@example.com"]);
    expect(page.items[0]).toMatchObject({ visits: 0, lastVisit: null, totalSpentPence: 0 });
    expect(page.items[0].client).toMatchObject({ source: "import", marketingConsent: false });

    // The audit row has the counts, never an address or a name.
    const [entry] = await listAuditEntries(database.db, IDS.A.business);
    expect(entry).toMatchObject({ action: "clients.import", subject: "497 clients" });
    expect(entry.details).toEqual({ rows: 500, clients: 497, created: 497, updated: 0, skipped: 3 });

    const before = await snapshotTenant(database.db, "A");
    const again = await importFile(fiveHundredRows());
    expect((again as { data: ClientImportResult }).data).toMatchObject({ imported: 497, created: 0, updated: 0 });
    expect(await countClients(database.db, IDS.A.business)).toBe(497);
    expect((await snapshotTenant(database.db, "A")).clients).toEqual(before.clients);
  });

  it("merges by email: within the file, into client records and into customers from bookings, never overwriting", async () => {
    await database.db.insert(bookings).values(booking("A", { customerEmail: "Booked@Example.com" }));
    await database.db.insert(clients).values({
      businessId: IDS.A.business,
      name: "Kept Name",
      email: "kept@example.com",
      phone: "",
      source: "manual",
    });
    await database.db
      .insert(customerNotes)
      .values({ businessId: IDS.A.business, customerEmail: "booked@example.com", notes: "Existing note" });

    const result = await importFile(
      csv([
        "Name,Email,Phone,Notes,Marketing consent",
        "Renamed Person,kept@example.com,07700 900001,New note,yes",
        "Other Name,BOOKED@example.com,07700 900002,Imported note,",
        "New Person,new@example.com,,,no",
        "New Again,NEW@example.com,07700 900003,Later note,yes",
      ]),
    );
    expect((result as { data: ClientImportResult }).data).toMatchObject({
      imported: 3,
      created: 2,
      updated: 1,
      duplicateRows: 1,
    });
    const rows = Object.fromEntries((await clientsOf("A")).map((row) => [row.email, row]));
    expect(rows["kept@example.com"]).toMatchObject({
      name: "Kept Name",
      phone: "07700 900001",
      marketingConsent: true,
    });
    expect(rows["booked@example.com"]).toMatchObject({ name: "Other Name", phone: "07700 900002" });
    expect(rows["new@example.com"]).toMatchObject({
      name: "New Person",
      phone: "07700 900003",
      marketingConsent: true,
    });
    expect(await getCustomerNote(database.db, IDS.A.business, "booked@example.com")).toBe("Existing note");
    expect(await getCustomerNote(database.db, IDS.A.business, "kept@example.com")).toBe("New note");
    expect(await getCustomerNote(database.db, IDS.A.business, "new@example.com")).toBe("Later note");

    // One row per email in the list: the booking's figures with the record's name.
    const booked = await getCustomer(database.db, IDS.A.business, "booked@example.com", new Date("2031-02-01"));
    expect(booked).toMatchObject({ name: "Other Name", visits: 1, totalSpentPence: 2000 });
    const all = await listCustomers(database.db, IDS.A.business, { q: "", sort: "name", page: 1 }, new Date());
    expect(all.items.map((customer) => customer.email).sort()).toEqual([
      "booked@example.com",
      "customer@a-salon.example.com",
      "former@a-salon.example.com",
      "kept@example.com",
      "new@example.com",
    ]);

    // A blank or 'no' never takes consent or a phone number away.
    await importFile(csv(["Name,Email,Phone,Marketing consent", "Kept Name,kept@example.com,,no"]));
    expect((await clientsOf("A")).find((row) => row.email === "kept@example.com")).toMatchObject({
      phone: "07700 900001",
      marketingConsent: true,
    });
  });

  it("writes nothing when the transaction fails part-way", async () => {
    const rows: ImportedClient[] = Array.from({ length: 600 }, (_, i) => ({
      row: i + 2,
      name: i === 550 ? "x".repeat(121) : `Client ${i}`,
      email: `c${i}@example.com`,
      phone: "",
      notes: i === 1 ? "A note" : "",
      marketingConsent: false,
    }));
    await expect(
      database.db.transaction((tx) =>
        writeImportedClients(tx, { businessId: IDS.A.business, rows, userId: null, now: new Date() }),
      ),
    ).rejects.toThrow();
    expect(await countClients(database.db, IDS.A.business)).toBe(0);
    expect(await getCustomerNote(database.db, IDS.A.business, "c1@example.com")).toBe("");
  });

  it("refuses a file it cannot read as a field error, and a file with no good row", async () => {
    const before = await snapshotAll(database.db);
    expect(await importFile(csv(["Name,Phone", "Ann,0770"]))).toMatchObject({
      ok: false,
      fieldErrors: { file: expect.stringMatching(/no email column/) },
    });
    expect(await importFile(csv(["Name,Email", "Ann,nope"]))).toMatchObject({
      ok: false,
      fieldErrors: { file: "None of the 1 row can be imported: fix them and try again." },
    });
    expect(await runAction(importClients, await as("owner"), { file: "not a file" }, database.db)).toMatchObject({
      ok: false,
      fieldErrors: { file: "Choose a CSV file to import." },
    });
    expect(await snapshotAll(database.db)).toEqual(before);
  });

  it("keeps each business's client book its own", async () => {
    const file = () => csv(["Name,Email,Phone", "Shared Person,shared@example.com,07700 900111"]);
    await importFile(file(), "A");
    const a = await snapshotTenant(database.db, "A");
    // B imports the same address: a record of its own, A's untouched; nothing of A is in B's lists.
    const result = await importFile(csv(["Name,Email,Phone", "B Name,shared@example.com,"]), "B");
    expect((result as { data: ClientImportResult }).data).toMatchObject({ created: 1, updated: 0 });
    expect(await snapshotTenant(database.db, "A")).toEqual(a);
    expect((await clientsOf("B")).map((row) => [row.name, row.phone])).toEqual([["B Name", ""]]);
    const bList = await listCustomers(database.db, IDS.B.business, { q: "", sort: "name", page: 1 }, new Date());
    expect(bList.items.find((customer) => customer.email === "shared@example.com")?.name).toBe("B Name");
    await runAction(addClient, await as("owner", "A"), { name: "Only A", email: "only.a@example.com" }, database.db);
    expect(await getCustomer(database.db, IDS.B.business, "only.a@example.com", new Date())).toBeNull();
    const bOwner = await as("owner", "B");
    const found = await runAction(findCustomers, bOwner, { query: "only.a" }, database.db);
    expect(found).toMatchObject({ ok: true, data: [] });
    // B's preview counts the address as new for B.
    const preview = await runAction(
      previewClientImport,
      bOwner,
      { file: csv(["Name,Email", "X,only.a@example.com"]) },
      database.db,
    );
    expect((preview as { data: ClientImportPreview }).data.newCount).toBe(1);
  });

  it("lets owners and managers add and import clients, never staff", async () => {
    const staff = await as("staffUser");
    const before = await snapshotAll(database.db);
    for (const [definition, input] of [
      [importClients, { file: csv(["Name,Email", "Ann,ann@example.com"]) }],
      [previewClientImport, { file: csv(["Name,Email", "Ann,ann@example.com"]) }],
      [addClient, { name: "Ann", email: "ann@example.com" }],
    ] as const) {
      expect(await runAction(definition as never, staff, input, database.db)).toEqual({
        ok: false,
        code: "forbidden",
        error: FORBIDDEN_MESSAGE,
      });
    }
    expect(await snapshotAll(database.db)).toEqual(before);
    expect(await importFile(csv(["Name,Email", "Ann,ann@example.com"]), "A", "manager")).toMatchObject({ ok: true });
  });

  it("adds a client with field errors first, refuses a known email, and shows them with no visits", async () => {
    const owner = await as("owner");
    const invalid = await runAction(
      addClient,
      owner,
      { name: "", email: "nope", phone: "call me", notes: "Kept" },
      database.db,
    );
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: {
        name: "Enter the client's name.",
        email: "Enter a valid email address, like name@example.com.",
        phone: "Enter a phone number with digits, spaces and + ( ) - only.",
      },
      values: { name: "", email: "nope", phone: "call me", notes: "Kept" },
    });
    const added = await runAction(
      addClient,
      owner,
      {
        name: "Zoë Adams",
        email: "Zoe.Adams@Example.com",
        phone: "07700 900777",
        notes: "Prefers mornings",
        marketingConsent: "on",
      },
      database.db,
    );
    expect(added).toMatchObject({
      ok: true,
      data: { email: "zoe.adams@example.com", href: "/dashboard/customers/zoe.adams%40example.com" },
    });
    const zoe = await getCustomer(database.db, IDS.A.business, "ZOE.adams@example.com", new Date());
    expect(zoe).toMatchObject({ name: "Zoë Adams", phone: "07700 900777", visits: 0, lastVisit: null });
    expect(zoe?.client).toMatchObject({ source: "manual", marketingConsent: true });
    expect(await getCustomerNote(database.db, IDS.A.business, "zoe.adams@example.com")).toBe("Prefers mornings");

    // The same email again, or the email of a customer who only booked: a field error.
    await database.db.insert(bookings).values(booking("A", { customerEmail: "Walk.In@Example.com" }));
    for (const email of ["zoe.adams@example.com", "walk.in@example.com"]) {
      expect(await runAction(addClient, owner, { name: "Again", email }, database.db)).toMatchObject({
        ok: false,
        fieldErrors: { email: CLIENT_EXISTS_MESSAGE },
      });
    }
    expect(await countClients(database.db, IDS.A.business)).toBe(1);
  });

  it("offers clients in New appointment's customer search to those who see every booking", async () => {
    await importFile(csv(["First Name,Last Name,Email,Mobile", "Imogen,Price,imogen@example.com,07700 900321"]));
    const owner = await as("owner");
    expect(await runAction(findCustomers, owner, { query: "imog" }, database.db)).toEqual({
      ok: true,
      data: [{ name: "Imogen Price", email: "imogen@example.com", phone: "07700 900321" }],
    });
    // A staff user who sees only their own bookings does not see the client book.
    expect(await runAction(findCustomers, await as("staffUser"), { query: "imog" }, database.db)).toEqual({
      ok: true,
      data: [],
    });
  });

  it("exports, erases and, past the retention period, deletes a client record", async () => {
    const owner = await as("owner");
    await runAction(
      addClient,
      owner,
      { name: "Nina Booked-Never", email: "nina@example.com", notes: "Allergic to latex", marketingConsent: "on" },
      database.db,
    );
    const json = await (await requestCustomerExport(database.db, owner, "nina@example.com", "json")).json();
    expect(json.customer).toEqual({ email: "nina@example.com", name: "Nina Booked-Never" });
    expect(json.clientRecord).toMatchObject({ name: "Nina Booked-Never", marketingConsent: true, source: "manual" });
    expect(json.businessNote.notes).toBe("Allergic to latex");
    expect(json.bookings).toEqual([]);
    const business = await (await requestBusinessExport(database.db, owner)).json();
    expect(business.clients.map((client: { email: string }) => client.email)).toEqual(["nina@example.com"]);

    expect(await runAction(eraseCustomer, owner, { email: "nina@example.com" }, database.db)).toMatchObject({
      ok: true,
      message: "The customer's client record was erased.",
    });
    expect(await clientsOf("A")).toEqual([]);
    expect(await getCustomerNote(database.db, IDS.A.business, "nina@example.com")).toBe("");
    expect((await requestCustomerExport(database.db, owner, "nina@example.com", "json")).status).toBe(404);

    // Retention: a record untouched for longer than the period goes with its note, unless a newer booking keeps it.
    await database.db.update(businesses).set({ customerRetentionMonths: 12 }).where(eq(businesses.id, IDS.A.business));
    const old = new Date("2029-01-01T00:00:00Z");
    await database.db.insert(clients).values([
      { businessId: IDS.A.business, name: "Old", email: "old@example.com", createdAt: old, updatedAt: old },
      { businessId: IDS.A.business, name: "Back", email: "back@example.com", createdAt: old, updatedAt: old },
      {
        businessId: IDS.A.business,
        name: "Recent",
        email: "recent@example.com",
        createdAt: new Date("2031-05-15T00:00:00Z"),
        updatedAt: new Date("2031-05-15T00:00:00Z"),
      },
      { businessId: IDS.B.business, name: "B Old", email: "old@example.com", createdAt: old, updatedAt: old },
    ]);
    await database.db.insert(customerNotes).values([
      { businessId: IDS.A.business, customerEmail: "old@example.com", notes: "Old note" },
      { businessId: IDS.A.business, customerEmail: "back@example.com", notes: "Back note" },
    ]);
    const now = new Date("2031-06-01T12:00:00Z");
    await database.db.insert(bookings).values(
      booking("A", {
        customerEmail: "back@example.com",
        startsAt: new Date("2031-05-01T10:00:00Z"),
        endsAt: new Date("2031-05-01T10:30:00Z"),
      }),
    );
    const purged = await purgeCustomerDetailsPastRetention(database.db, now);
    expect(purged.clients).toBe(1);
    expect((await clientsOf("A")).map((row) => row.email).sort()).toEqual(["back@example.com", "recent@example.com"]);
    expect(await getCustomerNote(database.db, IDS.A.business, "old@example.com")).toBe("");
    expect(await getCustomerNote(database.db, IDS.A.business, "back@example.com")).toBe("Back note");
    expect((await clientsOf("B")).map((row) => row.email)).toEqual(["old@example.com"]);
  });
});
