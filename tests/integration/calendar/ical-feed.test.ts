import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cancelBooking, moveBooking, setBookingStatus } from "@/lib/bookings/write-queries";
import { clearFeedCache, serveFeed, type FeedHit, type FeedRequest } from "@/lib/calendar/feed";
import { toResponse } from "@/lib/http/route-response";
import { recordFeedHitSoon } from "@/lib/calendar/feed-hits";
import { getFeedStats, recordFeedHits, setBusinessFeedToken } from "@/lib/calendar/feed-queries";
import {
  bookings,
  businesses,
  calendarFeedHits,
  resources,
  resourceTypes,
  serviceResourceNeeds,
  services,
  staffMembers,
} from "@/db/schema";
import { calendarSettingsSchema, staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

/*
 * The live feeds, parsed by two independent parsers (ical.js and node-ical): every live booking at the
 * right instant across the 25 Oct 2026 BST → GMT change, cancelled ones by includeCancelled, stable UIDs
 * and rising SEQUENCE, 304 on a repeat fetch, 404 for every token that is not this feed's.
 */

const NOW = new Date("2026-11-25T09:00:00Z");
const SYNC_ON = calendarSettingsSchema.parse({ syncEnabled: true });

type Parsed = {
  uid: string;
  start: string;
  end: string;
  summary: string;
  status: string;
  sequence: number;
  description: string;
};

function parseWithIcalJs(text: string): Parsed[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      status: String(component.getFirstPropertyValue("status")),
      sequence: Number(component.getFirstPropertyValue("sequence")),
      description: String(component.getFirstPropertyValue("description") ?? ""),
    };
  });
}

function parseWithNodeIcal(text: string): Parsed[] {
  const parsed = nodeIcal.sync.parseICS(text);
  return Object.values(parsed)
    .filter((component) => component?.type === "VEVENT")
    .map((component) => {
      const event = component as nodeIcal.VEvent & { end: Date; status?: string };
      const description = event.description;
      return {
        uid: String(event.uid),
        start: (event.start as Date).toISOString(),
        end: event.end.toISOString(),
        summary: String(typeof event.summary === "object" ? event.summary.val : event.summary),
        status: String(event.status),
        sequence: Number(event.sequence),
        description: String(typeof description === "object" && description ? description.val : (description ?? "")),
      };
    });
}

/** Both parsers, which must agree, sorted by start. */
function parseBoth(text: string): Parsed[] {
  const byStart = (a: Parsed, b: Parsed) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid);
  const first = parseWithIcalJs(text).sort(byStart);
  const second = parseWithNodeIcal(text).sort(byStart);
  expect(second).toEqual(first);
  return first;
}

describe.each(databaseKinds)("live iCal feeds on %s", (kind) => {
  let database: TestDatabase;
  let a: { id: string; icalToken: string; name: string };
  let b: { id: string; icalToken: string };
  let staff: { id: string; icalToken: string };
  let otherStaff: { id: string; icalToken: string };
  let bStaff: { id: string; icalToken: string };
  const ids: Record<string, string> = {};
  const hits: FeedHit[] = [];

  // The feed as its route answers it (defineRoute makes the result a Response).
  const fetchFeed = async (request: Partial<FeedRequest>, headers: Record<string, string> = {}) =>
    toResponse(
      await serveFeed(
        database.db,
        { businessId: a.id, staffId: null, token: a.icalToken, ...request },
        new Headers(headers),
        NOW,
        (hit) => hits.push(hit),
      ),
    );
  const feedText = async (request: Partial<FeedRequest> = {}) => {
    const response = await fetchFeed(request);
    expect(response.status).toBe(200);
    return response.text();
  };

  async function addStaff(businessId: string, name: string) {
    const [row] = await database.db
      .insert(staffMembers)
      .values({ businessId, name, availability: staffAvailabilitySchema.parse({}) })
      .returning({ id: staffMembers.id, icalToken: staffMembers.icalToken });
    return row;
  }

  async function addBooking(
    key: string,
    values: {
      businessId: string;
      staffId: string;
      startsAt: string;
      minutes: number;
      status?: "confirmed" | "pending" | "cancelled";
    },
  ) {
    const startsAt = new Date(values.startsAt);
    const [row] = await database.db
      .insert(bookings)
      .values({
        businessId: values.businessId,
        staffId: values.staffId,
        serviceName: "Cut & Colour",
        staffName: "Sam",
        customerName: `Customer ${key}`,
        customerEmail: `${key}@example.com`,
        customerPhone: "07700 900123",
        notes: key === "long" ? `Allergic to ${"ammonia, ".repeat(20)}ask first; ünïcødé ✂️ – ok` : "",
        status: values.status ?? "confirmed",
        startsAt,
        endsAt: new Date(startsAt.getTime() + values.minutes * 60_000),
      })
      .returning({ id: bookings.id });
    ids[key] = row.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    a = await insertBusiness(database.db, { slug: "feed-a", name: "Feed Salon, A; Ltd", calendarSettings: SYNC_ON });
    b = await insertBusiness(database.db, { slug: "feed-b", name: "Feed B", calendarSettings: SYNC_ON });
    staff = await addStaff(a.id, "Sam");
    otherStaff = await addStaff(a.id, "Alex");
    bStaff = await addStaff(b.id, "Bea");
    // 10:00 London on Sat 24 Oct 2026 is BST (09:00Z); on Mon 26 Oct it is GMT (10:00Z).
    await addBooking("saturday", {
      businessId: a.id,
      staffId: staff.id,
      startsAt: "2026-10-24T09:00:00Z",
      minutes: 45,
    });
    await addBooking("monday", {
      businessId: a.id,
      staffId: otherStaff.id,
      startsAt: "2026-10-26T10:00:00Z",
      minutes: 90,
    });
    await addBooking("night", { businessId: a.id, staffId: staff.id, startsAt: "2026-10-25T00:30:00Z", minutes: 120 });
    await addBooking("cancelled", {
      businessId: a.id,
      staffId: staff.id,
      startsAt: "2026-12-01T11:00:00Z",
      minutes: 30,
      status: "cancelled",
    });
    await addBooking("pending", {
      businessId: a.id,
      staffId: staff.id,
      startsAt: "2026-12-02T15:30:00Z",
      minutes: 60,
      status: "pending",
    });
    await addBooking("long", {
      businessId: a.id,
      staffId: otherStaff.id,
      startsAt: "2026-12-03T09:00:00Z",
      minutes: 30,
    });
    await addBooking("old", { businessId: a.id, staffId: staff.id, startsAt: "2024-01-05T09:00:00Z", minutes: 30 });
    await addBooking("other-business", {
      businessId: b.id,
      staffId: bStaff.id,
      startsAt: "2026-12-01T11:00:00Z",
      minutes: 30,
    });
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(() => {
    clearFeedCache();
  });

  it("serves every live booking of the business at the right instant, read alike by both parsers", async () => {
    const response = await fetchFeed({});
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("X-WR-CALNAME:Feed Salon\\, A\\; Ltd bookings\r\n");
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

    const events = parseBoth(text);
    expect(events.map((event) => event.uid)).toEqual(
      ["saturday", "night", "monday", "pending", "long"].map((key) => `${ids[key]}@bookingpro`),
    );
    const [saturday, night, monday, pending, long] = events;
    expect([saturday.start, saturday.end]).toEqual(["2026-10-24T09:00:00.000Z", "2026-10-24T09:45:00.000Z"]);
    expect([night.start, night.end]).toEqual(["2026-10-25T00:30:00.000Z", "2026-10-25T02:30:00.000Z"]);
    expect([monday.start, monday.end]).toEqual(["2026-10-26T10:00:00.000Z", "2026-10-26T11:30:00.000Z"]);
    expect(saturday.summary).toBe("Cut & Colour – Customer saturday");
    expect(saturday.status).toBe("CONFIRMED");
    expect(pending.status).toBe("TENTATIVE");
    expect(saturday.description).toContain("Phone: 07700 900123");
    expect(saturday.description).toContain("Email: saturday@example.com");
    expect(long.description).toContain(`Notes: Allergic to ${"ammonia, ".repeat(20)}ask first; ünïcødé ✂️ – ok`);
    expect(events.every((event) => event.sequence === 0)).toBe(true);
  });

  it("keeps cancelled bookings as STATUS:CANCELLED only with includeCancelled", async () => {
    expect(parseBoth(await feedText()).some((event) => event.uid.startsWith(ids.cancelled))).toBe(false);
    await database.db
      .update(businesses)
      .set({ calendarSettings: { ...SYNC_ON, includeCancelled: true } })
      .where(eq(businesses.id, a.id));
    const cancelled = parseBoth(await feedText()).find((event) => event.uid === `${ids.cancelled}@bookingpro`);
    expect(cancelled?.status).toBe("CANCELLED");
    await database.db.update(businesses).set({ calendarSettings: SYNC_ON }).where(eq(businesses.id, a.id));
  });

  it("answers a repeat fetch with 304 and a changed feed with a new ETag; gzip when asked", async () => {
    const first = await fetchFeed({});
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("last-modified")).toBeTruthy();
    const repeat = await fetchFeed({}, { "if-none-match": etag });
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe("");
    const byDate = await fetchFeed({}, { "if-modified-since": first.headers.get("last-modified")! });
    expect(byDate.status).toBe(304);

    const zipped = await fetchFeed({}, { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(await first.text());

    await setBookingStatus(database.db, ids.pending, eq(bookings.businessId, a.id), "confirmed");
    const changed = await fetchFeed({}, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const pending = parseBoth(await changed.text()).find((event) => event.uid === `${ids.pending}@bookingpro`);
    expect(pending).toMatchObject({ status: "CONFIRMED", sequence: 1 });
  });

  it("serves the cached bytes to every response whole: reading one never empties the cache", async () => {
    const first = await fetchFeed({});
    const text = await first.text();
    expect(Number(first.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    // The same cached feed, read concurrently and through a reader that takes each chunk (a plain copy of what
    // Next's pipe and its gzip stream do with the body).
    const again = await Promise.all(Array.from({ length: 5 }, () => fetchFeed({})));
    for (const response of again) {
      const reader = response.body!.getReader();
      const chunks: Uint8Array[] = [];
      for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
      expect(Buffer.concat(chunks).toString("utf8")).toBe(text);
    }
    const zipped = await fetchFeed({}, { "accept-encoding": "gzip" });
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(text);
    expect(await feedText()).toBe(text);
  });

  it("keeps the UID and raises SEQUENCE across a reschedule and a cancellation", async () => {
    const before = parseBoth(await feedText()).find((event) => event.uid === `${ids.monday}@bookingpro`)!;
    await moveBooking(
      database.db,
      { id: ids.monday, businessId: a.id },
      { startsAt: new Date("2026-10-26T14:00:00Z"), endsAt: new Date("2026-10-26T15:30:00Z") },
    );
    const moved = parseBoth(await feedText()).find((event) => event.uid === `${ids.monday}@bookingpro`)!;
    expect(moved.start).toBe("2026-10-26T14:00:00.000Z");
    expect(moved.sequence).toBeGreaterThan(before.sequence);

    await database.db
      .update(businesses)
      .set({ calendarSettings: { ...SYNC_ON, includeCancelled: true } })
      .where(eq(businesses.id, a.id));
    expect(await cancelBooking(database.db, { id: ids.monday, businessId: a.id })).toBe(moved.sequence + 1);
    const cancelled = parseBoth(await feedText()).find((event) => event.uid === `${ids.monday}@bookingpro`)!;
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
    await database.db.update(businesses).set({ calendarSettings: SYNC_ON }).where(eq(businesses.id, a.id));
  });

  it("serves a staff member's own bookings by that member's token, without the customer's contact details", async () => {
    const events = parseBoth(await feedText({ staffId: staff.id, token: staff.icalToken }));
    expect(events.map((event) => event.uid)).toEqual(
      ["saturday", "night", "pending"].map((key) => `${ids[key]}@bookingpro`),
    );
    expect(
      events.every((event) => !event.description.includes("Phone:") && !event.description.includes("Email:")),
    ).toBe(true);
  });

  it("answers 404 without a token, with a wrong, old or another feed's token, and when sync is off", async () => {
    const unknown = await fetchFeed({ businessId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.text();
    const refused = async (request: Partial<FeedRequest>) => {
      const response = await fetchFeed(request);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(unknownBody);
      expect(response.headers.get("etag")).toBeNull();
    };
    await refused({ token: null });
    await refused({ token: "" });
    await refused({ token: `${a.icalToken}x` });
    await refused({ businessId: "not-a-uuid" });
    // Another business's token, either way round; staff and business tokens do not open each other's feeds.
    await refused({ token: b.icalToken });
    await refused({ businessId: b.id, token: a.icalToken });
    await refused({ staffId: bStaff.id, token: bStaff.icalToken });
    await refused({ businessId: b.id, staffId: staff.id, token: staff.icalToken });
    await refused({ token: staff.icalToken });
    await refused({ staffId: staff.id, token: a.icalToken });
    await refused({ staffId: staff.id, token: otherStaff.icalToken });

    // Regenerating: the old URL stops working at once, the new one works.
    const oldToken = a.icalToken;
    expect(await setBusinessFeedToken(database.db, a.id, "new-secret-token-for-the-test-0123456789")).toBe(true);
    await refused({ token: oldToken });
    a = { ...a, icalToken: "new-secret-token-for-the-test-0123456789" };
    expect((await fetchFeed({})).status).toBe(200);

    await database.db
      .update(businesses)
      .set({ calendarSettings: { ...SYNC_ON, syncEnabled: false } })
      .where(eq(businesses.id, a.id));
    await refused({});
    await database.db.update(businesses).set({ calendarSettings: SYNC_ON }).where(eq(businesses.id, a.id));
  });

  it("records fetches for Export Statistics and forgets those older than 30 days", async () => {
    hits.length = 0;
    await fetchFeed({}, { "user-agent": "Google-Calendar-Importer" });
    await fetchFeed({ token: "wrong" });
    expect(hits).toHaveLength(1);
    await recordFeedHits(database.db, [{ ...hits[0], at: new Date(NOW.getTime() - 40 * 86_400_000) }]);
    await recordFeedHits(database.db, [{ ...hits[0], at: new Date(NOW.getTime() - 3 * 86_400_000), userAgent: "old" }]);
    await recordFeedHits(database.db, [hits[0]]);
    const stats = await getFeedStats(database.db, a.id, NOW);
    expect(stats.hitsLast7Days).toBe(2);
    expect(stats.lastFetch).toEqual({ fetchedAt: NOW, userAgent: "Google-Calendar-Importer" });
    expect((await getFeedStats(database.db, b.id, NOW)).hitsLast7Days).toBe(0);
  });

  it("records fetches that arrive together in one write, each counted, expired ones forgotten", async () => {
    const later = new Date(NOW.getTime() + 60 * 86_400_000);
    const hit = { businessId: b.id, staffId: null, userAgent: "Batch", at: later };
    await recordFeedHits(database.db, [{ ...hit, at: new Date(later.getTime() - 40 * 86_400_000) }]);
    // Three fetches queued at once: the first starts a write, the other two join the next one.
    await Promise.all([
      recordFeedHitSoon(database.db, hit),
      recordFeedHitSoon(database.db, { ...hit, userAgent: "Batch 2" }),
      recordFeedHitSoon(database.db, { ...hit, staffId: bStaff.id, userAgent: "Staff" }),
    ]);
    const stats = await getFeedStats(database.db, b.id, later);
    expect(stats.hitsLast7Days).toBe(2); // the staff member's fetch is not the business feed's
    const rows = await database.db.select().from(calendarFeedHits).where(eq(calendarFeedHits.businessId, b.id));
    expect(rows.map((row) => row.userAgent).sort()).toEqual(["Batch", "Batch 2", "Staff"]);
  });

  it("names the booking's room in a staff member's feed unless only the dashboard is told it", async () => {
    const c = await insertBusiness(database.db, { slug: "feed-c", name: "Feed C", calendarSettings: SYNC_ON });
    const therapist = await addStaff(c.id, "Tia");
    const [type] = await database.db
      .insert(resourceTypes)
      .values({ businessId: c.id, name: "Treatment room" })
      .returning();
    await database.db.insert(resources).values({ businessId: c.id, typeId: type.id, name: "Room 1" });
    const [facial] = await database.db
      .insert(services)
      .values({ businessId: c.id, name: "Facial", durationMinutes: 60, pricePence: 6500 })
      .returning();
    await database.db.insert(serviceResourceNeeds).values({ businessId: c.id, serviceId: facial.id, typeId: type.id });
    await database.db.insert(bookings).values({
      businessId: c.id,
      serviceId: facial.id,
      staffId: therapist.id,
      serviceName: "Facial",
      staffName: "Tia",
      customerName: "Room Customer",
      customerEmail: "room@example.com",
      startsAt: new Date("2026-12-04T10:00:00Z"),
      endsAt: new Date("2026-12-04T11:00:00Z"),
    });
    const staffFeed = { businessId: c.id, staffId: therapist.id, token: therapist.icalToken };
    const descriptions = async (audience: "dashboard" | "staff" | "customers") => {
      await database.db.update(businesses).set({ resourceNamesShownTo: audience }).where(eq(businesses.id, c.id));
      return parseBoth(await feedText(staffFeed)).map((event) => event.description);
    };
    expect(await descriptions("dashboard")).toEqual(["With: Tia"]);
    expect(await descriptions("staff")).toEqual(["With: Tia\nRoom: Room 1"]);
    expect(await descriptions("customers")).toEqual(["With: Tia\nRoom: Room 1"]);
    // The business's own feed names it by the same setting.
    expect(parseBoth(await feedText({ businessId: c.id, token: c.icalToken }))[0].description).toContain(
      "Room: Room 1",
    );
  });
});
