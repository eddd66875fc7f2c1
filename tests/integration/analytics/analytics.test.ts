import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUser } from "@/lib/auth/load-user";
import { getAnalytics } from "@/lib/analytics/queries";
import { bookings, staffMembers, users, type NewBooking } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { buildAnalyticsStats } from "@/lib/metrics/analytics";
import { staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

type SignedIn = NonNullable<Awaited<ReturnType<typeof loadUser>>> & {
  business: NonNullable<NonNullable<Awaited<ReturnType<typeof loadUser>>>["business"]>;
};

const statsByLabel = (summary: Parameters<typeof buildAnalyticsStats>[0]) =>
  Object.fromEntries(buildAnalyticsStats(summary).map((stat) => [stat.label, stat.value]));

const nonZeroDays = (daily: { date: string; count: number }[]) => daily.filter((day) => day.count > 0);

describe.each(databaseKinds)("analytics on %s", (kind) => {
  let database: TestDatabase;
  // The demo data sits around 10 June 2030 (10:00 BST).
  const demoNow = new Date("2030-06-10T09:00:00Z");
  // The test salon's 'now': 12:00 BST on 2 April 2030, two days after the clocks went forward (31 March).
  const salonNow = new Date("2030-04-02T11:00:00Z");
  let demoOwner: SignedIn;
  let demoManager: SignedIn;
  let salonOwner: SignedIn;
  let otherOwner: SignedIn;

  async function signedIn(email: string): Promise<SignedIn> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const user = (await loadUser(database.db, row.id))!;
    return { ...user, business: user.business! };
  }

  async function ownerOf(businessId: string, email: string): Promise<SignedIn> {
    await database.db
      .insert(users)
      .values({ email, passwordHash: "not-used", name: "Owner", role: "owner", businessId });
    return signedIn(email);
  }

  function booking(
    businessId: string,
    startsAt: string,
    serviceName: string,
    staffName: string,
    status: NewBooking["status"],
    pricePence: number,
  ): NewBooking {
    const start = new Date(startsAt);
    return {
      businessId,
      serviceName,
      staffName,
      status,
      pricePence,
      customerName: "Customer",
      customerEmail: "customer@example.com",
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      createdAt: new Date("2029-12-01T09:00:00Z"),
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, demoNow);
    demoOwner = await signedIn(DEMO_ACCOUNTS[0].email);
    demoManager = await signedIn(DEMO_ACCOUNTS[1].email);

    const salon = await insertBusiness(database.db, {
      slug: "analytics-salon",
      name: "Analytics Salon",
      timeZone: "Europe/London",
    });
    salonOwner = await ownerOf(salon.id, "owner@analytics-salon.example");
    const id = salon.id;
    await database.db.insert(bookings).values([
      // Last 7 days = 2030-03-26 12:00 GMT .. 2030-04-02 12:00 BST (now), both ends inclusive.
      booking(id, "2030-03-26T11:59:00Z", "Signature Facial", "Carol", "completed", 5000), // a minute too early for 7 days
      booking(id, "2030-03-26T12:00:00Z", "Signature Facial", "Carol", "confirmed", 5000), // exactly 7 days ago
      booking(id, "2030-03-27T10:00:00Z", "Massage", "   ", "completed", 6000), // blank staff → Unassigned
      booking(id, "2030-03-30T23:30:00Z", "Haircut", "Alice", "confirmed", 4000), // 23:30 GMT, 30 March
      booking(id, "2030-03-31T23:30:00Z", "Haircut", "Alice", "completed", 4000), // 00:30 BST, 1 April (UTC date 31 March)
      booking(id, "2030-04-01T09:00:00Z", "Full Colour", "Bob", "cancelled", 10000),
      booking(id, "2030-04-02T10:00:00Z", "Full Colour", "", "pending", 10000), // no staff → Unassigned
      booking(id, "2030-04-02T11:00:00Z", "Haircut", "Alice", "confirmed", 4000), // exactly now
      booking(id, "2030-04-02T11:30:00Z", "Haircut", "Alice", "confirmed", 4000), // later today: future
      booking(id, "2030-04-05T10:00:00Z", "Haircut", "Alice", "completed", 9999), // future
      // Last 30 days only (from 2030-03-03 12:00 GMT).
      booking(id, "2030-03-10T10:00:00Z", "Brow Shape", "Dana", "completed", 1500),
      booking(id, "2030-03-11T10:00:00Z", "Gel Nails", "Evan", "completed", 2500),
      // Last 90 days only (from 2030-01-02 12:00 GMT), and one just before.
      booking(id, "2030-01-15T10:00:00Z", "Haircut", "Alice", "completed", 4000),
      booking(id, "2030-01-02T11:59:00Z", "Haircut", "Alice", "completed", 4000),
    ]);

    const other = await insertBusiness(database.db, {
      slug: "analytics-other",
      name: "Elsewhere",
      timeZone: "America/New_York",
    });
    otherOwner = await ownerOf(other.id, "owner@analytics-other.example");
    await database.db.insert(bookings).values([
      booking(other.id, "2030-04-01T10:00:00Z", "Haircut", "Alice", "completed", 99900),
      booking(other.id, "2030-06-09T12:00:00Z", "Gel Manicure", "Sophie Brown", "completed", 99900),
      booking(other.id, "2030-06-10T02:00:00Z", "Gel Manicure", "", "confirmed", 99900), // 22:00 on 9 June in New York
    ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it.each([7, 30, 90])("shows the seeded demo business's one past booking for the last %i days", async (periodDays) => {
    const data = await getAnalytics(database.db, demoOwner, { periodDays, now: demoNow });
    expect(statsByLabel(data.summary)).toEqual({
      "Total Bookings": "1",
      Confirmed: "0",
      Cancelled: "0",
      Completed: "1",
      "No-shows": "0",
      Revenue: "£28.00",
      "Average Booking Value": "£28.00",
      "Conversion Rate": "0.0%",
    });
    expect(data.summary.pending).toBe(0);
    expect(data.topServices).toEqual([{ name: "Gel Manicure", bookings: 1, revenuePence: 2800 }]);
    expect(data.topStaff).toEqual([{ name: "Sophie Brown", bookings: 1, revenuePence: 2800 }]);
    expect(data.daily).toHaveLength(periodDays + 1);
    expect(data.daily[data.daily.length - 1].date).toBe("2030-06-10");
    expect(nonZeroDays(data.daily)).toEqual([{ date: "2030-06-09", count: 1 }]);
  });

  it("shows what is booked ahead when nothing is completed yet: appointments, their value and each member's share of their hours", async () => {
    const salon = await insertBusiness(database.db, {
      slug: `ahead-${kind}`,
      name: "Ahead Salon",
      timeZone: "Europe/London",
    });
    const owner = await ownerOf(salon.id, `owner@ahead-${kind}.example`);
    // Default hours: the salon Mon-Fri 09:00-17:00 (Sat 10:00-16:00); staff Mon-Fri 09:00-17:00.
    const [alice, bob] = await database.db
      .insert(staffMembers)
      .values([
        { businessId: salon.id, name: "Alice", availability: staffAvailabilitySchema.parse({}) },
        { businessId: salon.id, name: "Bob", availability: staffAvailabilitySchema.parse({}) },
      ])
      .returning();
    const hour = (startsAt: string, status: NewBooking["status"]) => ({
      ...booking(salon.id, startsAt, "Haircut", "Alice", status, 4000),
      staffId: alice.id,
      endsAt: new Date(new Date(startsAt).getTime() + 60 * 60_000),
    });
    await database.db.insert(bookings).values([
      hour("2030-04-03T09:00:00Z", "confirmed"),
      hour("2030-04-04T09:00:00Z", "confirmed"),
      hour("2030-04-05T09:00:00Z", "pending"),
      hour("2030-04-05T13:00:00Z", "cancelled"), // not booked any more
      hour("2030-04-10T09:00:00Z", "confirmed"), // past the next 7 days
    ]);
    // Tuesday 2 April 2030, 09:00 BST.
    const data = await getAnalytics(database.db, owner, { periodDays: 7, now: new Date("2030-04-02T08:00:00Z") });
    expect(statsByLabel(data.summary)).toMatchObject({ "Total Bookings": "0", Revenue: "£0.00" });
    expect(data.bookedAhead).toMatchObject({ bookings: 3, revenuePence: 12000 });
    // Working time to Tuesday 9 April 09:00: Tue-Fri and Mon, 8 h each = 2,400 minutes; 180 booked = 7.5%.
    expect(data.bookedAhead.staff).toEqual([
      expect.objectContaining({
        staffId: alice.id,
        bookings: 3,
        minutes: 180,
        workingMinutes: 2400,
        utilisationPercent: 7.5,
      }),
      expect.objectContaining({
        staffId: bob.id,
        bookings: 0,
        minutes: 0,
        workingMinutes: 2400,
        utilisationPercent: 0,
      }),
    ]);
  });

  it("gives a manager the same figures as the owner", async () => {
    const forOwner = await getAnalytics(database.db, demoOwner, { periodDays: 7, now: demoNow });
    const forManager = await getAnalytics(database.db, demoManager, { periodDays: 7, now: demoNow });
    expect(forManager).toEqual(forOwner);
  });

  it("counts the demo's upcoming bookings once they are in the past", async () => {
    const later = new Date("2030-06-14T09:00:00Z"); // after all five demo appointments
    const data = await getAnalytics(database.db, demoOwner, { periodDays: 7, now: later });
    expect(statsByLabel(data.summary)).toMatchObject({
      "Total Bookings": "5",
      Confirmed: "3",
      Completed: "1",
      "No-shows": "0",
      Revenue: "£28.00",
      "Conversion Rate": "60.0%",
    });
    expect(data.summary.pending).toBe(1);
    expect(data.topStaff).toEqual([
      { name: "Emma Wilson", bookings: 3, revenuePence: 0 },
      { name: "Sophie Brown", bookings: 2, revenuePence: 2800 },
    ]);
  });

  it("counts statuses, completed revenue, average and conversion for the last 7 days, both ends inclusive", async () => {
    const data = await getAnalytics(database.db, salonOwner, { periodDays: 7, now: salonNow });
    expect(data.range.start.toISOString()).toBe("2030-03-26T12:00:00.000Z");
    expect(data.summary).toMatchObject({
      total: 7,
      pending: 1,
      confirmed: 3,
      completed: 2,
      cancelled: 1,
      revenuePence: 10000,
    });
    expect(statsByLabel(data.summary)).toEqual({
      "Total Bookings": "7",
      Confirmed: "3",
      Cancelled: "1",
      Completed: "2",
      "No-shows": "0",
      Revenue: "£100.00",
      "Average Booking Value": "£50.00",
      "Conversion Rate": "42.9%",
    });
  });

  it("groups bookings per day in the business's zone across the BST change, with zero days filled", async () => {
    const data = await getAnalytics(database.db, salonOwner, { periodDays: 7, now: salonNow });
    expect(data.daily).toEqual([
      { date: "2030-03-26", count: 1 },
      { date: "2030-03-27", count: 1 },
      { date: "2030-03-28", count: 0 },
      { date: "2030-03-29", count: 0 },
      { date: "2030-03-30", count: 1 }, // 23:30 GMT
      { date: "2030-03-31", count: 0 }, // 23:30 UTC on the 31st is 00:30 BST on 1 April
      { date: "2030-04-01", count: 2 },
      { date: "2030-04-02", count: 2 },
    ]);
  });

  it("ranks services and staff by bookings, then revenue, with blank staff as 'Unassigned'", async () => {
    const data = await getAnalytics(database.db, salonOwner, { periodDays: 7, now: salonNow });
    expect(data.topServices).toEqual([
      { name: "Haircut", bookings: 3, revenuePence: 4000 },
      { name: "Full Colour", bookings: 2, revenuePence: 0 },
      { name: "Massage", bookings: 1, revenuePence: 6000 },
      { name: "Signature Facial", bookings: 1, revenuePence: 0 },
    ]);
    expect(data.topStaff).toEqual([
      { name: "Alice", bookings: 3, revenuePence: 4000 },
      { name: "Unassigned", bookings: 2, revenuePence: 6000 },
      { name: "Bob", bookings: 1, revenuePence: 0 },
      { name: "Carol", bookings: 1, revenuePence: 0 },
    ]);
  });

  it("widens to 30 days and caps top services and staff at five", async () => {
    const data = await getAnalytics(database.db, salonOwner, { periodDays: 30, now: salonNow });
    expect(data.range.start.toISOString()).toBe("2030-03-03T12:00:00.000Z");
    expect(statsByLabel(data.summary)).toEqual({
      "Total Bookings": "10",
      Confirmed: "3",
      Cancelled: "1",
      Completed: "5",
      "No-shows": "0",
      Revenue: "£190.00",
      "Average Booking Value": "£38.00",
      "Conversion Rate": "30.0%",
    });
    expect(data.topServices).toEqual([
      { name: "Haircut", bookings: 3, revenuePence: 4000 },
      { name: "Signature Facial", bookings: 2, revenuePence: 5000 },
      { name: "Full Colour", bookings: 2, revenuePence: 0 },
      { name: "Massage", bookings: 1, revenuePence: 6000 },
      { name: "Gel Nails", bookings: 1, revenuePence: 2500 },
    ]); // 'Brow Shape' (1, £15) is sixth
    expect(data.topStaff.map((row) => row.name)).toEqual(["Alice", "Unassigned", "Carol", "Evan", "Dana"]); // Bob (1, £0) is sixth
    expect(data.daily).toHaveLength(31);
    expect(data.daily.reduce((sum, day) => sum + day.count, 0)).toBe(10);
  });

  it("widens to 90 days", async () => {
    const data = await getAnalytics(database.db, salonOwner, { periodDays: 90, now: salonNow });
    expect(data.range.start.toISOString()).toBe("2030-01-02T12:00:00.000Z");
    expect(data.summary).toMatchObject({ total: 11, completed: 6, revenuePence: 23000 });
    expect(data.topServices[0]).toEqual({ name: "Haircut", bookings: 4, revenuePence: 8000 });
    expect(data.daily).toHaveLength(91);
    expect(data.daily[0].date).toBe("2030-01-02");
    expect(data.daily.reduce((sum, day) => sum + day.count, 0)).toBe(11);
  });

  it("shows empty figures for a period without appointments", async () => {
    const data = await getAnalytics(database.db, salonOwner, { periodDays: 7, now: new Date("2031-01-01T12:00:00Z") });
    expect(statsByLabel(data.summary)).toEqual({
      "Total Bookings": "0",
      Confirmed: "0",
      Cancelled: "0",
      Completed: "0",
      "No-shows": "0",
      Revenue: "£0.00",
      "Average Booking Value": "£0.00",
      "Conversion Rate": "0.0%",
    });
    expect(data.topServices).toEqual([]);
    expect(data.topStaff).toEqual([]);
    expect(data.daily).toHaveLength(8);
    expect(nonZeroDays(data.daily)).toEqual([]);
  });

  it("never counts another business's bookings, and uses each business's own time zone", async () => {
    // The other business has bookings inside both the salon's and the demo's ranges.
    const salon = await getAnalytics(database.db, salonOwner, { periodDays: 7, now: salonNow });
    expect(salon.summary.total).toBe(7);
    const demo = await getAnalytics(database.db, demoOwner, { periodDays: 7, now: demoNow });
    expect(demo.summary.revenuePence).toBe(2800);

    const other = await getAnalytics(database.db, otherOwner, { periodDays: 7, now: demoNow });
    expect(other.summary).toMatchObject({ total: 2, completed: 1, confirmed: 1, revenuePence: 99900 });
    expect(other.range.endDate).toBe("2030-06-10"); // 05:00 in New York
    expect(nonZeroDays(other.daily)).toEqual([{ date: "2030-06-09", count: 2 }]); // 02:00 UTC on the 10th is 22:00 on the 9th
    expect(other.topStaff).toEqual([
      { name: "Sophie Brown", bookings: 1, revenuePence: 99900 },
      { name: "Unassigned", bookings: 1, revenuePence: 0 },
    ]);
  });
});
