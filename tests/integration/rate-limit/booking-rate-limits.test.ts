import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/public/businesses/[slug]/bookings/route";
import { setDatabaseHandle } from "@/db";
import { bookings, rateLimits, services, staffMembers } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { insertBusiness, businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { setTestEnv } from "@/tests/support/env";

vi.mock("@/lib/mail/send-mail", () => ({ scheduleMailDelivery: () => {} }));

process.env.AUTH_SECRET ??= "integration-test-secret";
process.env.APP_URL ??= "http://localhost:3000";

let restoreEnv = () => {};

/** Limits high enough not to interfere, then the ones a test cares about (undone after each test). */
function configure(values: Record<string, string>): void {
  restoreEnv = setTestEnv({
    TRUSTED_PROXY_HOPS: "0",
    BOOKING_RATE_LIMIT_PER_HOUR: "1000",
    BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: "1000",
    BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: "1000",
    BOOKING_RATE_LIMIT_PER_SLOT: "1000",
    ...values,
  });
}

describe.each(databaseKinds)("public booking rate limits on %s", (kind) => {
  let database: TestDatabase;
  let ids: Record<string, string> = {};
  let freeSlots: { date: string; time: string }[] = [];

  let demoId = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    ids = {
      cut: serviceRows.find((s) => s.name === "Haircut & Style")!.id,
      emma: staffRows.find((s) => s.name === "Emma Wilson")!.id,
    };
    const availability = await getPublicAvailability(database.db, demoId, ids.cut, ids.emma, new Date());
    // Slots two hours apart, so booking one never takes the next.
    freeSlots = availability.days
      .slice(2)
      .flatMap((day) =>
        day.slots
          .filter((time) => time.endsWith(":00") && Number(time.slice(0, 2)) % 2 === 0)
          .map((time) => ({ date: day.date, time })),
      );
    await insertBusiness(database.db, { slug: "rival", name: "Rival" });
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });
  afterEach(() => {
    restoreEnv();
    restoreEnv = () => {};
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  const unknownId = "00000000-0000-4000-8000-000000000000";
  /** A well-formed request the business refuses (400: no such service), so it books nothing. */
  const refusedBody = (n: number) => ({
    serviceId: unknownId,
    staffId: unknownId,
    date: "2030-06-11",
    time: "10:00",
    customerName: `Bot ${n}`,
    customerEmail: `bot${n}@example.com`,
  });
  const bookableBody = (slot: { date: string; time: string }, email: string) => ({
    serviceId: ids.cut,
    staffId: ids.emma,
    ...slot,
    customerName: "Alex Customer",
    customerEmail: email,
  });

  async function post(body: unknown, forwardedFor?: string, slug = "demo") {
    const headers = new Headers({ "content-type": "application/json" });
    if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor);
    const request = new Request(`http://localhost:3000/api/public/businesses/${slug}/bookings`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    const response = await POST(request, { params: Promise.resolve({ slug }) });
    return { status: response.status, body: (await response.json()) as { error?: string; code?: string } };
  }
  const countBookings = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0].n;

  it("limits one client behind the trusted proxy even when it forges a new X-Forwarded-For each time", async () => {
    configure({ TRUSTED_PROXY_HOPS: "1", BOOKING_RATE_LIMIT_PER_HOUR: "20" });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      // The client sends a different address each time; the proxy appends the one it saw.
      statuses.push((await post(refusedBody(i), `10.${i}.0.1, 203.0.113.9`)).status);
    }
    expect(statuses).toEqual([...Array(20).fill(400), ...Array(5).fill(429)]);
    // Another client behind the same proxy still books.
    expect((await post(refusedBody(99), "203.0.113.10")).status).toBe(400);
  });

  it("ignores X-Forwarded-For with 0 trusted hops: a forged header neither spreads nor shares a bucket", async () => {
    configure({ TRUSTED_PROXY_HOPS: "0", BOOKING_RATE_LIMIT_PER_HOUR: "20" });
    for (let i = 0; i < 25; i++) expect((await post(refusedBody(i), "203.0.113.9")).status).toBe(400);
  });

  /** Each test books its own free times: a booked time is taken for the rest of the file. */
  let nextSlot = 0;
  const takeSlot = () => freeSlots[nextSlot++];

  it("limits bookings per business per hour, counting only requests that could book", async () => {
    configure({ TRUSTED_PROXY_HOPS: "1", BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: "3" });
    // Junk (an unknown service) is refused on its own merits and spends nothing of the business's allowance.
    for (let i = 0; i < 10; i++) expect((await post(refusedBody(i), `198.51.100.${i}`)).status).toBe(400);
    for (let i = 0; i < 3; i++) {
      expect((await post(bookableBody(takeSlot(), `business-${i}@example.com`), `198.51.100.${i}`)).status).toBe(201);
    }
    const before = await countBookings();
    const refused = await post(bookableBody(takeSlot(), "business-3@example.com"), "198.51.100.3");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(refused.body.error).toMatch(/try again later/);
    expect(await countBookings()).toBe(before);
  });

  it("limits bookings per customer email per day, whatever the address", async () => {
    configure({ TRUSTED_PROXY_HOPS: "1", BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: "2" });
    for (let i = 0; i < 2; i++) {
      const email = i % 2 ? "Same@Example.com" : "same@example.com";
      expect((await post(bookableBody(takeSlot(), email), `198.51.100.${i}`)).status).toBe(201);
    }
    const refused = await post(bookableBody(takeSlot(), "SAME@example.com"), "198.51.100.2");
    expect(refused).toMatchObject({ status: 429, body: { code: "rate_limited" } });
    expect((await post(bookableBody(takeSlot(), "another@example.com"), "198.51.100.3")).status).toBe(201);
  });

  it("limits a burst at one free time (same staff member and start time): one booking, the rest refused", async () => {
    configure({ TRUSTED_PROXY_HOPS: "1", BOOKING_RATE_LIMIT_PER_SLOT: "2" });
    const slot = takeSlot();
    const before = await countBookings();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(bookableBody(slot, `burst-${i}@example.com`), `198.51.100.${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true);
    expect(await countBookings()).toBe(before + 1);
  });

  it("200 junk posts from strangers leave a genuine booking possible (default limits)", async () => {
    configure({
      TRUSTED_PROXY_HOPS: "0",
      BOOKING_RATE_LIMIT_PER_HOUR: "20",
      BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: "200",
      BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: "10",
      BOOKING_RATE_LIMIT_PER_SLOT: "5",
    });
    const slot = takeSlot();
    const junk = (i: number) => ({
      serviceId: randomUUID(),
      staffId: i % 2 ? randomUUID() : ids.emma,
      ...slot,
      customerName: `Bot ${i}`,
      customerEmail: `bot-${i}@example.com`,
    });
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(junk(batch * 20 + i))));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toHaveLength(200);
    expect(statuses.every((status) => status === 400)).toBe(true);
    // Real service and staff member, but a time that is not free (03:00, closed): refused, not counted either.
    for (let i = 0; i < 10; i++) {
      expect((await post(bookableBody({ date: slot.date, time: "03:00" }, `night-${i}@example.com`))).status).toBe(409);
    }
    const genuine = await post(bookableBody(slot, "genuine@example.com"));
    expect(genuine.status).toBe(201);
  });

  it("a booking refused by a limit writes nothing", async () => {
    configure({ TRUSTED_PROXY_HOPS: "1", BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: "1" });
    const [first, second] = [takeSlot(), takeSlot()];
    expect((await post(bookableBody(first, "limited@example.com"), "198.51.100.1")).status).toBe(201);
    const before = await countBookings();
    const refused = await post(bookableBody(second, "limited@example.com"), "198.51.100.2");
    expect(refused.status).toBe(429);
    expect(await countBookings()).toBe(before);
    expect((await post(bookableBody(second, "other@example.com"), "198.51.100.2")).status).toBe(201);
  });
});
