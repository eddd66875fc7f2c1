import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getAvailability } from "@/app/api/public/businesses/[slug]/availability/route";
import { POST as postBooking } from "@/app/api/public/businesses/[slug]/bookings/route";
import { POST as postVisit } from "@/app/api/public/businesses/[slug]/visits/route";
import { GET as getVisitAvailability } from "@/app/api/public/businesses/[slug]/visits/availability/route";
import { GET as getImage } from "@/app/api/public/businesses/[slug]/images/[kind]/[sha]/route";
import { listBusinessImages } from "@/lib/business-images/queries";
import { runAction } from "@/lib/actions/action";
import { ACTION_NAMES, ACTION_REGISTRY, type ActionName } from "@/lib/actions/registry";
import { INVALID_MANAGE_LINK_MESSAGE } from "@/lib/bookings/manage-booking-actions";
import { hashPassword } from "@/lib/auth/password";
import { createManageToken } from "@/lib/bookings/manage-token";
import { setDatabaseHandle } from "@/db";
import { ACTION_CASES, inputFor, isPublicCase, SIGNED_IN_ACTIONS, type SignedInCase } from "../support/action-cases";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import {
  domainOf,
  emailOf,
  IDS,
  lazySeeder,
  PASSWORD,
  signedIn,
  slugOf,
  snapshotAll,
  snapshotTenant,
  type Tenant,
  type Who,
} from "../support/two-businesses";

/*
 * Generated from the action registry: every signed-in action, called by A's owner, manager and staff user with
 * one of B's ids in one field (the other fields valid for A), answers exactly as it does for an id
 * that exists nowhere, and no row of either business changes. The same action with A's own ids must
 * succeed, so a refusal for some unrelated reason cannot pass for isolation. The public routes and
 * the manage-by-link actions get B's ids and spliced tokens the same way.
 */

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const UNKNOWN_ID = "c0000000-0000-4000-8000-000000000000";
const ROOT = path.resolve(__dirname, "../../..");

/**
 * Every route handler under app/api, with what the matrix does about it. Each goes through defineRoute,
 * which checks the session, the role (lib/access/policy.ts) and the business before the handler runs.
 */
const ROUTE_CASES: Record<string, string> = {
  "auth/[...nextauth]/route.ts": "Auth.js's own endpoints, passed through defineRoute: no tenant ids",
  "calendar/ical/[businessId]/route.ts": "token-gated feed: another business's token answers 404 (ical-feed.test.ts)",
  "calendar/ical/[businessId]/staff/[staffId]/route.ts":
    "token-gated feed: B's staff or token under A answers 404 (ical-feed.test.ts)",
  "calendar/export/route.ts": "no id in the URL: the session's business only (calendar-export.test.ts)",
  "calendar/export/[bookingId]/route.ts":
    "loads the booking by id and the session's business (calendar-export.test.ts)",
  "customers/[email]/export/route.ts":
    "the customer is loaded by email and the session's business: B's customer answers 404 (customer-data.test.ts)",
  "privacy/export/route.ts": "no id in the URL: the session's business only (customer-data.test.ts)",
  "public/businesses/[slug]/availability/route.ts": "B's service and staff ids under A's slug",
  "public/businesses/[slug]/bookings/route.ts": "B's service and staff ids under A's slug",
  "public/businesses/[slug]/images/[kind]/[sha]/route.ts": "B's image hash under A's slug",
  "public/businesses/[slug]/visits/availability/route.ts": "A visit of A's service and B's under A's slug",
  "public/businesses/[slug]/visits/route.ts": "A visit of A's service and B's under A's slug",
  "public/businesses/[slug]/waitlist/route.ts": "B's service and staff ids under A's slug (waitlist/join.test.ts)",
};

function routeFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name === "route.ts"
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

/** What the caller sees, without the echoed form values (they repeat the id that was sent). */
const answer = (result: { ok: boolean; error?: string; fieldErrors?: unknown }) => ({
  ok: result.ok,
  error: result.error,
  fieldErrors: result.fieldErrors,
});

const CALLERS = [
  { who: "owner", role: "owner" },
  { who: "manager", role: "manager" },
  // The portal is on with every permission, so a staff user reaches every action their role allows.
  { who: "staffUser", role: "staff" },
] as const;

describe("the matrices cover every action and route", () => {
  it("has a case for every registered action and no case for an action that does not exist", () => {
    expect(Object.keys(ACTION_CASES).sort()).toEqual([...ACTION_NAMES].sort());
  });

  it("declares every id-looking field of a signed-in action's input", () => {
    for (const name of SIGNED_IN_ACTIONS) {
      const entry = ACTION_CASES[name] as SignedInCase;
      const fields = Object.keys(entry.input(IDS.A as unknown as Record<string, string>, "A"));
      const idLike = fields.filter((field) => field === "id" || field.endsWith("Id"));
      expect(Object.keys(entry.ids), name).toEqual(expect.arrayContaining(idLike));
    }
  });

  it("has a case for every route handler under app/api", () => {
    expect(routeFiles(path.join(ROOT, "app/api")).sort()).toEqual(Object.keys(ROUTE_CASES).sort());
  });

  it("sends every route handler of the app through defineRoute", async () => {
    const files = routeFiles(path.join(ROOT, "app"));
    expect(files.length).toBeGreaterThan(Object.keys(ROUTE_CASES).length);
    for (const file of files) {
      const handlers = Object.entries(await import(path.join(ROOT, "app", file))).filter(([name]) =>
        ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].includes(name),
      );
      expect(handlers.length, file).toBeGreaterThan(0);
      for (const [name, handler] of handlers) expect(handler, `${file} ${name}`).toHaveProperty("definition");
    }
  });

  it("marks public exactly the actions the registry calls public", () => {
    for (const name of ACTION_NAMES) {
      expect(isPublicCase(ACTION_CASES[name]), name).toBe(ACTION_REGISTRY[name].access === "public");
    }
  });
});

describe.each(databaseKinds)("tenant isolation matrix on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });
  const seeder = lazySeeder(
    () => database.db,
    () => passwordHash,
  );
  beforeEach(async () => {
    await seeder.fresh();
  });

  /** Nothing was written: asserted, and then the next case may skip the reseed. */
  async function expectUnchanged(before: Awaited<ReturnType<typeof snapshotAll>>) {
    expect(await snapshotAll(database.db)).toEqual(before);
    seeder.unchanged();
  }

  const idsFor = (name: ActionName, tenant: Tenant) =>
    Object.fromEntries(
      Object.entries((ACTION_CASES[name] as SignedInCase).ids).map(([field, idKind]) => [field, IDS[tenant][idKind]]),
    );

  async function run(name: ActionName, who: Who, ids: Record<string, string>, extra = {}) {
    const user = await signedIn(database.db, "A", who);
    expect(user?.business?.id).toBe(IDS.A.business);
    const input = { ...inputFor(name, ids, "A", emailOf("A", who === "staffUser" ? "staff" : who)), ...extra };
    return runAction(ACTION_REGISTRY[name] as never, user, input, database.db);
  }

  for (const { who, role } of CALLERS) {
    const allowed = SIGNED_IN_ACTIONS.filter((name) => ACTION_REGISTRY[name].roles?.includes(role));

    describe(`A's ${who}`, () => {
      it.each(allowed)(
        "%s with A's own ids succeeds and leaves B alone, even with B's business id added",
        async (name) => {
          const before = await snapshotTenant(database.db, "B");
          // A business id in the input is never read: the session's business is the only one.
          const result = await run(name, who, idsFor(name, "A"), {
            businessId: IDS.B.business,
            business_id: IDS.B.business,
          });
          expect(result, name).toMatchObject({ ok: true });
          expect(await snapshotTenant(database.db, "B")).toEqual(before);
        },
      );

      const foreignCases = allowed.flatMap((name) =>
        Object.keys((ACTION_CASES[name] as SignedInCase).ids).map((field) => [name, field] as const),
      );
      it.each(foreignCases)("%s with B's %s answers as for an unknown id and changes nothing", async (name, field) => {
        const before = await snapshotAll(database.db);
        const own = idsFor(name, "A");
        const foreign = await run(name, who, { ...own, [field]: idsFor(name, "B")[field] });
        const unknown = await run(name, who, { ...own, [field]: UNKNOWN_ID });
        expect(foreign.ok).toBe(false);
        expect(answer(foreign)).toEqual(answer(unknown));
        if (field === "id") expect(foreign.ok === false && foreign.error).toMatch(/not found/i);
        await expectUnchanged(before);
      });
    });
  }

  describe("actions without ids only touch the caller's business", () => {
    it("saveBusiness renames A, not B", async () => {
      const result = await run("saveBusiness", "owner", {});
      expect(result).toMatchObject({ ok: true, data: { businessId: IDS.A.business } });
      const after = await snapshotAll(database.db);
      expect(after.businesses.map((b) => [b.id, b.name])).toEqual([
        [IDS.A.business, "Renamed Salon"],
        [IDS.B.business, "B Salon"],
      ]);
    });

    it("saveWhiteLabel cannot take B's subdomain or custom domain", async () => {
      const before = await snapshotAll(database.db);
      for (const taken of [{ subdomain: slugOf("B") }, { customDomain: domainOf("B") }]) {
        const result = await run("saveWhiteLabel", "owner", {}, taken);
        expect(result).toMatchObject({ ok: false });
      }
      await expectUnchanged(before);
    });

    it("updateProfile cannot take the email of B's owner", async () => {
      const before = await snapshotAll(database.db);
      const result = await run(
        "updateProfile",
        "owner",
        {},
        { email: emailOf("B", "owner"), currentPassword: PASSWORD },
      );
      expect(result).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
      await expectUnchanged(before);
    });
  });

  describe("public routes with A's slug and B's ids", () => {
    const params = (tenant: Tenant) => ({ params: Promise.resolve({ slug: slugOf(tenant) }) });
    const combos = [
      ["B's service and staff", "B", "B"],
      ["A's service, B's staff", "A", "B"],
      ["B's service, A's staff", "B", "A"],
    ] as const;

    const serviceId = (of: Tenant | "unknown") => (of === "unknown" ? UNKNOWN_ID : IDS[of].service);
    const staffId = (of: Tenant | "unknown") => (of === "unknown" ? UNKNOWN_ID : IDS[of].staffWithLogin);
    /** B's id swapped for one that exists nowhere: the answer a foreign id must match. */
    const unknownFor = (of: Tenant) => (of === "B" ? "unknown" : of);

    async function availability(serviceOf: Tenant | "unknown", staffOf: Tenant | "unknown") {
      const url = `http://localhost/api/public/businesses/${slugOf("A")}/availability?serviceId=${serviceId(serviceOf)}&staffId=${staffId(staffOf)}`;
      return getAvailability(new Request(url), params("A"));
    }

    it("availability with A's own ids answers 200 (the control)", async () => {
      const response = await availability("A", "A");
      expect(response.status).toBe(200);
    });

    it.each(combos)("availability with %s answers as for unknown ids", async (_label, serviceOf, staffOf) => {
      const response = await availability(serviceOf, staffOf);
      const unknown = await availability(unknownFor(serviceOf), unknownFor(staffOf));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect([response.status, await response.json()]).toEqual([unknown.status, await unknown.json()]);
    });

    async function book(serviceOf: Tenant | "unknown", staffOf: Tenant | "unknown") {
      // A bookable time of A's own pair, so a refusal can only come from the foreign id.
      const open = (await (await availability("A", "A")).json()) as { days: { date: string; slots: string[] }[] };
      const day = open.days.find((d) => d.slots.length > 0)!;
      return postBooking(
        new Request(`http://localhost/api/public/businesses/${slugOf("A")}/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            serviceId: serviceId(serviceOf),
            staffId: staffId(staffOf),
            date: day.date,
            time: day.slots[0],
            customerName: "Cross Tenant",
            customerEmail: "cross@example.com",
            customerPhone: "",
            notes: "",
          }),
        }),
        params("A"),
      );
    }

    it("booking with A's own ids is created in A (the control)", async () => {
      const before = await snapshotTenant(database.db, "B");
      expect((await book("A", "A")).status).toBe(201);
      expect(await snapshotTenant(database.db, "B")).toEqual(before);
    });

    it.each(combos)(
      "booking with %s is refused as for unknown ids and writes nothing",
      async (_label, serviceOf, staffOf) => {
        const before = await snapshotAll(database.db);
        const response = await book(serviceOf, staffOf);
        const unknown = await book(unknownFor(serviceOf), unknownFor(staffOf));
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.status).not.toBe(429); // refused for the id, not by a booking limit
        expect([response.status, await response.json()]).toEqual([unknown.status, await unknown.json()]);
        // Not marked unchanged: the attempts count towards the booking limits, so the next case reseeds.
        expect(await snapshotAll(database.db)).toEqual(before);
      },
    );
  });

  describe("public visit routes with A's slug and one of B's services", () => {
    const params = { params: Promise.resolve({ slug: slugOf("A") }) };
    const second = (of: "B" | "unknown") => (of === "B" ? IDS.B.service : UNKNOWN_ID);
    const staff = `${IDS.A.staffWithLogin},${IDS.A.staffWithLogin}`;

    async function visitAvailability(of: "B" | "unknown") {
      const services = `${IDS.A.service},${second(of)}`;
      const url = `http://localhost/api/public/businesses/${slugOf("A")}/visits/availability?services=${services}&staff=${staff}&staffing=same`;
      return getVisitAvailability(new Request(url), params);
    }

    it("visit availability with B's service answers as for an unknown one", async () => {
      const response = await visitAvailability("B");
      const unknown = await visitAvailability("unknown");
      expect(response.status).toBe(400);
      expect([response.status, await response.json()]).toEqual([unknown.status, await unknown.json()]);
    });

    async function bookVisit(of: "B" | "unknown") {
      return postVisit(
        new Request(`http://localhost/api/public/businesses/${slugOf("A")}/visits`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            items: [
              { serviceId: IDS.A.service, staffId: IDS.A.staffWithLogin },
              { serviceId: second(of), staffId: IDS.A.staffWithLogin },
            ],
            staffing: "same",
            date: "2030-01-07",
            time: "10:00",
            customerName: "Cross Tenant",
            customerEmail: "cross@example.com",
          }),
        }),
        params,
      );
    }

    it("a visit with B's service is refused as for an unknown one and writes nothing", async () => {
      const before = await snapshotAll(database.db);
      const response = await bookVisit("B");
      const unknown = await bookVisit("unknown");
      expect(response.status).toBe(400);
      expect([response.status, await response.json()]).toEqual([unknown.status, await unknown.json()]);
      expect(await snapshotAll(database.db)).toEqual(before);
    });
  });

  describe("uploaded images", () => {
    const logoSha = async (tenant: Tenant) => (await listBusinessImages(database.db, IDS[tenant].business))[0].sha256;
    const fetchImage = (slug: string, sha: string) =>
      getImage(new Request(`http://localhost/api/public/businesses/${slug}/images/logo/${sha}`), {
        params: Promise.resolve({ slug, kind: "logo", sha }),
      });

    it("serves A's logo under A's slug (the control) and B's hash under A's slug as an unknown hash", async () => {
      expect((await fetchImage(slugOf("A"), await logoSha("A"))).status).toBe(200);
      const foreign = await fetchImage(slugOf("A"), await logoSha("B"));
      const unknown = await fetchImage(slugOf("A"), "0".repeat(64));
      expect(foreign.status).toBe(404);
      expect([foreign.status, await foreign.json()]).toEqual([unknown.status, await unknown.json()]);
    });

    it("A's owner uploading and removing changes only A's images", async () => {
      const before = await snapshotTenant(database.db, "B");
      expect(await run("uploadBusinessImage", "owner", {})).toMatchObject({ ok: true });
      expect(await run("removeBusinessImage", "owner", {}, { kind: "logo" })).toMatchObject({ ok: true });
      expect(await listBusinessImages(database.db, IDS.A.business)).toEqual([
        { kind: "header", sha256: expect.any(String) },
      ]);
      expect(await snapshotTenant(database.db, "B")).toEqual(before);
    });
  });

  describe("manage-by-link actions with a spliced token", () => {
    // B's booking id with the signature of A's booking: the signature covers the id, so it is not a link.
    const spliced = () => `${IDS.B.booking}.${createManageToken(IDS.A.booking).split(".")[1]}`;
    const cases = [
      ["cancelBookingByToken", () => ({ token: spliced() })],
      ["rescheduleBookingByToken", () => ({ token: spliced(), slot: "2031-03-04T10:00" })],
    ] as const;

    it.each(cases)("%s refuses it and changes nothing", async (name, input) => {
      const before = await snapshotAll(database.db);
      const result = await runAction(ACTION_REGISTRY[name] as never, null, input(), database.db);
      expect(result).toMatchObject({ ok: false, error: INVALID_MANAGE_LINK_MESSAGE });
      await expectUnchanged(before);
    });

    it("a genuine link to B's booking changes only that booking", async () => {
      const beforeA = await snapshotTenant(database.db, "A");
      const result = await runAction(
        ACTION_REGISTRY.cancelBookingByToken as never,
        null,
        { token: createManageToken(IDS.B.booking) },
        database.db,
      );
      expect(result).toMatchObject({ ok: true });
      expect(await snapshotTenant(database.db, "A")).toEqual(beforeA);
    });
  });
});
