import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, type NewBooking } from "@/db/schema";
import type { BookingStatus } from "@/lib/constants";
import { feedWindowStart } from "@/lib/calendar/feed";
import { countFeedEvents, FEED_PAST_DAYS } from "@/lib/calendar/feed-queries";
import { insertBusiness } from "../support/fixtures";
import { rowsOf } from "@/db/rows";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

/*
 * Calendar Sync's "bookings exported": the events the business's feed holds (every booking from FEED_PAST_DAYS back
 * on, and those not cancelled when cancelled ones are left out), counted from the starts_at index alone
 * (migration 0019 adds the status to it).
 */

const DAY = 86_400_000;

describe.each(databaseKinds)("the feed's event count on %s", (kind) => {
  let database: TestDatabase;
  let businessId: string;
  const now = new Date("2030-06-15T12:00:00Z");
  const since = feedWindowStart(now);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const own = await insertBusiness(database.db, { slug: "feed-count", name: "Feed Count Studio" });
    const other = await insertBusiness(database.db, { slug: "feed-count-other", name: "Other Studio" });
    businessId = own.id;
    const row = (business: string, startsAt: Date, status: BookingStatus, i: number): NewBooking => ({
      businessId: business,
      serviceName: "Cut",
      staffName: "",
      customerName: `Customer ${i}`,
      customerEmail: `c${i}@example.com`,
      status,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    });
    const statuses: BookingStatus[] = ["pending", "confirmed", "completed", "cancelled", "no_show"];
    await database.db.insert(bookings).values([
      // In the window: from its first instant to a year ahead, every status (2 cancelled of 10).
      ...Array.from({ length: 10 }, (_, i) =>
        row(businessId, new Date(since.getTime() + i * 40 * DAY), statuses[i % 5], i),
      ),
      // Before the window: the instant before it opens, and long before.
      row(businessId, new Date(since.getTime() - 60_000), "confirmed", 10),
      row(businessId, new Date(since.getTime() - 400 * DAY), "completed", 11),
      // Another business's, in the window.
      row(other.id, new Date(now.getTime() + DAY), "confirmed", 12),
      row(other.id, new Date(now.getTime() - DAY), "cancelled", 13),
    ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it(`counts the business's bookings of the last ${FEED_PAST_DAYS} days and ahead, and those not cancelled`, async () => {
    expect(since.getTime()).toBe(Date.UTC(2030, 5, 15) - FEED_PAST_DAYS * DAY);
    expect(await countFeedEvents(database.db, businessId, since)).toEqual({ all: 10, live: 8 });
  });

  it("can count from the index alone (status is in the starts_at index)", async () => {
    const [index] = rowsOf<{ indexdef: string }>(
      await database.db.execute(
        sql`select indexdef from pg_indexes where indexname = 'bookings_business_starts_at_idx'`,
      ),
    );
    expect(index.indexdef).toMatch(/\(business_id, starts_at\) INCLUDE \(status\)$/);

    // With the table scans priced out, the plan shows whether the index covers everything the count reads.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const lines = rowsOf<{ "QUERY PLAN": string }>(
        await tx.execute(
          sql`explain select count(*)::int, (count(*) filter (where status <> 'cancelled'))::int from bookings
              where business_id = ${businessId} and starts_at >= ${since.toISOString()}`,
        ),
      );
      return lines.map((line) => line["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("Index Only Scan using bookings_business_starts_at_idx");
  });
});
