import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingStatusCounts, bookings, businesses, staffMembers, type NewBooking } from "@/db/schema";
import { BOOKING_STATUSES, type BookingStatus } from "@/lib/constants";
import { staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { openDatabaseBefore, type PartlyMigratedDatabase } from "../support/migrations";

/*
 * `booking_status_counts` is kept by statement triggers on bookings (db/migrations/0018_booking_status_counts.sql).
 * Whatever happens to bookings — bulk inserts, status and staff changes, deletes, a staff member or a whole
 * business deleted (foreign-key cascades), TRUNCATE — it must equal a count of the bookings themselves.
 */

type Op =
  | { kind: "insert"; business: number; rows: Array<{ staff: number | null; status: BookingStatus }> }
  | { kind: "setStatus"; pick: number[]; status: BookingStatus }
  | { kind: "setStaff"; pick: number[]; staff: number | null }
  | { kind: "delete"; pick: number[] }
  | { kind: "deleteStaff"; business: number; staff: number }
  | { kind: "upsert"; pick: number[]; status: BookingStatus };

const status = fc.constantFrom(...BOOKING_STATUSES);
const staffIndex = fc.option(fc.integer({ min: 0, max: 2 }), { nil: null });
const pick = fc.array(fc.nat(), { maxLength: 6 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("insert" as const),
    business: fc.integer({ min: 0, max: 1 }),
    rows: fc.array(fc.record({ staff: staffIndex, status }), { minLength: 1, maxLength: 8 }),
  }),
  fc.record({ kind: fc.constant("setStatus" as const), pick, status }),
  fc.record({ kind: fc.constant("setStaff" as const), pick, staff: staffIndex }),
  fc.record({ kind: fc.constant("delete" as const), pick }),
  fc.record({
    kind: fc.constant("deleteStaff" as const),
    business: fc.integer({ min: 0, max: 1 }),
    staff: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ kind: fc.constant("upsert" as const), pick, status }),
);

describe.each(databaseKinds)("booking status counts on %s", (kind) => {
  let database: TestDatabase;
  let run = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.drop();
  });

  const keyOf = (row: { businessId: string; staffId: string | null; status: string }) =>
    `${row.businessId}|${row.staffId ?? "-"}|${row.status}`;
  const sorted = (entries: Array<[string, number]>) => entries.sort(([a], [b]) => a.localeCompare(b));

  async function readCounts() {
    const rows = await database.db.select().from(bookingStatusCounts);
    return sorted(rows.map((row) => [keyOf(row), row.bookings]));
  }

  async function countBookings() {
    const rows = await database.db
      .select({
        businessId: bookings.businessId,
        staffId: bookings.staffId,
        status: bookings.status,
        n: sql<number>`count(*)::int`,
      })
      .from(bookings)
      .groupBy(bookings.businessId, bookings.staffId, bookings.status);
    return sorted(rows.map((row) => [keyOf(row), Number(row.n)]));
  }

  it("equals a count of the bookings after any sequence of changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), fc.boolean(), async (ops, deleteBusiness) => {
        run += 1;
        const db = database.db;
        const owned = await Promise.all(
          [0, 1].map(async (n) => {
            const business = await insertBusiness(db, { slug: `counts-${run}-${n}`, name: `Counts ${run} ${n}` });
            const staff = await db
              .insert(staffMembers)
              .values(
                [0, 1, 2].map((s) => ({
                  businessId: business.id,
                  name: `Staff ${s}`,
                  availability: staffAvailabilitySchema.parse({}),
                })),
              )
              .returning({ id: staffMembers.id });
            return { id: business.id, staff: staff.map((row) => row.id as string | null) };
          }),
        );
        let hour = 0;
        const base = Date.UTC(2030, 0, 1);
        const bookingIds = async () =>
          (
            await db
              .select({ id: bookings.id })
              .from(bookings)
              .where(
                inArray(
                  bookings.businessId,
                  owned.map((business) => business.id),
                ),
              )
              .orderBy(bookings.createdAt, bookings.id)
          ).map((row) => row.id);
        const choose = (ids: string[], picks: number[]) =>
          ids.length === 0 ? [] : [...new Set(picks.map((n) => ids[n % ids.length]))];

        for (const step of ops) {
          const ids = await bookingIds();
          if (step.kind === "insert") {
            const business = owned[step.business];
            const rows: NewBooking[] = step.rows.map((row) => {
              const startsAt = new Date(base + hour++ * 3_600_000);
              return {
                businessId: business.id,
                staffId: row.staff === null ? null : business.staff[row.staff],
                serviceName: "Cut",
                customerName: "Counted Customer",
                customerEmail: "counted@example.com",
                status: row.status,
                startsAt,
                endsAt: new Date(startsAt.getTime() + 1_800_000),
              };
            });
            await db.insert(bookings).values(rows);
          } else if (step.kind === "setStatus") {
            const chosen = choose(ids, step.pick);
            if (chosen.length)
              await db.update(bookings).set({ status: step.status }).where(inArray(bookings.id, chosen));
          } else if (step.kind === "setStaff") {
            // Within each booking's own business: staff of another business would be a different tenant.
            for (const id of choose(ids, step.pick)) {
              const [row] = await db
                .select({ businessId: bookings.businessId })
                .from(bookings)
                .where(eq(bookings.id, id));
              const business = owned.find((candidate) => candidate.id === row.businessId)!;
              const staffId = step.staff === null ? null : business.staff[step.staff];
              await db.update(bookings).set({ staffId }).where(eq(bookings.id, id));
            }
          } else if (step.kind === "delete") {
            const chosen = choose(ids, step.pick);
            if (chosen.length) await db.delete(bookings).where(inArray(bookings.id, chosen));
          } else if (step.kind === "deleteStaff") {
            const business = owned[step.business];
            const staffId = business.staff[step.staff];
            if (staffId) {
              // The bookings keep their history with no staff member (ON DELETE SET NULL): an UPDATE by cascade.
              await db.delete(staffMembers).where(eq(staffMembers.id, staffId));
              business.staff[step.staff] = null;
            }
          } else {
            // INSERT … ON CONFLICT DO UPDATE on bookings: the update path's triggers, not the insert's.
            const chosen = choose(ids, step.pick);
            if (chosen.length)
              await db.execute(sql`
                insert into bookings (id, business_id, service_name, customer_name, customer_email, starts_at, ends_at)
                select id, business_id, service_name, customer_name, customer_email, starts_at, ends_at
                from bookings where id in (${sql.join(
                  chosen.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})
                on conflict (id) do update set status = ${step.status}`);
          }
          expect(await readCounts()).toEqual(await countBookings());
        }

        if (deleteBusiness) {
          await db.delete(businesses).where(eq(businesses.id, owned[0].id));
          expect(await readCounts()).toEqual(await countBookings());
          const left = await db
            .select()
            .from(bookingStatusCounts)
            .where(eq(bookingStatusCounts.businessId, owned[0].id));
          expect(left).toEqual([]);
        }
      }),
      { numRuns: kind === "pglite" ? 25 : 40 },
    );
  });

  it("TRUNCATE of bookings empties the counts", async () => {
    expect(await readCounts()).toEqual(await countBookings());
    // The outbox, the room holds and the intake answers refer to bookings: all go in one statement.
    await database.db.execute(sql`truncate bookings, resource_holds, booking_answers, mail_outbox`);
    expect(await readCounts()).toEqual([]);
  });
});

/* Migration 0018 on a database that already has bookings: the counts start from them. */
describe("migration 0018 (booking status counts)", () => {
  let database: PartlyMigratedDatabase | undefined;

  afterAll(() => database?.close());

  it("counts the bookings already stored, by status", async () => {
    database = await openDatabaseBefore("0018");
    // Rows as they were stored before 0018 (raw SQL: today's schema has columns that did not exist then).
    const raw = database.db;
    const [business] = (
      await raw.execute<{ id: string }>(sql`
        insert into businesses (slug, name, ical_token, hours, customization, calendar_settings, white_label, staff_access)
        values ('before-0018', 'Before 0018', 'feed-token-0018', '{}', '{}', '{}', '{}', '{}') returning id`)
    ).rows;
    const [member] = (
      await raw.execute<{ id: string }>(sql`
        insert into staff_members (business_id, name, email, availability, ical_token)
        values (${business.id}, 'Ana', 'ana@example.com', '{}', 'staff-feed-0018') returning id`)
    ).rows;
    const statuses: Array<[BookingStatus, string | null]> = [
      ["confirmed", member.id],
      ["confirmed", member.id],
      ["confirmed", null],
      ["pending", member.id],
      ["cancelled", member.id],
      ["completed", null],
      ["no_show", member.id],
    ];
    for (const [index, [status, staffId]] of statuses.entries()) {
      const startsAt = new Date(Date.UTC(2026, 10, 2 + index, 10)).toISOString();
      const endsAt = new Date(Date.UTC(2026, 10, 2 + index, 11)).toISOString();
      await raw.execute(sql`
        insert into bookings (business_id, staff_id, service_name, customer_name, customer_email, status, starts_at, ends_at)
        values (${business.id}, ${staffId}, 'Haircut', 'Jo', 'jo@example.com', ${status}, ${startsAt}, ${endsAt})`);
    }
    await database.migrateRest();

    const db = database.handle.db;
    const counted = await db
      .select({ status: bookings.status, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.businessId, business.id))
      .groupBy(bookings.status)
      .orderBy(bookings.status);
    const kept = await db
      .select({ status: bookingStatusCounts.status, n: sql<number>`sum(${bookingStatusCounts.bookings})::int` })
      .from(bookingStatusCounts)
      .where(eq(bookingStatusCounts.businessId, business.id))
      .groupBy(bookingStatusCounts.status)
      .orderBy(bookingStatusCounts.status);
    expect(counted.length).toBe(5);
    expect(kept).toEqual(counted);
  });
});
