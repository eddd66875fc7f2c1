import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { CUSTOMER_NOT_FOUND_MESSAGE, saveCustomerNote } from "@/lib/customers/actions";
import { getAnalytics } from "@/lib/analytics/queries";
import { loadUser } from "@/lib/auth/load-user";
import { getCustomer, getCustomerNote, listCustomerBookings, listCustomers } from "@/lib/customers/queries";
import { getOverviewStats, getStaffDay, getTodayAgenda } from "@/lib/overview/queries";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { bookings, businesses, customerNotes, staffMembers, users, type NewBooking } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import type { CustomerListParams } from "@/lib/customers/schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;
const LONDON = "Europe/London";
/** Saturday 20 June 2030, 13:00 in London (BST). */
const NOW = new Date("2030-06-20T12:00:00Z");
const TODAY = toDateInZone(NOW, LONDON);
const at = (days: number, time = "10:00") => zonedToInstant(addDaysToDate(TODAY, days), time, LONDON);
const list = (overrides: Partial<CustomerListParams> = {}): CustomerListParams => ({
  q: "",
  sort: "last-visit",
  page: 1,
  ...overrides,
});

describe.each(databaseKinds)("customers, revenue and the staff overview on %s", (kind) => {
  let database: TestDatabase;
  let demoId: string;
  let otherId: string;
  let emmaId: string;
  let sophieId: string;
  const userIds: Record<string, string> = {};
  const asUser = async (email: string) => (await loadUser(database.db, userIds[email]))!;
  const scoped = async (email: string) => {
    const user = await asUser(email);
    return { ...user, business: user.business! };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, NOW);
    const [demo] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    demoId = demo.id;
    otherId = (await insertBusiness(database.db, { slug: "elsewhere", name: "Elsewhere" })).id;
    for (const row of await database.db.select({ id: users.id, email: users.email }).from(users))
      userIds[row.email] = row.id;
    const staff = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, demoId));
    emmaId = staff.find((member) => member.name === "Emma Wilson")!.id;
    sophieId = staff.find((member) => member.name === "Sophie Brown")!.id;

    const booking = (values: Partial<NewBooking> & { startsAt: Date }): NewBooking => ({
      businessId: demoId,
      serviceName: "Cut",
      staffName: "Emma Wilson",
      customerName: "Ann Lee",
      customerEmail: "ann.lee@example.com",
      pricePence: 1800,
      status: "completed",
      endsAt: new Date(values.startsAt.getTime() + 30 * 60_000),
      createdAt: new Date("2030-04-01T09:00:00Z"),
      ...values,
    });
    await database.db.insert(bookings).values([
      // One customer, three spellings of the email: grouped, named and phoned by the latest booking.
      booking({ startsAt: at(-30), customerPhone: "07700 900111" }),
      booking({
        startsAt: at(-10),
        customerName: "Ann Lee-Smith",
        customerEmail: "ANN.LEE@Example.com",
        customerPhone: "07700 900222",
        pricePence: 1850,
      }),
      booking({
        startsAt: at(-5),
        customerName: "Ann Lee-Smith",
        customerEmail: "Ann.Lee@example.com",
        status: "no_show",
      }),
      booking({ startsAt: at(-2), customerName: "Ann Lee-Smith", status: "cancelled" }),
      booking({ startsAt: at(4), customerName: "Ann Lee-Smith", status: "confirmed" }),
      // LIKE's wildcards in a name and an email, to be searched literally.
      booking({
        startsAt: at(-40),
        customerName: "100% Natural_Look",
        customerEmail: "percent%_x@example.com",
        pricePence: 500,
      }),
      // Today: Emma's later today (the staff user's), Sophie's later today, one already over.
      booking({
        startsAt: at(0, "15:00"),
        customerName: "Today Later",
        customerEmail: "today@example.com",
        staffId: emmaId,
        status: "confirmed",
      }),
      booking({
        startsAt: at(0, "16:00"),
        customerName: "Sophie Today",
        customerEmail: "sophie.today@example.com",
        staffId: sophieId,
        staffName: "Sophie Brown",
        status: "pending",
      }),
      booking({
        startsAt: at(0, "09:00"),
        customerName: "Earlier Today",
        customerEmail: "earlier@example.com",
        staffId: emmaId,
        status: "completed",
      }),
      booking({
        startsAt: at(9),
        customerName: "Far Ahead",
        customerEmail: "far@example.com",
        staffId: emmaId,
        status: "confirmed",
      }),
      // Another business, with a customer of the same email.
      booking({ businessId: otherId, startsAt: at(-3), customerName: "B Ann", pricePence: 99900 }),
      booking({ businessId: otherId, startsAt: at(-3), customerName: "Only B", customerEmail: "only.b@example.com" }),
    ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("groups bookings by case-insensitive email with the figures of the business only", async () => {
    const ann = await getCustomer(database.db, demoId, "ANN.lee@EXAMPLE.com", NOW);
    expect(ann).toMatchObject({
      email: "ann.lee@example.com",
      name: "Ann Lee-Smith",
      phone: "07700 900222",
      visits: 2,
      totalSpentPence: 3650,
      noShows: 1,
      lastVisit: at(-5),
      nextAppointment: at(4),
    });
    const history = await listCustomerBookings(database.db, demoId, "ann.lee@example.com");
    expect(history.map((row) => row.startsAt)).toEqual([at(4), at(-2), at(-5), at(-10), at(-30)]);

    const page = await listCustomers(database.db, demoId, list(), NOW);
    const emails = page.items.map((customer) => customer.email);
    expect(emails.filter((email) => email === "ann.lee@example.com")).toHaveLength(1);
    expect(emails).not.toContain("only.b@example.com");
    expect(page.items.find((customer) => customer.email === "ann.lee@example.com")?.totalSpentPence).toBe(3650);
    // Five demo customers, Ann, the wildcard customer and four of today's and later.
    expect(page.total).toBe(11);
    expect(page.items).toHaveLength(11);
  });

  it("leaves out walk-ins booked without an email address (no customer to group them by)", async () => {
    const before = await listCustomers(database.db, demoId, list(), NOW);
    await database.db.insert(bookings).values({
      businessId: demoId,
      serviceName: "Cut",
      customerName: "Walk In",
      customerEmail: "",
      staffId: emmaId,
      startsAt: at(-60),
      endsAt: new Date(at(-60).getTime() + 30 * 60_000),
    });
    const after = await listCustomers(database.db, demoId, list(), NOW);
    expect(after.total).toBe(before.total);
    expect(after.items.map((customer) => customer.name)).not.toContain("Walk In");
  });

  it("sorts by last visit (default), name and total spent", async () => {
    const byLastVisit = (await listCustomers(database.db, demoId, list(), NOW)).items.map((c) => c.email);
    // Latest past non-cancelled first; no past visit last, by email.
    expect(byLastVisit.slice(0, 4)).toEqual([
      "earlier@example.com",
      "chloe.davies@example.com",
      "ann.lee@example.com",
      "percent%_x@example.com",
    ]);
    expect(byLastVisit.slice(4, 6)).toEqual(["daniel.evans@example.com", "far@example.com"]);

    const byName = (await listCustomers(database.db, demoId, list({ sort: "name" }), NOW)).items.map((c) => c.name);
    expect(byName[0]).toBe("100% Natural_Look");
    expect(byName[1]).toBe("Ann Lee-Smith");

    const bySpent = (await listCustomers(database.db, demoId, list({ sort: "total-spent" }), NOW)).items;
    expect(bySpent.slice(0, 2).map((c) => [c.email, c.totalSpentPence])).toEqual([
      ["ann.lee@example.com", 3650],
      ["chloe.davies@example.com", 2800],
    ]);
  });

  it("searches name, email and phone, taking % and _ literally", async () => {
    const search = async (q: string) =>
      (await listCustomers(database.db, demoId, list({ q }), NOW)).items.map((c) => c.email);
    expect(await search("lee-smith")).toEqual(["ann.lee@example.com"]);
    expect(await search("900111")).toEqual(["ann.lee@example.com"]); // an older booking's phone still finds her
    expect(await search("EXAMPLE.COM")).toHaveLength(11);
    expect(await search("%")).toEqual(["percent%_x@example.com"]);
    expect(await search("_")).toEqual(["percent%_x@example.com"]);
    expect(await search("0% n")).toEqual(["percent%_x@example.com"]);
    expect(await search("\\")).toEqual([]);
    expect(await search("only b")).toEqual([]);
    const empty = await listCustomers(database.db, demoId, list({ q: "nobody-here" }), NOW);
    expect(empty).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("pages by the page size and moves a page past the end back to the last one", async () => {
    const first = await listCustomers(database.db, demoId, list({ sort: "name" }), NOW, 4);
    expect(first).toMatchObject({ total: 11, page: 1, pageCount: 3 });
    const last = await listCustomers(database.db, demoId, list({ sort: "name", page: 99 }), NOW, 4);
    expect(last.page).toBe(3);
    expect(last.items).toHaveLength(3);
    const all = [
      ...first.items,
      ...(await listCustomers(database.db, demoId, list({ sort: "name", page: 2 }), NOW, 4)).items,
      ...last.items,
    ];
    expect(new Set(all.map((c) => c.email)).size).toBe(11);
  });

  it("never shows another business's customer", async () => {
    expect(await getCustomer(database.db, demoId, "only.b@example.com", NOW)).toBeNull();
    expect(await listCustomerBookings(database.db, demoId, "only.b@example.com")).toEqual([]);
    expect((await getCustomer(database.db, otherId, "ann.lee@example.com", NOW))?.name).toBe("B Ann");
  });

  it("saves notes for owners and managers only, for the business's own customers, up to 2000 characters", async () => {
    const save = async (email: string, input: Record<string, string>) =>
      runAction(saveCustomerNote, await asUser(email), input, database.db);

    expect(await save(STAFF.email, { email: "ann.lee@example.com", notes: "Staff note" })).toEqual({
      ok: false,
      code: "forbidden",
      error: FORBIDDEN_MESSAGE,
    });
    expect(
      await save(MANAGER.email, { email: "ANN.LEE@example.com", notes: "Allergic to latex\r\nLikes tea" }),
    ).toMatchObject({ ok: true });
    expect(await getCustomerNote(database.db, demoId, "ann.lee@example.com")).toBe("Allergic to latex\nLikes tea");

    const tooLong = "x".repeat(2001);
    const refused = await save(OWNER.email, { email: "ann.lee@example.com", notes: tooLong });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { notes: "Notes must be 2,000 characters or fewer." },
      values: { notes: tooLong },
    });
    expect(await save(OWNER.email, { email: "ann.lee@example.com", notes: "y".repeat(2000) })).toMatchObject({
      ok: true,
    });
    expect(await getCustomerNote(database.db, demoId, "ann.lee@example.com")).toHaveLength(2000);

    // Another business's customer, or an email that never booked, is not found; nothing is written.
    for (const email of ["only.b@example.com", "nobody@example.com"]) {
      expect(await save(OWNER.email, { email, notes: "Sneaky" })).toMatchObject({
        ok: false,
        error: CUSTOMER_NOT_FOUND_MESSAGE,
      });
    }
    const rows = await database.db.select().from(customerNotes);
    expect(rows.map((row) => [row.businessId, row.customerEmail])).toEqual([[demoId, "ann.lee@example.com"]]);
    expect(await getCustomerNote(database.db, otherId, "ann.lee@example.com")).toBe("");
  });

  it("counts the same revenue on Overview and Analytics: completed bookings of the month", async () => {
    const owner = await scoped(OWNER.email);
    const stats = await getOverviewStats(database.db, owner, NOW);
    // June: Chloe's £28, Ann's £18.50 and Earlier Today's £18; May: Ann's £18 and the wildcard's £5.
    expect(stats.revenuePence).toEqual({ current: 2800 + 1850 + 1800, previous: 1800 + 500 });
    // Analytics from 1 June 13:00 to now holds every June appointment so far (none before 13:00 on the 1st).
    const june = await getAnalytics(database.db, owner, { periodDays: 19, now: NOW });
    expect(june.summary.revenuePence).toBe(stats.revenuePence.current);
    const may = await getAnalytics(database.db, owner, {
      periodDays: 31,
      now: zonedToInstant("2030-06-01", "00:00", LONDON),
    });
    expect(may.summary.revenuePence).toBe(stats.revenuePence.previous);
  });

  it("gives owners today's agenda and a staff user only their own week", async () => {
    const agenda = await getTodayAgenda(database.db, await scoped(OWNER.email), NOW);
    expect(agenda.map((item) => item.customerName)).toEqual(["Today Later", "Sophie Today"]);

    const staff = await scoped(STAFF.email);
    expect(staff.business.staffAccess.staffCanViewAllBookings).toBe(true);
    const day = await getStaffDay(database.db, staff, NOW);
    const names = day.map((item) => item.customerName);
    expect(names).toEqual(["Earlier Today", "Today Later", "Sarah Johnson", "Hannah Clarke", "Daniel Evans"]);
    expect(names).not.toContain("Sophie Today");
    expect(names).not.toContain("Far Ahead");
    expect(await getStaffDay(database.db, { ...staff, staffMemberId: null }, NOW)).toEqual([]);
  });
});
