import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/public/businesses/[slug]/availability/route";
import { POST } from "@/app/api/public/businesses/[slug]/bookings/route";
import { setDatabaseHandle } from "@/db";
import type { Database } from "@/db/client";
import * as schema from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { getBusinessCache } from "@/lib/cache/business-cache";
import { businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

vi.mock("@/lib/mail/send-mail", () => ({ scheduleMailDelivery: () => {} }));

process.env.AUTH_SECRET ??= "integration-test-secret";
process.env.APP_URL ??= "http://localhost:3000";
const savedHops = process.env.TRUSTED_PROXY_HOPS;

/**
 * The statements one public booking runs, counted by the driver's query log (drizzle's logger: every statement the
 * app sends; the transaction's BEGIN and COMMIT are the driver's own and not counted). The business comes from
 * this server's cache as in production, where the page's availability request has just read it.
 */
const MAX_STATEMENTS = 6;

describe.each(databaseKinds)("statements of one public booking on %s", (kind) => {
  let database: TestDatabase;
  let logged: string[] = [];
  let closeLogged = async () => {};
  let demoId = "";
  const ids: Record<string, string> = {};
  let slots: { date: string; time: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db);
    demoId = await businessIdOf(database.db, "demo");
    const [cut] = (await database.db.query.services.findMany()).filter((s) => s.name === "Haircut & Style");
    const [emma] = (await database.db.query.staffMembers.findMany()).filter((s) => s.name === "Emma Wilson");
    Object.assign(ids, { cut: cut.id, emma: emma.id });
    const { days } = await getPublicAvailability(database.db, demoId, ids.cut, ids.emma, new Date());
    // Two hours apart, so one booking never takes the next.
    slots = days
      .slice(2)
      .flatMap((day) => day.slots.filter((t) => t.endsWith(":00")).map((time) => ({ date: day.date, time })))
      .filter((_, i) => i % 3 === 0);

    const logger = { logQuery: (query: string) => void logged.push(query) };
    let db: Database;
    if (database.pglite) {
      db = drizzlePglite({ client: database.pglite, schema, logger }) as unknown as Database;
    } else {
      const client = postgres(database.url!, { max: 4, onnotice: () => {} });
      db = drizzlePostgres({ client, schema, logger });
      closeLogged = () => client.end({ timeout: 5 });
    }
    setDatabaseHandle({ ...database, db });
    getBusinessCache().setEnabled(true);
    // Behind one proxy, as deployed: the sender's own limit is counted too.
    process.env.TRUSTED_PROXY_HOPS = "1";
  });
  afterAll(async () => {
    if (savedHops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = savedHops;
    getBusinessCache().setEnabled(false);
    setDatabaseHandle(undefined);
    await closeLogged();
    await database?.drop();
  });

  async function book(body: Record<string, string>, key?: string) {
    const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": "203.0.113.7" });
    if (key) headers.set("idempotency-key", key);
    const request = new Request("http://localhost:3000/api/public/businesses/demo/bookings", {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    logged = [];
    const response = await POST(request, { params: Promise.resolve({ slug: "demo" }) });
    return { status: response.status, statements: [...logged] };
  }
  const bookingOf = (slot: { date: string; time: string }, staffId: string, email: string) => ({
    serviceId: ids.cut,
    staffId,
    ...slot,
    customerName: "Alex Customer",
    customerEmail: email,
  });

  it(`books with an idempotency key in at most ${MAX_STATEMENTS} statements, and a retry replays it in two`, async () => {
    // The page's availability request has read the business before the customer books.
    const query = new URLSearchParams({ serviceId: ids.cut, staffId: ids.emma });
    const url = `http://localhost:3000/api/public/businesses/demo/availability?${query}`;
    expect((await GET(new Request(url), { params: Promise.resolve({ slug: "demo" }) })).status).toBe(200);
    const key = "statements-key-0001";
    const first = await book(bookingOf(slots[0], ids.emma, "first@example.com"), key);
    expect(first.status).toBe(201);
    console.info(`${kind}: one public booking, ${first.statements.length} statements`);
    expect(first.statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
    // Each statement names what it does: the replay and sender's limit, the staff member's turn, busy times,
    // the shared limits, the booking, the emails.
    expect(first.statements.filter((q) => /insert into "bookings"/i.test(q))).toHaveLength(1);
    expect(first.statements.filter((q) => /insert into "mail_outbox"/i.test(q))).toHaveLength(1);

    const retry = await book(bookingOf(slots[0], ids.emma, "first@example.com"), key);
    expect(retry.status).toBe(200);
    expect(retry.statements.length).toBeLessThanOrEqual(2);
  });

  it(`books without a key in at most ${MAX_STATEMENTS}, and with a cold cache in one more`, async () => {
    const warm = await book(bookingOf(slots[1], ids.emma, "second@example.com"));
    expect(warm.status).toBe(201);
    expect(warm.statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
    getBusinessCache().invalidateAll();
    const cold = await book(bookingOf(slots[2], ids.emma, "third@example.com"));
    expect(cold.status).toBe(201);
    console.info(`${kind}: cold cache, ${cold.statements.length} statements`);
    // The public id and the business it names are read together.
    expect(cold.statements.length).toBeLessThanOrEqual(MAX_STATEMENTS + 1);
  });

  it("books 'any professional' with two more reads (who is free, and their bookings that day)", async () => {
    const any = await book(bookingOf(slots[3], ANY_STAFF, "fourth@example.com"));
    expect(any.status).toBe(201);
    console.info(`${kind}: any professional, ${any.statements.length} statements`);
    expect(any.statements.length).toBeLessThanOrEqual(MAX_STATEMENTS + 2);
  });
});
