import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import {
  CUSTOMER_ERASE_NOT_FOUND,
  CUSTOMER_HAS_UPCOMING,
  deleteBusiness,
  eraseCustomer,
  saveRetentionSetting,
} from "@/lib/privacy/actions";
import { listAuditEntries } from "@/lib/audit/queries";
import { hashPassword } from "@/lib/auth/password";
import { loadUser } from "@/lib/auth/load-user";
import { getCustomer, listCustomers } from "@/lib/customers/queries";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { customerReference } from "@/lib/privacy/customer-export";
import { ERASED_CUSTOMER_NAME } from "@/lib/privacy/queries";
import { purgeCustomerDetailsPastRetention } from "@/lib/privacy/retention";
import { DELETE_BUSINESS_NAME_MISMATCH, RETENTION_RANGE_MESSAGE } from "@/lib/privacy/schema";
import {
  auditLog,
  bookings,
  businesses,
  customerNotes,
  mailOutbox,
  releasedSlugs,
  services,
  staffMembers,
  users,
  type NewBooking,
} from "@/db/schema";
import { requestBusinessExport, requestCustomerExport } from "../support/export-routes";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import {
  emailOf,
  formerCustomerEmailOf,
  IDS,
  PASSWORD,
  seedTwoBusinesses,
  signedIn,
  snapshotTenant,
  type Tenant,
} from "../support/two-businesses";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

/** One customer address used by both businesses: each business's data about them is its own. */
const SHARED = "Shared.Person@Example.com";
const shared = SHARED.toLowerCase();
const NOW = new Date("2031-03-01T12:00:00Z");

describe.each(databaseKinds)("customer data (UK GDPR) on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const booking = (tenant: Tenant, values: Partial<NewBooking> & { startsAt: Date }): NewBooking => ({
    businessId: IDS[tenant].business,
    serviceId: IDS[tenant].service,
    staffId: IDS[tenant].staff,
    serviceName: `${tenant} Cut`,
    staffName: `${tenant} Colourist`,
    customerName: `${tenant} Shared Person`,
    customerEmail: SHARED,
    customerPhone: "+44 7700 900123",
    notes: `${tenant} booking note`,
    pricePence: 2500,
    status: "completed",
    endsAt: new Date(values.startsAt.getTime() + 30 * 60_000),
    ...values,
  });

  async function seedSharedCustomer() {
    const db = database.db;
    await db
      .insert(bookings)
      .values([
        booking("A", { startsAt: new Date("2030-01-07T10:00:00Z"), customerName: "=cmd|' /C calc'!A0" }),
        booking("A", { startsAt: new Date("2030-02-04T10:00:00Z"), status: "no_show", pricePence: 1500 }),
        booking("A", { startsAt: new Date("2030-03-04T10:00:00Z"), status: "cancelled" }),
        booking("B", { startsAt: new Date("2030-01-08T10:00:00Z") }),
      ]);
    await db.insert(customerNotes).values([
      { businessId: IDS.A.business, customerEmail: shared, notes: "A: allergic to latex" },
      { businessId: IDS.B.business, customerEmail: shared, notes: "B: likes tea" },
    ]);
    const mail = (tenant: Tenant, subject: string) => ({
      businessId: IDS[tenant].business,
      toAddress: SHARED,
      subject,
      textBody: `${tenant} body with secrets`,
      messageId: `<${tenant}-${subject.replace(/\W/g, "")}@test>`,
    });
    await db.insert(mailOutbox).values([mail("A", "Booking confirmed A"), mail("B", "Booking confirmed B")]);
  }

  beforeEach(async () => {
    await seedTwoBusinesses(database.db, passwordHash);
    await seedSharedCustomer();
  });

  const owner = (tenant: Tenant = "A") => signedIn(database.db, tenant, "owner");

  describe("export one customer", () => {
    it("gives this business's bookings, note and emails of that address as JSON, and records it", async () => {
      const response = await requestCustomerExport(database.db, await owner(), shared, "json", NOW);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        'attachment; filename="customer-a-shared-person-2031-03-01.json"',
      );
      const body = await response.json();
      expect(body.business).toEqual({ name: "A Salon", timeZone: "Europe/London" });
      expect(body.exportedAt).toBe(NOW.toISOString());
      expect(body.bookings).toHaveLength(3);
      expect(body.bookings.map((b: { service: string }) => b.service)).toEqual(["A Cut", "A Cut", "A Cut"]);
      expect(body.bookings[0]).toMatchObject({
        date: "Mon 7 Jan 2030",
        time: "10:00",
        startsAt: "2030-01-07T10:00:00.000Z",
        staff: "A Colourist",
        status: "completed",
        price: "25.00",
        notes: "A booking note",
        customerEmail: SHARED,
        customerPhone: "+44 7700 900123",
      });
      expect(body.businessNote.notes).toBe("A: allergic to latex");
      expect(body.emails).toEqual([
        expect.objectContaining({ subject: "Booking confirmed A", status: "pending", sentAt: null }),
      ]);
      const text = JSON.stringify(body);
      expect(text).not.toContain("B Salon");
      expect(text).not.toContain("likes tea");
      expect(text).not.toContain("body with secrets");

      const [entry] = await listAuditEntries(database.db, IDS.A.business, 50);
      expect(entry).toMatchObject({ action: "customer.export", actorName: "A Owner", subject: "3 bookings" });
      expect(entry.details).toEqual({ format: "json", bookings: 3, customerRef: customerReference(SHARED) });
      expect(JSON.stringify(entry)).not.toContain(shared);
      expect(await listAuditEntries(database.db, IDS.B.business, 50)).toEqual([]);
    });

    it("gives one CSV row per booking under a header, with formulas neutralized", async () => {
      const response = await requestCustomerExport(
        database.db,
        await signedIn(database.db, "A", "manager"),
        shared,
        "csv",
        NOW,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        'attachment; filename="customer-a-shared-person-2031-03-01.csv"',
      );
      const text = (await response.text()).replace(/^\uFEFF/, "");
      const lines = text.split("\r\n");
      expect(lines[0]).toBe(
        "Date,Time,Starts at (UTC),Ends at (UTC),Service,Staff,Status,Price (GBP),Booking notes,Customer name,Customer email,Customer phone,Booked at (UTC)",
      );
      expect(lines).toHaveLength(5); // header, 3 bookings, and the empty string after the last CRLF
      expect(lines[1]).toContain(`'=cmd|' /C calc'!A0,${SHARED},'+44 7700 900123`);
      expect(lines[2]).toContain("2030-02-04,10:00,2030-02-04T10:00:00.000Z");
      expect(text).not.toContain("B Cut");
      const [entry] = await listAuditEntries(database.db, IDS.A.business, 1);
      expect(entry).toMatchObject({ action: "customer.export", actorName: "A Manager", details: { format: "csv" } });
    });

    it("answers 404 JSON for another business's customer or an unknown one, and refuses staff and strangers", async () => {
      const a = await owner();
      for (const email of [`customer@b-salon.example.com`, "nobody@example.com", ""]) {
        const response = await requestCustomerExport(database.db, a, email, "json", NOW);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ code: "not_found" });
      }
      expect((await requestCustomerExport(database.db, a, shared, "xml", NOW)).status).toBe(400);
      expect(
        (await requestCustomerExport(database.db, await signedIn(database.db, "A", "staffUser"), shared, "json", NOW))
          .status,
      ).toBe(403);
      expect((await requestCustomerExport(database.db, null, shared, "json", NOW)).status).toBe(401);
      expect(await database.db.select().from(auditLog)).toEqual([]);
    });
  });

  describe("erase one customer", () => {
    it("anonymises their bookings, keeps the figures, deletes the note and emails, and leaves B alone", async () => {
      const bBefore = await snapshotTenant(database.db, "B");
      const [bNote] = await database.db
        .select()
        .from(customerNotes)
        .where(eq(customerNotes.businessId, IDS.B.business));
      const revenue = async () =>
        database.db
          .select({ count: sql<number>`count(*)::int`, revenue: sql<number>`sum(${bookings.pricePence})::int` })
          .from(bookings)
          .where(eq(bookings.businessId, IDS.A.business));
      const figuresBefore = await revenue();

      const result = await runAction(eraseCustomer, await owner(), { email: SHARED }, database.db);
      expect(result).toMatchObject({ ok: true, data: { bookings: 3 } });

      expect(await revenue()).toEqual(figuresBefore);
      expect(await getCustomer(database.db, IDS.A.business, shared, NOW)).toBeNull();
      const erased = await database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.businessId, IDS.A.business), eq(bookings.customerName, ERASED_CUSTOMER_NAME)));
      expect(erased).toHaveLength(3);
      const placeholder = erased[0].customerEmail;
      expect(placeholder).toMatch(/^erased-[0-9a-f-]{36}@invalid$/);
      for (const row of erased) {
        expect(row).toMatchObject({ customerEmail: placeholder, customerPhone: "", notes: "", serviceName: "A Cut" });
      }
      expect(erased.map((row) => row.status).sort()).toEqual(["cancelled", "completed", "no_show"]);
      // The list shows them once, as "Erased customer", with their visit still counted.
      const page = await listCustomers(database.db, IDS.A.business, { q: "Erased", sort: "name", page: 1 }, NOW);
      expect(page.items).toEqual([
        expect.objectContaining({ name: ERASED_CUSTOMER_NAME, visits: 1, totalSpentPence: 2500 }),
      ]);

      expect(
        await database.db.select().from(customerNotes).where(eq(customerNotes.businessId, IDS.A.business)),
      ).toEqual([]);
      expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, IDS.A.business))).toEqual([]);
      expect(await snapshotTenant(database.db, "B")).toEqual(bBefore);
      expect(
        await database.db.select().from(customerNotes).where(eq(customerNotes.businessId, IDS.B.business)),
      ).toEqual([bNote]);

      const [entry] = await listAuditEntries(database.db, IDS.A.business, 50);
      expect(entry).toMatchObject({ action: "customer.erase", actorName: "A Owner", subject: "3 bookings" });
      expect(entry.details).toMatchObject({ bookings: 3, emails: 1 });
      expect(JSON.stringify(entry)).not.toContain(shared);

      // A second erased person gets their own placeholder: the list never merges them.
      expect(
        await runAction(eraseCustomer, await owner(), { email: formerCustomerEmailOf("A") }, database.db),
      ).toMatchObject({ ok: true, data: { bookings: 1 } });
      const placeholders = await database.db
        .selectDistinct({ email: bookings.customerEmail })
        .from(bookings)
        .where(and(eq(bookings.businessId, IDS.A.business), eq(bookings.customerName, ERASED_CUSTOMER_NAME)));
      expect(placeholders).toHaveLength(2);
    });

    it("refuses while the customer has upcoming appointments, and changes nothing", async () => {
      const before = await snapshotTenant(database.db, "A");
      const result = await runAction(
        eraseCustomer,
        await owner(),
        { email: "customer@a-salon.example.com" },
        database.db,
      );
      expect(result).toEqual({ ok: false, code: "conflict", error: CUSTOMER_HAS_UPCOMING });
      expect(await snapshotTenant(database.db, "A")).toEqual(before);
      expect(await database.db.select().from(auditLog)).toEqual([]);
    });

    it("does not find another business's customer, and is the owner's alone", async () => {
      const before = await snapshotTenant(database.db, "B");
      const foreign = await runAction(eraseCustomer, await owner(), { email: formerCustomerEmailOf("B") }, database.db);
      expect(foreign).toEqual({ ok: false, code: "not_found", error: CUSTOMER_ERASE_NOT_FOUND });
      expect(await snapshotTenant(database.db, "B")).toEqual(before);
      const manager = await runAction(
        eraseCustomer,
        await signedIn(database.db, "A", "manager"),
        { email: SHARED },
        database.db,
      );
      expect(manager).toEqual({ ok: false, code: "forbidden", error: FORBIDDEN_MESSAGE });
      expect(await runAction(eraseCustomer, await owner(), { email: "" }, database.db)).toMatchObject({ ok: false });
    });
  });

  describe("retention", () => {
    it("purges only bookings older than N months, only where the setting is on, once", async () => {
      const db = database.db;
      // A keeps 12 months. The shared customer also booked recently, a second customer only long ago.
      expect(await runAction(saveRetentionSetting, await owner(), { enabled: "on", months: "12" }, db)).toMatchObject({
        ok: true,
      });
      await db.insert(bookings).values([
        booking("A", { startsAt: new Date("2030-06-02T10:00:00Z") }),
        booking("A", {
          startsAt: new Date("2029-05-07T10:00:00Z"),
          customerEmail: "old.timer@example.com",
          customerName: "Old Timer",
        }),
      ]);
      await db
        .insert(customerNotes)
        .values({ businessId: IDS.A.business, customerEmail: "old.timer@example.com", notes: "x" });
      const now = new Date("2031-03-01T12:00:00Z"); // cutoff 2030-03-01 12:00
      const bBefore = await snapshotTenant(db, "B");

      expect(await purgeCustomerDetailsPastRetention(db, now)).toEqual({ businesses: 1, bookings: 4, clients: 0 });

      const rows = await db.select().from(bookings).where(eq(bookings.businessId, IDS.A.business));
      const erasedStarts = rows
        .filter((row) => row.customerName === ERASED_CUSTOMER_NAME)
        .map((row) => row.startsAt.toISOString())
        .sort();
      // The shared customer's January and February bookings, the former client's (2025) and the old timer's.
      expect(erasedStarts).toEqual([
        "2025-06-02T10:00:00.000Z",
        "2029-05-07T10:00:00.000Z",
        "2030-01-07T10:00:00.000Z",
        "2030-02-04T10:00:00.000Z",
      ]);
      // March 2030 (after the cutoff), June 2030 and the 2031 appointments keep their customers.
      expect(rows.filter((row) => row.customerEmail === SHARED)).toHaveLength(2);
      // The shared customer still comes: their note stays. The old timer's goes with their last booking.
      const notes = await db.select().from(customerNotes).where(eq(customerNotes.businessId, IDS.A.business));
      expect(notes.map((note) => note.customerEmail)).toEqual([shared]);
      expect(await snapshotTenant(db, "B")).toEqual(bBefore);

      const [entry] = await listAuditEntries(db, IDS.A.business, 1);
      expect(entry).toMatchObject({
        action: "retention.purge",
        actorName: "Automatic retention",
        details: { bookings: 4, months: 12 },
      });
      expect(await purgeCustomerDetailsPastRetention(db, now)).toEqual({ businesses: 0, bookings: 0, clients: 0 });
      expect(await listAuditEntries(db, IDS.A.business, 50)).toHaveLength(1);
    });

    it("validates the setting and switches it off", async () => {
      for (const months of ["0", "121", "1.5", "abc", ""]) {
        const result = await runAction(saveRetentionSetting, await owner(), { enabled: "on", months }, database.db);
        expect(result).toMatchObject({ ok: false, fieldErrors: { months: RETENTION_RANGE_MESSAGE } });
      }
      expect(
        await runAction(saveRetentionSetting, await owner(), { enabled: "on", months: "120" }, database.db),
      ).toMatchObject({
        ok: true,
        data: { months: 120 },
      });
      expect(await runAction(saveRetentionSetting, await owner(), { months: "5" }, database.db)).toMatchObject({
        ok: true,
        data: { months: null },
      });
      const [row] = await database.db
        .select({ months: businesses.customerRetentionMonths })
        .from(businesses)
        .where(eq(businesses.id, IDS.A.business));
      expect(row.months).toBeNull();
      expect(
        await runAction(
          saveRetentionSetting,
          await signedIn(database.db, "A", "manager"),
          { enabled: "on", months: "6" },
          database.db,
        ),
      ).toEqual({ ok: false, code: "forbidden", error: FORBIDDEN_MESSAGE });
    });
  });

  describe("the whole business", () => {
    it("exports everything but secrets to its owner, and records it", async () => {
      const response = await requestBusinessExport(database.db, await owner(), NOW);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="a-salon-data-2031-03-01.json"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      const body = JSON.parse(text);
      expect(body.business).toMatchObject({ id: IDS.A.business, name: "A Salon" });
      expect(body.services.map((s: { name: string }) => s.name)).toEqual(["A Cut"]);
      expect(body.staff).toHaveLength(2);
      expect(body.bookings).toHaveLength(6);
      // The staff training days and the staff user's own time off (My Availability).
      expect(body.blackouts).toHaveLength(2);
      expect(body.customerNotes).toEqual([expect.objectContaining({ notes: "A: allergic to latex" })]);
      expect(body.team.map((u: { role: string }) => u.role).sort()).toEqual(["manager", "owner", "staff"]);
      const [business] = await database.db.select().from(businesses).where(eq(businesses.id, IDS.A.business));
      const [member] = await database.db.select().from(staffMembers).where(eq(staffMembers.id, IDS.A.staff));
      expect(text).not.toContain(business.icalToken);
      expect(text).not.toContain(member.icalToken);
      expect(text).not.toContain("customDomainToken");
      expect(text).not.toMatch(/passwordHash|\$argon2/);
      expect(text).not.toContain("127.0.0.1:9"); // the personal calendar's secret address
      expect(text).not.toContain("B Salon");
      const [entry] = await listAuditEntries(database.db, IDS.A.business, 1);
      expect(entry).toMatchObject({ action: "business.export", actorName: "A Owner" });

      expect((await requestBusinessExport(database.db, await signedIn(database.db, "A", "manager"), NOW)).status).toBe(
        403,
      );
      expect((await requestBusinessExport(database.db, null, NOW)).status).toBe(401);
    });

    it("deletes the business, its data and every account of it only with its exact name, leaving B alone", async () => {
      const db = database.db;
      const bBefore = await snapshotTenant(db, "B");
      for (const confirmName of ["a salon", "A Salo", "B Salon", ""]) {
        const wrong = await runAction(deleteBusiness, await owner(), { confirmName }, db);
        expect(wrong).toMatchObject({ ok: false, error: DELETE_BUSINESS_NAME_MISMATCH });
      }
      expect(
        await runAction(deleteBusiness, await signedIn(db, "A", "manager"), { confirmName: "A Salon" }, db),
      ).toEqual({
        ok: false,
        code: "forbidden",
        error: FORBIDDEN_MESSAGE,
      });
      expect(await db.select().from(businesses).where(eq(businesses.id, IDS.A.business))).toHaveLength(1);

      const result = await runAction(deleteBusiness, await owner(), { confirmName: " A Salon " }, db);
      expect(result).toMatchObject({ ok: true });

      expect(await db.select().from(businesses).where(eq(businesses.id, IDS.A.business))).toEqual([]);
      for (const table of [bookings, services, staffMembers, customerNotes, mailOutbox, auditLog] as const) {
        expect(await db.select().from(table).where(eq(table.businessId, IDS.A.business))).toEqual([]);
      }
      expect(
        await db
          .select()
          .from(mailOutbox)
          .where(sql`${mailOutbox.businessId} is null`),
      ).toEqual([]);
      for (const who of ["owner", "manager", "staffUser"] as const) {
        expect(await loadUser(db, IDS.A[who])).toBeNull();
      }
      expect(
        await db
          .select()
          .from(users)
          .where(eq(users.email, emailOf("A", "owner"))),
      ).toEqual([]);
      expect(await db.select().from(releasedSlugs)).toEqual([
        expect.objectContaining({ slug: "a-salon", businessId: IDS.A.business }),
      ]);
      expect(await snapshotTenant(db, "B")).toEqual(bBefore);
      expect(await loadUser(db, IDS.B.owner)).not.toBeNull();
    });
  });
});
