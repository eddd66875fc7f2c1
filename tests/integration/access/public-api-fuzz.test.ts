import fc from "fast-check";
import { sql } from "drizzle-orm";
import { businessIdOf } from "../support/fixtures";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getAvailability } from "@/app/api/public/businesses/[slug]/availability/route";
import { POST as postBooking } from "@/app/api/public/businesses/[slug]/bookings/route";
import { setDatabaseHandle } from "@/db";
import { bookings, mailOutbox, services, staffMembers } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/read-json-body";
import { nastyJson, nastyString } from "../../support/arbitraries";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

vi.mock("@/lib/mail/send-mail", () => ({ scheduleMailDelivery: () => {} }));

process.env.AUTH_SECRET ??= "integration-test-secret";
process.env.APP_URL ??= "http://localhost:3000";

/*
 * Property-based fuzzing of the public JSON API, through the route handlers, on a real database:
 * random bodies, params and headers are answered with a 4xx (never a 500) and write nothing.
 * Every generated booking request is unbookable (a past date, or ids that match nothing), so any
 * row that appears is a bug.
 */

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const HOST = "localhost:3000";

describe.each(databaseKinds)("public API, fuzzed, on %s", (kind) => {
  let database: TestDatabase;
  let ids: { service: string; staff: string };
  let freeSlot: { date: string; time: string };

  let demoId = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRow = (await database.db.select().from(services)).find((s) => s.name === "Haircut & Style")!;
    const staffRow = (await database.db.select().from(staffMembers)).find((s) => s.name === "Emma Wilson")!;
    ids = { service: serviceRow.id, staff: staffRow.id };
    const availability = await getPublicAvailability(database.db, demoId, ids.service, ids.staff, new Date());
    const day = availability.days.find((d) => d.slots.length > 0)!;
    freeSlot = { date: day.date, time: day.slots[0] };
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  const count = async () => {
    const [b] = await database.db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    const [m] = await database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    return { bookings: b.n, mail: m.n };
  };

  const slug = fc.oneof(
    { weight: 4, arbitrary: fc.constant("demo") },
    fc.constantFrom("DEMO", "%64emo", "no-such", "", "%", "%E0%A4%A", "a".repeat(300), "../demo"),
    nastyString(30),
  );
  const anyId = fc.oneof(
    fc.constantFrom(UNKNOWN_ID, "not-a-uuid", ""),
    fc.uuid(),
    nastyString(40),
    fc.constant(null),
    fc.integer(),
  );

  /** A booking body that can never book: a date in the past, or ids that match nothing. */
  const unbookableBody = fc
    .record({
      serviceId: fc.oneof(fc.constant("SERVICE"), anyId),
      staffId: fc.oneof(fc.constant("STAFF"), anyId),
      date: fc.oneof(fc.constantFrom("2001-01-01", "1999-12-31", "2000-02-30", "0000-00-00"), nastyString(12)),
      time: fc.oneof(fc.constantFrom("10:00", "24:00", "9:00"), nastyString(6)),
      customerName: fc.oneof(fc.constant("Alex Customer"), nastyString(200), fc.string({ maxLength: 2000 })),
      customerEmail: fc.oneof(fc.constant("alex@example.com"), nastyString(60), fc.emailAddress()),
      customerPhone: fc.oneof(fc.constant("07700 900999"), nastyString(50), nastyJson),
      notes: fc.oneof(fc.constant(""), nastyString(300), nastyJson),
      extra: nastyJson,
    })
    .map(({ extra, ...body }) => ({
      ...body,
      serviceId: body.serviceId === "SERVICE" ? ids.service : body.serviceId,
      staffId: body.staffId === "STAFF" ? ids.staff : body.staffId,
      extra,
    }));

  const bodyText = fc.oneof(
    unbookableBody.map((body) => JSON.stringify(body)),
    nastyJson.map((value) => JSON.stringify(value) ?? ""),
    nastyString(200),
    fc.constantFrom("", "{", "null", "[]", '"x"', "1e999", "{}".repeat(10_000)),
  );

  const headers = fc.record({
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant("application/json") },
      fc.constantFrom("application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", ""),
      nastyString(40),
    ),
    origin: fc.option(
      fc.oneof(fc.constant(`http://${HOST}`), fc.constantFrom("null", "http://evil.example"), nastyString(30)),
    ),
    fetchSite: fc.option(fc.oneof(fc.constantFrom("same-origin", "cross-site", "same-site", "none"), nastyString(10))),
    host: fc.oneof({ weight: 5, arbitrary: fc.constant(HOST) }, nastyString(40)),
  });

  function requestHeaders(h: { contentType: string; origin: string | null; fetchSite: string | null; host: string }) {
    const result = new Headers();
    // Headers refuses values that are not ByteStrings; those never arrive over HTTP either.
    const set = (name: string, value: string | null) => {
      if (value === null || value === "") return;
      try {
        result.set(name, value);
      } catch {
        // not a possible header value
      }
    };
    set("content-type", h.contentType);
    set("origin", h.origin);
    set("sec-fetch-site", h.fetchSite);
    set("host", h.host);
    return result;
  }

  it("answers random booking requests with a 4xx and writes nothing", async () => {
    const before = await count();
    await fc.assert(
      fc.asyncProperty(slug, bodyText, headers, async (slugValue, body, h) => {
        const request = new Request(`http://${HOST}/api/public/businesses/x/bookings`, {
          method: "POST",
          headers: requestHeaders(h),
          body,
        });
        const response = await postBooking(request, { params: Promise.resolve({ slug: slugValue }) });
        expect(response.status, `${slugValue} ${body.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const json = (await response.json()) as { error?: unknown; code?: unknown };
        expect(typeof json.error).toBe("string");
        expect(typeof json.code).toBe("string");
      }),
      { numRuns: 250 },
    );
    expect(await count()).toEqual(before);
  });

  it("refuses a bookable request when it comes from another site, is not JSON or is too large", async () => {
    const before = await count();
    const bookable = JSON.stringify({
      serviceId: ids.service,
      staffId: ids.staff,
      ...freeSlot,
      customerName: "Alex Customer",
      customerEmail: "alex@example.com",
    });
    const post = (body: string, extra: Record<string, string>) =>
      postBooking(
        new Request(`http://${HOST}/api/public/businesses/demo/bookings`, {
          method: "POST",
          headers: { host: HOST, "content-type": "application/json", ...extra },
          body,
        }),
        { params: Promise.resolve({ slug: "demo" }) },
      );
    const refusals: [Record<string, string>, number][] = [
      [{ "sec-fetch-site": "cross-site" }, 403],
      [{ origin: "http://evil.example" }, 403],
      [{ origin: "null" }, 403],
      [{ "content-type": "text/plain" }, 415],
      [{ "content-type": "application/x-www-form-urlencoded" }, 415],
    ];
    for (const [extra, status] of refusals) {
      const response = await post(bookable, extra);
      expect(response.status, JSON.stringify(extra)).toBe(status);
    }
    const padded = bookable.replace("}", `,"pad":"${"x".repeat(MAX_JSON_BODY_BYTES)}"}`);
    expect((await post(padded, {})).status).toBe(413);
    expect(await count()).toEqual(before);

    // The same request from the booking page itself books.
    const ok = await post(bookable, { origin: `http://${HOST}`, "sec-fetch-site": "same-origin" });
    expect(ok.status).toBe(201);
    expect((await count()).bookings).toBe(before.bookings + 1);
  });

  it("answers random availability queries with 200 or a 4xx, never a 500", async () => {
    const param = fc.oneof(
      fc.constant("SERVICE"),
      fc.constant("STAFF"),
      anyId.map((id) => (id === null ? null : String(id))),
    );
    const before = await count();
    await fc.assert(
      fc.asyncProperty(slug, param, param, fc.option(nastyString(30)), async (slugValue, serviceId, staffId, extra) => {
        const query = new URLSearchParams();
        const real = (value: string | null) =>
          value === "SERVICE" ? ids.service : value === "STAFF" ? ids.staff : value;
        const service = real(serviceId);
        const staff = real(staffId);
        if (service !== null) query.set("serviceId", service);
        if (staff !== null) query.set("staffId", staff);
        if (extra !== null) query.append(extra, extra);
        const request = new Request(`http://${HOST}/api/public/businesses/x/availability?${query}`);
        const response = await getAvailability(request, { params: Promise.resolve({ slug: slugValue }) });
        expect(response.status).toBeLessThan(500);
        if (response.status !== 200) expect(response.status).toBeGreaterThanOrEqual(400);
        await response.json();
      }),
      { numRuns: 150 },
    );
    expect(await count()).toEqual(before);
  });
});
