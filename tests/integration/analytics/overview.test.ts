import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { markNotificationsRead } from "@/lib/notifications/actions";
import { loadUser } from "@/lib/auth/load-user";
import { getBookingNotifications, markNotificationsReadForUser } from "@/lib/notifications/queries";
import { getNextStaffAppointment, getOverviewStats, getRecentBookings, getStaffDay } from "@/lib/overview/queries";
import { bookings, staffMembers, users, type NewBooking } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

type SignedIn = NonNullable<Awaited<ReturnType<typeof loadUser>>> & {
  business: NonNullable<NonNullable<Awaited<ReturnType<typeof loadUser>>>["business"]>;
};

describe.each(databaseKinds)("overview and notifications on %s", (kind) => {
  let database: TestDatabase;
  let owner: SignedIn;
  let staff: SignedIn;
  // Seeded 'now': 10 June 2030; the demo bookings sit around that date.
  const now = new Date("2030-06-10T09:00:00Z");

  async function signedIn(email: string): Promise<SignedIn> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const user = (await loadUser(database.db, row.id))!;
    return { ...user, business: user.business! };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    owner = await signedIn(DEMO_ACCOUNTS[0].email);
    staff = await signedIn(DEMO_ACCOUNTS[2].email);
    const [james] = await database.db.select().from(staffMembers).where(eq(staffMembers.name, "James Taylor"));
    const base: Omit<NewBooking, "startsAt" | "endsAt"> = {
      businessId: owner.business.id,
      staffId: james.id,
      serviceName: "Beard Trim",
      staffName: "James Taylor",
      customerName: "Last Month",
      customerEmail: "last@example.com",
      pricePence: 1000,
      createdAt: new Date("2030-05-10T09:00:00Z"),
    };
    // Two in May (one cancelled), in London time; 31 May 23:30 BST is still May.
    await database.db.insert(bookings).values([
      { ...base, startsAt: new Date("2030-05-15T09:00:00Z"), endsAt: new Date("2030-05-15T09:15:00Z") },
      {
        ...base,
        status: "cancelled",
        startsAt: new Date("2030-05-31T22:30:00Z"),
        endsAt: new Date("2030-05-31T22:45:00Z"),
      },
    ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("computes this month against last month in the business's zone, and revenue from completed bookings only", async () => {
    const stats = await getOverviewStats(database.db, owner, now);
    expect(stats.totalBookings).toEqual({ current: 5, previous: 2 });
    // Of the demo bookings only yesterday's Gel Manicure (£28) is completed; May's two are pending and cancelled.
    expect(stats.revenuePence).toEqual({ current: 2800, previous: 0 });
    expect(stats.activeServices.current).toBe(6);
    expect(stats.staffMembers.current).toBe(3);
  });

  it("scopes a staff user's figures to their own bookings unless they may view all", async () => {
    const all = await getOverviewStats(database.db, staff, now);
    expect(all.totalBookings.current + all.totalBookings.previous).toBe(7);
    const ownOnly = {
      ...staff,
      business: { ...staff.business, staffAccess: { ...staff.business.staffAccess, staffCanViewAllBookings: false } },
    };
    const own = await getOverviewStats(database.db, ownOnly, now);
    expect(own.totalBookings.current).toBe(3); // Emma's three demo bookings
    expect((await getRecentBookings(database.db, ownOnly)).every((b) => b.serviceName !== "Signature Facial")).toBe(
      true,
    );
  });

  it("gives a staff user their own days with the customers' notes, and their next appointment", async () => {
    const days = await getStaffDay(database.db, staff, now);
    // Emma's three demo appointments (tomorrow, in 2 and 3 days), with what the customer wrote.
    expect(days.map((item) => [item.customerName, item.notes])).toEqual([
      ["Sarah Johnson", "First visit"],
      ["Hannah Clarke", "Going lighter"],
      ["Daniel Evans", ""],
    ]);
    const next = await getNextStaffAppointment(database.db, staff, now);
    expect(next).toMatchObject({
      customerName: "Sarah Johnson",
      serviceName: days[0].serviceName,
      notes: "First visit",
    });
    // After Sarah's start, Hannah's is next; after the last one, none.
    expect((await getNextStaffAppointment(database.db, staff, days[0].startsAt))?.customerName).toBe("Hannah Clarke");
    expect(await getNextStaffAppointment(database.db, staff, days[2].startsAt)).toBeNull();
    expect(await getNextStaffAppointment(database.db, { ...staff, staffMemberId: null }, now)).toBeNull();
  });

  it("lists the latest five bookings, newest first", async () => {
    const recent = await getRecentBookings(database.db, owner);
    expect(recent).toHaveLength(5);
    expect(recent.map((b) => b.customerName)).not.toContain("Last Month");
  });

  it("notifies about bookings made in the last 24 hours only, newest first", async () => {
    const notifications = await getBookingNotifications(database.db, owner, now);
    expect(notifications.totalCount).toBe(5);
    expect(notifications.items).toHaveLength(5);
    const times = notifications.items.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const later = await getBookingNotifications(database.db, owner, new Date(now.getTime() + 48 * 3600_000));
    expect(later).toEqual({ items: [], totalCount: 0 });
  });

  it("'Mark all as read' clears the count for that user only; a booking made after it is unread", async () => {
    const manager = await signedIn(DEMO_ACCOUNTS[1].email);
    const before = await getBookingNotifications(database.db, manager, now);
    expect(before.items.every((item) => item.unread)).toBe(true);

    // The action marks the session's user (nothing from the client) at the server's clock.
    const result = await runAction(markNotificationsRead, manager, {}, database.db);
    expect(result).toMatchObject({ ok: true, message: "Notifications marked as read." });
    const [marked] = await database.db
      .select({ at: users.notificationsReadAt })
      .from(users)
      .where(eq(users.id, manager.id));
    expect(Math.abs(marked.at!.getTime() - Date.now())).toBeLessThan(60_000);

    // The demo bookings were made around the seeded 'now': the mark is put there.
    await markNotificationsReadForUser(database.db, manager.id, now);
    const read = await getBookingNotifications(database.db, manager, now);
    expect(read.totalCount).toBe(0);
    expect(read.items.map((item) => item.id)).toEqual(before.items.map((item) => item.id));
    expect(read.items.every((item) => !item.unread)).toBe(true);
    // The owner's own mark is untouched.
    expect((await getBookingNotifications(database.db, owner, now)).totalCount).toBe(5);

    const [james] = await database.db.select().from(staffMembers).where(eq(staffMembers.name, "James Taylor"));
    const [fresh] = await database.db
      .insert(bookings)
      .values({
        businessId: owner.business.id,
        staffId: james.id,
        serviceName: "Haircut",
        customerName: "After The Mark",
        customerEmail: "after@example.com",
        startsAt: new Date("2030-07-01T09:00:00Z"),
        endsAt: new Date("2030-07-01T10:00:00Z"),
        createdAt: new Date(now.getTime() + 1000),
      })
      .returning();
    const later = await getBookingNotifications(database.db, manager, new Date(now.getTime() + 2000));
    expect(later.totalCount).toBe(1);
    expect(later.items[0]).toMatchObject({ id: fresh.id, customerName: "After The Mark", unread: true });
    await database.db.delete(bookings).where(eq(bookings.id, fresh.id));
  });

  it("never counts another business's bookings", async () => {
    const other = await insertBusiness(database.db, { slug: "elsewhere", name: "Elsewhere" });
    await database.db.insert(bookings).values({
      businessId: other.id,
      serviceName: "Other",
      customerName: "Stranger",
      customerEmail: "s@example.com",
      pricePence: 99900,
      startsAt: new Date("2030-06-11T09:00:00Z"),
      endsAt: new Date("2030-06-11T10:00:00Z"),
      createdAt: now,
    });
    const stats = await getOverviewStats(database.db, owner, now);
    expect(stats.totalBookings).toEqual({ current: 5, previous: 2 });
    expect((await getRecentBookings(database.db, owner)).map((b) => b.customerName)).not.toContain("Stranger");
  });
});
