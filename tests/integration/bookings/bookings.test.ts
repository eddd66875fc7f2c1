import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import {
  BOOKING_DELETED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCELLATION_UNDO_TAKEN_MESSAGE,
  CANCELLATION_UNDONE_MESSAGE,
  deleteBooking,
  INVALID_STATUS_MESSAGE,
  NOT_STARTED_MESSAGE,
  NOT_CANCELLED_MESSAGE,
  SLOT_TAKEN_SINCE_MESSAGE,
  undoBookingCancellation,
  updateBookingStatus,
} from "@/lib/bookings/booking-actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { can } from "@/lib/access/policy";
import {
  countBookingsByStatus,
  findBookingPage,
  findBookingPosition,
  listBookings,
  localDayRange,
  type ScopedUser,
} from "@/lib/bookings/queries";
import { bookings, businesses, mailOutbox, staffMembers, users, type NewBooking } from "@/db/schema";
import type { BookingStatus } from "@/lib/constants";
import { BOOKINGS_PAGE_SIZE, type BookingStatusFilter } from "@/lib/bookings/filters-schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE, NO_BUSINESS_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { staffAccessSchema, type StaffAccess } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const STATUS_MESSAGES: Record<BookingStatus, string> = {
  confirmed: "Booking has been confirmed!",
  cancelled: "Booking has been cancelled!",
  completed: "Booking has been marked as completed!",
  pending: "Booking status changed to pending!",
  no_show: "Booking has been marked as a no-show.",
};

describe.each(databaseKinds)("bookings screen and status changes on %s", (kind) => {
  let database: TestDatabase;
  let owner: ScopedUser;
  let manager: ScopedUser;
  let demoBusinessId: string;
  let emmaId: string;
  let jamesId: string;
  let sophieId: string;
  // Paged Salon: a second business with many bookings, for filters and pagination.
  let pagedOwner: ScopedUser;
  let pagedBusinessId: string;
  let otherBookingId: string;
  // Seeded 'now': Monday 10 June 2030 (BST); the demo bookings sit around it.
  const now = new Date("2030-06-10T09:00:00Z");

  async function userByEmail(email: string): Promise<ScopedUser> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const user = (await loadUser(database.db, row.id))!;
    return { ...user, business: user.business! };
  }

  async function insertBooking(values: Partial<NewBooking> & { businessId: string; startsAt: Date }) {
    const [row] = await database.db
      .insert(bookings)
      .values({
        serviceName: "Beard Trim",
        customerName: "Test Customer",
        customerEmail: "test.customer@example.com",
        pricePence: 1800,
        endsAt: new Date(values.startsAt.getTime() + 30 * 60_000),
        ...values,
      })
      .returning();
    return row;
  }

  async function bookingById(id: string) {
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    owner = await userByEmail(OWNER.email);
    manager = await userByEmail(MANAGER.email);
    demoBusinessId = owner.business.id;
    const members = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, demoBusinessId));
    emmaId = members.find((m) => m.name === "Emma Wilson")!.id;
    jamesId = members.find((m) => m.name === "James Taylor")!.id;
    sophieId = members.find((m) => m.name === "Sophie Brown")!.id;

    const paged = await insertBusiness(database.db, {
      slug: "paged-salon",
      name: "Paged Salon",
      timeZone: "Europe/London",
    });
    pagedBusinessId = paged.id;
    const [boss] = await database.db
      .insert(users)
      .values({
        email: "boss@paged.example.com",
        name: "Pat Paged",
        role: "owner",
        passwordHash: await hashPassword("paged-pass"),
        businessId: paged.id,
      })
      .returning();
    pagedOwner = (await loadUser(database.db, boss.id)) as ScopedUser;

    const other = await insertBusiness(database.db, { slug: "other-salon", name: "Other Salon" });
    otherBookingId = (
      await insertBooking({
        businessId: other.id,
        customerName: "Stranger",
        startsAt: new Date("2030-06-11T09:00:00Z"),
      })
    ).id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe("listing", () => {
    it("lists the demo bookings latest appointment first, with every field the row shows", async () => {
      const list = await listBookings(database.db, owner, {});
      expect(list).toMatchObject({ total: 5, page: 1, pageCount: 1, pageSize: BOOKINGS_PAGE_SIZE });
      expect(list.items.map((b) => b.customerName)).toEqual([
        "Daniel Evans",
        "Hannah Clarke",
        "Priya Patel",
        "Sarah Johnson",
        "Chloe Davies",
      ]);
      expect(list.items[3]).toMatchObject({
        customerName: "Sarah Johnson",
        customerEmail: "sarah.johnson@example.com",
        customerPhone: "07700 900201",
        serviceName: "Haircut & Style",
        staffName: "Emma Wilson",
        notes: "First visit",
        pricePence: 3500,
        status: "confirmed",
        startsAt: new Date("2030-06-11T09:00:00Z"), // 10:00 BST tomorrow
      });
      expect(list.items.some((b) => b.id === otherBookingId)).toBe(false);
    });

    it("counts the visible bookings per status in one query", async () => {
      expect(await countBookingsByStatus(database.db, owner)).toEqual({
        total: 5,
        confirmed: 3,
        pending: 1,
        completed: 1,
        cancelled: 0,
        no_show: 0,
      });
      expect(await countBookingsByStatus(database.db, pagedOwner)).toEqual({
        total: 0,
        confirmed: 0,
        pending: 0,
        completed: 0,
        cancelled: 0,
        no_show: 0,
      });
    });

    it("filters by status in SQL", async () => {
      expect((await listBookings(database.db, owner, { status: "pending" })).items.map((b) => b.customerName)).toEqual([
        "Daniel Evans",
      ]);
      expect(
        (await listBookings(database.db, owner, { status: "completed" })).items.map((b) => b.customerName),
      ).toEqual(["Chloe Davies"]);
      expect(await listBookings(database.db, owner, { status: "cancelled" })).toMatchObject({
        items: [],
        total: 0,
        page: 1,
        pageCount: 1,
      });
      expect((await listBookings(database.db, owner, { status: "all" })).total).toBe(5);
    });

    it("filters by the business's local day, across midnight and the BST/GMT changes", async () => {
      const at = (iso: string, customerName: string, status: BookingStatus = "confirmed") =>
        insertBooking({ businessId: pagedBusinessId, startsAt: new Date(iso), customerName, status });
      await at("2030-07-15T22:30:00Z", "Late Monday"); // 23:30 BST on 15 July
      await at("2030-07-15T23:30:00Z", "Early Tuesday"); // 00:30 BST on 16 July, still the 15th in UTC
      await at("2026-10-24T22:30:00Z", "Late Saturday BST"); // 23:30 BST on 24 October
      await at("2026-10-24T23:30:00Z", "Clocks Back Early"); // 00:30 BST on 25 October
      await at("2026-10-25T23:30:00Z", "Clocks Back Late", "pending"); // 23:30 GMT on 25 October (25-hour day)
      await at("2026-10-26T00:00:00Z", "Monday Midnight"); // 00:00 GMT on 26 October
      await at("2026-03-28T23:30:00Z", "Before Spring"); // 23:30 GMT on 28 March
      await at("2026-03-29T00:30:00Z", "Spring Early"); // 00:30 GMT on 29 March
      await at("2026-03-29T22:59:00Z", "Spring Late"); // 23:59 BST on 29 March (23-hour day)
      await at("2026-03-29T23:00:00Z", "After Spring"); // 00:00 BST on 30 March

      const names = async (date: string, status?: BookingStatusFilter) =>
        (await listBookings(database.db, pagedOwner, { from: date, to: date, status })).items.map(
          (b) => b.customerName,
        );
      expect(await names("2030-07-15")).toEqual(["Late Monday"]);
      expect(await names("2030-07-16")).toEqual(["Early Tuesday"]);
      expect(await names("2026-10-24")).toEqual(["Late Saturday BST"]);
      expect(await names("2026-10-25")).toEqual(["Clocks Back Late", "Clocks Back Early"]);
      expect(await names("2026-10-25", "pending")).toEqual(["Clocks Back Late"]);
      expect(await names("2026-10-25", "cancelled")).toEqual([]);
      expect(await names("2026-10-26")).toEqual(["Monday Midnight"]);
      expect(await names("2026-03-29")).toEqual(["Spring Late", "Spring Early"]);
      expect(await names("2026-03-30")).toEqual(["After Spring"]);
      expect(await names("2026-03-28")).toEqual(["Before Spring"]);

      expect(localDayRange("2026-10-25", "Europe/London")).toEqual({
        start: new Date("2026-10-24T23:00:00Z"),
        end: new Date("2026-10-26T00:00:00Z"),
      });
      expect(localDayRange("2026-03-29", "Europe/London")).toEqual({
        start: new Date("2026-03-29T00:00:00Z"),
        end: new Date("2026-03-29T23:00:00Z"),
      });
      // The same instants under another zone's calendar: 00:30 London on the 16th is 19:30 on the 15th in New York.
      const newYork = { ...pagedOwner, business: { ...pagedOwner.business, timeZone: "America/New_York" } };
      expect(
        (await listBookings(database.db, newYork, { from: "2030-07-15", to: "2030-07-15" })).items.map(
          (b) => b.customerName,
        ),
      ).toEqual(["Early Tuesday", "Late Monday"]);
      await database.db.delete(bookings).where(eq(bookings.businessId, pagedBusinessId));
    });

    it("pages 25 at a time, keeps the order stable, and moves a page past the end back to the last one", async () => {
      const statuses: BookingStatus[] = ["confirmed", "pending", "cancelled", "completed"];
      const rows = Array.from({ length: 120 }, (_, i) => ({
        businessId: pagedBusinessId,
        serviceName: i % 10 === 0 ? "" : "Haircut",
        customerName: `Customer ${String(i).padStart(3, "0")}`,
        customerEmail: `c${i}@example.com`,
        status: statuses[i % 4],
        // Pairs share a start time, so the id tie-break matters.
        startsAt: new Date(Date.UTC(2030, 0, 1, 9) + Math.floor(i / 2) * 3600_000),
        endsAt: new Date(Date.UTC(2030, 0, 1, 9, 30) + Math.floor(i / 2) * 3600_000),
      }));
      await database.db.insert(bookings).values(rows);

      const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => listBookings(database.db, pagedOwner, { page })));
      expect(pages.map((p) => p.items.length)).toEqual([25, 25, 25, 25, 20]);
      expect(pages.every((p) => p.total === 120 && p.pageCount === 5)).toBe(true);
      const all = pages.flatMap((p) => p.items);
      expect(new Set(all.map((b) => b.id)).size).toBe(120);
      const times = all.map((b) => b.startsAt.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const pastTheEnd = await listBookings(database.db, pagedOwner, { page: 99 });
      expect(pastTheEnd.page).toBe(5);
      expect(pastTheEnd.items.map((b) => b.id)).toEqual(pages[4].items.map((b) => b.id));
      expect((await listBookings(database.db, pagedOwner, { page: 0 })).page).toBe(1);

      const pending = await listBookings(database.db, pagedOwner, { status: "pending", page: 1 });
      expect(pending).toMatchObject({ total: 30, pageCount: 2 });
      expect(pending.items.every((b) => b.status === "pending")).toBe(true);
      expect((await listBookings(database.db, pagedOwner, { pageSize: 50, page: 3 })).items).toHaveLength(20);
      expect(await countBookingsByStatus(database.db, pagedOwner)).toEqual({
        total: 120,
        confirmed: 30,
        pending: 30,
        cancelled: 30,
        completed: 30,
        no_show: 0,
      });
    });

    it("finds the page of a highlighted booking in SQL, under the current filters", async () => {
      const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => listBookings(database.db, pagedOwner, { page })));
      const all = pages.flatMap((p) => p.items);
      for (const index of [0, 24, 25, 26, 49, 50, 99, 100, 119]) {
        expect(await findBookingPosition(database.db, pagedOwner, all[index].id)).toBe(index);
        expect(await findBookingPage(database.db, pagedOwner, all[index].id)).toBe(Math.floor(index / 25) + 1);
      }
      const pendingOnes = all.filter((b) => b.status === "pending");
      expect(await findBookingPosition(database.db, pagedOwner, pendingOnes[7].id, { status: "pending" })).toBe(7);
      // Not matching the filters, missing, or another business's: not in the list.
      expect(await findBookingPosition(database.db, pagedOwner, pendingOnes[7].id, { status: "confirmed" })).toBeNull();
      expect(await findBookingPosition(database.db, pagedOwner, MISSING_ID)).toBeNull();
      expect(await findBookingPage(database.db, owner, all[0].id)).toBeNull();
    });
  });

  describe("tabs, customer search and date range", () => {
    // Search Salon: its own business, so these rows never meet the other tests' counts.
    let searcher: ScopedUser;
    let searchBusinessId: string;
    const clock = new Date("2030-03-10T12:00:00Z"); // the 'now' the tabs are split at
    const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
    const ids: Record<string, string> = {};

    async function add(name: string, startsAt: Date, extra: Partial<NewBooking> = {}) {
      const row = await insertBooking({ businessId: searchBusinessId, customerName: name, startsAt, ...extra });
      ids[name] = row.id;
      return row;
    }
    const names = async (options: Parameters<typeof listBookings>[2]) =>
      (await listBookings(database.db, searcher, { now: clock, ...options })).items.map((b) => b.customerName);

    beforeAll(async () => {
      const salon = await insertBusiness(database.db, {
        slug: "search-salon",
        name: "Search Salon",
        timeZone: "Europe/London",
      });
      searchBusinessId = salon.id;
      const [boss] = await database.db
        .insert(users)
        .values({
          email: "boss@search.example.com",
          name: "Sam Search",
          role: "owner",
          passwordHash: await hashPassword("search-pass"),
          businessId: salon.id,
        })
        .returning();
      searcher = (await loadUser(database.db, boss.id)) as ScopedUser;

      await add("Ended An Hour Ago", minutes(-90)); // 10:30-11:00
      await add("Ended Just Now", minutes(-30)); // 11:30-12:00: ends_at = now, so Past
      await add("In Progress", minutes(-10), { customerEmail: "under.way@example.com" }); // 11:50-12:20
      await add("Starts Now", minutes(0));
      await add("Next Week", minutes(7 * 24 * 60), { customerPhone: "07700 900123" });
      await add("Last Year", new Date("2029-03-10T12:00:00Z"), { status: "completed" });
      await add("Percent 100% Sure", minutes(60), { customerEmail: "percent@example.com" });
      await add("Under_Score", minutes(120), { customerEmail: "under_score@example.com" });
      await add("Back\\Slash", minutes(180));
      await add("O'Brien Ünsal", minutes(240), {
        customerEmail: "OBRIEN@Example.COM",
        customerPhone: "+44 7700 900999",
      });
    });

    it("splits Upcoming (soonest first, in-progress included) from Past (latest first); All is both, latest first", async () => {
      expect(await names({ view: "upcoming" })).toEqual([
        "In Progress",
        "Starts Now",
        "Percent 100% Sure",
        "Under_Score",
        "Back\\Slash",
        "O'Brien Ünsal",
        "Next Week",
      ]);
      expect(await names({ view: "past" })).toEqual(["Ended Just Now", "Ended An Hour Ago", "Last Year"]);
      const all = await names({ view: "all" });
      expect(all).toHaveLength(10);
      expect(all[0]).toBe("Next Week");
      expect(all.at(-1)).toBe("Last Year");
      expect(await names({})).toEqual(all);
      // Tabs combine with status and dates.
      expect(await names({ view: "past", status: "completed" })).toEqual(["Last Year"]);
      expect(await names({ view: "upcoming", status: "completed" })).toEqual([]);
      expect(await names({ view: "past", from: "2030-03-10", to: "2030-03-10" })).toEqual([
        "Ended Just Now",
        "Ended An Hour Ago",
      ]);
      // The present by default: all of 2030 is still ahead on the real clock, 'Last Year' (2029) too.
      expect((await listBookings(database.db, searcher, { view: "past" })).total).toBe(0);
    });

    it("finds a highlighted booking's position in each tab's order", async () => {
      const upcoming = { view: "upcoming", now: clock } as const;
      expect(await findBookingPosition(database.db, searcher, ids["In Progress"], upcoming)).toBe(0);
      expect(await findBookingPosition(database.db, searcher, ids["Next Week"], upcoming)).toBe(6);
      expect(await findBookingPosition(database.db, searcher, ids["Ended Just Now"], upcoming)).toBeNull();
      const past = { view: "past", now: clock } as const;
      expect(await findBookingPosition(database.db, searcher, ids["Ended Just Now"], past)).toBe(0);
      expect(await findBookingPosition(database.db, searcher, ids["Last Year"], past)).toBe(2);
      expect(await findBookingPage(database.db, searcher, ids["Last Year"], past, 2)).toBe(2);
      expect(await findBookingPosition(database.db, searcher, ids["Next Week"], { view: "all", now: clock })).toBe(0);
      expect(
        await findBookingPosition(database.db, searcher, ids["Next Week"], { ...upcoming, q: "07700900123" }),
      ).toBe(0);
      expect(
        await findBookingPosition(database.db, searcher, ids["Next Week"], { ...upcoming, q: "nobody" }),
      ).toBeNull();
    });

    it("searches name, email and phone, case-insensitively, with % _ and \\ taken literally", async () => {
      const all = { view: "all" } as const;
      expect(await names({ ...all, q: "in progress" })).toEqual(["In Progress"]);
      expect(await names({ ...all, q: "  IN PROGRESS  " })).toEqual(["In Progress"]);
      expect(await names({ ...all, q: "UNDER.WAY@" })).toEqual(["In Progress"]);
      expect(await names({ ...all, q: "obrien@example.com" })).toEqual(["O'Brien Ünsal"]);
      expect(await names({ ...all, q: "o'brien" })).toEqual(["O'Brien Ünsal"]);
      expect(await names({ ...all, q: "07700 900123" })).toEqual(["Next Week"]);
      expect(await names({ ...all, q: "07700900123" })).toEqual(["Next Week"]);
      expect(await names({ ...all, q: "+447700900999" })).toEqual(["O'Brien Ünsal"]);
      expect(await names({ ...all, q: "%" })).toEqual(["Percent 100% Sure"]);
      expect(await names({ ...all, q: "100%" })).toEqual(["Percent 100% Sure"]);
      expect(await names({ ...all, q: "_" })).toEqual(["Under_Score"]);
      expect(await names({ ...all, q: "t_1" })).toEqual([]); // '_' unescaped would match "Percent 100% Sure"
      expect(await names({ ...all, q: "\\" })).toEqual(["Back\\Slash"]);
      expect(await names({ ...all, q: "%%" })).toEqual([]);
      expect(await names({ ...all, q: "nobody at all" })).toEqual([]);
      expect(await names({ ...all, q: "" })).toHaveLength(10);
      // Search combines with the tab and status.
      expect(await names({ view: "past", q: "ended" })).toEqual(["Ended Just Now", "Ended An Hour Ago"]);
      expect(await names({ view: "upcoming", q: "ended" })).toEqual([]);
      expect(await names({ view: "all", q: "year", status: "completed" })).toEqual(["Last Year"]);
      expect(await names({ view: "all", q: "year", status: "pending" })).toEqual([]);
      // Other businesses' customers are never found.
      expect(await names({ view: "all", q: "Stranger" })).toEqual([]);
    });

    it("filters From/To by the business's days, across the October clock change, and ignores a reversed range", async () => {
      await add("Sat 23:30 BST", new Date("2026-10-24T22:30:00Z"));
      await add("Sun 00:30 BST", new Date("2026-10-24T23:30:00Z")); // still the 24th in UTC
      await add("Sun 01:30 GMT", new Date("2026-10-25T01:30:00Z")); // the second 01:30
      await add("Sun 23:30 GMT", new Date("2026-10-25T23:30:00Z")); // end of the 25-hour day
      await add("Mon 00:00 GMT", new Date("2026-10-26T00:00:00Z"));
      const range = (from: string | null, to: string | null) => names({ view: "all", from, to, q: "GMT" });
      const clockChange = (from: string | null, to: string | null) =>
        names({ view: "all", from, to }).then((list) => list.filter((n) => / (BST|GMT)$/.test(n)));
      expect(await clockChange("2026-10-25", "2026-10-25")).toEqual([
        "Sun 23:30 GMT",
        "Sun 01:30 GMT",
        "Sun 00:30 BST",
      ]);
      expect(await clockChange("2026-10-24", "2026-10-24")).toEqual(["Sat 23:30 BST"]);
      expect(await clockChange("2026-10-26", null)).toEqual(["Mon 00:00 GMT"]);
      expect(await clockChange(null, "2026-10-24")).toEqual(["Sat 23:30 BST"]);
      expect(await clockChange("2026-10-24", "2026-10-26")).toHaveLength(5);
      expect(await range("2026-10-25", "2026-10-25")).toEqual(["Sun 23:30 GMT", "Sun 01:30 GMT"]);
      // To before From: the range is ignored (the form shows the error), not an empty list.
      expect(await clockChange("2026-10-26", "2026-10-24")).toHaveLength(5);
      // In New York the same instants fall on other days.
      const newYork = { ...searcher, business: { ...searcher.business, timeZone: "America/New_York" } };
      expect(
        (await listBookings(database.db, newYork, { view: "all", from: "2026-10-24", to: "2026-10-24" })).items.map(
          (b) => b.customerName,
        ),
      ).toEqual(["Sun 01:30 GMT", "Sun 00:30 BST", "Sat 23:30 BST"]);
    });

    it("counts the page with one query for the rows and one for the total", async () => {
      const page = await listBookings(database.db, searcher, { view: "upcoming", now: clock, pageSize: 3, page: 2 });
      expect(page).toMatchObject({ total: 7, page: 2, pageCount: 3 });
      expect(page.items.map((b) => b.customerName)).toEqual(["Under_Score", "Back\\Slash", "O'Brien Ünsal"]);
    });

    it("counts every status, no-show included, in one aggregate", async () => {
      await database.db.update(bookings).set({ status: "no_show" }).where(eq(bookings.id, ids["Ended An Hour Ago"]));
      expect(await countBookingsByStatus(database.db, searcher)).toMatchObject({ no_show: 1, completed: 1 });
      expect(await names({ view: "past", status: "no_show" })).toEqual(["Ended An Hour Ago"]);
    });
  });

  describe("status changes", () => {
    let slot = 0;
    /**
     * A fresh booking for James on its own day in July 2020, so tests never collide. In the past on
     * the real clock: the action checks completed and no-show against the present.
     */
    async function jamesBooking(status: BookingStatus = "confirmed", extra: Partial<NewBooking> = {}) {
      slot++;
      return insertBooking({
        businessId: demoBusinessId,
        staffId: jamesId,
        staffName: "James Taylor",
        customerName: `James Client ${slot}`,
        status,
        startsAt: new Date(Date.UTC(2020, 6, slot, 9)),
        ...extra,
      });
    }

    it("sets every status with the spec's message, for the owner", async () => {
      const booking = await jamesBooking("pending");
      for (const status of ["confirmed", "completed", "cancelled", "pending", "confirmed"] as const) {
        const result = await runAction(updateBookingStatus, owner, { id: booking.id, status }, database.db);
        expect(result).toEqual({ ok: true, message: STATUS_MESSAGES[status], data: { id: booking.id, status } });
        expect((await bookingById(booking.id)).status).toBe(status);
      }
    });

    it("refuses completed and no-show before the appointment starts, and allows them once it has", async () => {
      const future = await jamesBooking("confirmed", { startsAt: new Date(Date.now() + 2 * 3600_000) });
      for (const status of ["completed", "no_show"] as const) {
        expect(await runAction(updateBookingStatus, owner, { id: future.id, status }, database.db)).toEqual({
          ok: false,
          code: "conflict",
          error: "This appointment hasn't started yet.",
        });
      }
      expect(NOT_STARTED_MESSAGE).toBe("This appointment hasn't started yet.");
      expect(await bookingById(future.id)).toMatchObject({ status: "confirmed", sequence: future.sequence });
      // Other statuses need no start.
      expect(
        await runAction(updateBookingStatus, owner, { id: future.id, status: "pending" }, database.db),
      ).toMatchObject({ ok: true, message: "Booking status changed to pending!" });

      // Under way (started a minute ago) and long over: both allowed, with their messages.
      const underWay = await jamesBooking("confirmed", { startsAt: new Date(Date.now() - 60_000) });
      expect(await runAction(updateBookingStatus, owner, { id: underWay.id, status: "no_show" }, database.db)).toEqual({
        ok: true,
        message: "Booking has been marked as a no-show.",
        data: { id: underWay.id, status: "no_show" },
      });
      const past = await jamesBooking("confirmed");
      expect(
        await runAction(updateBookingStatus, owner, { id: past.id, status: "completed" }, database.db),
      ).toMatchObject({ ok: true, message: "Booking has been marked as completed!" });
      expect(
        await runAction(updateBookingStatus, owner, { id: past.id, status: "no_show" }, database.db),
      ).toMatchObject({ ok: true, message: "Booking has been marked as a no-show." });
      expect((await bookingById(past.id)).status).toBe("no_show");
      // Another business's future booking is simply not found (its start time is never told).
      expect(
        await runAction(updateBookingStatus, owner, { id: otherBookingId, status: "no_show" }, database.db),
      ).toEqual({ ok: false, code: "not_found", error: BOOKING_NOT_FOUND_MESSAGE });
    });

    it("lets a manager change and delete bookings", async () => {
      const booking = await jamesBooking("confirmed");
      expect(
        await runAction(updateBookingStatus, manager, { id: booking.id, status: "completed" }, database.db),
      ).toMatchObject({
        ok: true,
        message: "Booking has been marked as completed!",
      });
      expect(await runAction(deleteBooking, manager, { id: booking.id }, database.db)).toMatchObject({
        ok: true,
        message: BOOKING_DELETED_MESSAGE,
      });
    });

    it("accepts form data as well as plain objects", async () => {
      const booking = await jamesBooking("pending");
      const form = new FormData();
      form.set("id", booking.id);
      form.set("status", "cancelled");
      expect(await runAction(updateBookingStatus, owner, form, database.db)).toMatchObject({
        ok: true,
        message: "Booking has been cancelled!",
      });
    });

    it("deletes a booking once; afterwards it is not found", async () => {
      const booking = await jamesBooking("cancelled");
      expect(await runAction(deleteBooking, owner, { id: booking.id }, database.db)).toEqual({
        ok: true,
        message: "Booking deleted",
        data: { id: booking.id, status: "cancelled" },
      });
      expect(await bookingById(booking.id)).toBeUndefined();
      expect(await runAction(deleteBooking, owner, { id: booking.id }, database.db)).toMatchObject({
        ok: false,
        error: BOOKING_NOT_FOUND_MESSAGE,
      });
      expect(
        await runAction(updateBookingStatus, owner, { id: booking.id, status: "confirmed" }, database.db),
      ).toMatchObject({
        ok: false,
        error: BOOKING_NOT_FOUND_MESSAGE,
      });
    });

    it("frees the slot at once on cancel, and refuses restoring it once the time was booked since", async () => {
      const original = await jamesBooking("confirmed");
      expect(
        await runAction(updateBookingStatus, owner, { id: original.id, status: "cancelled" }, database.db),
      ).toMatchObject({ ok: true });
      // The freed time is taken by someone else, overlapping by 15 minutes.
      const taker = await insertBooking({
        businessId: demoBusinessId,
        staffId: jamesId,
        customerName: "New Customer",
        startsAt: new Date(original.startsAt.getTime() + 15 * 60_000),
      });
      for (const status of ["confirmed", "pending", "completed"] as const) {
        const result = await runAction(updateBookingStatus, owner, { id: original.id, status }, database.db);
        expect(result).toEqual({
          ok: false,
          code: "slot_taken",
          error: "This time slot has been booked by someone else since. The booking cannot be restored.",
        });
        expect(SLOT_TAKEN_SINCE_MESSAGE).toBe(result.ok ? "" : result.error);
      }
      expect((await bookingById(original.id)).status).toBe("cancelled");
      expect((await bookingById(taker.id)).status).toBe("confirmed");
      // Setting it to cancelled again is harmless; once the other booking is cancelled, restoring works.
      expect(
        await runAction(updateBookingStatus, owner, { id: original.id, status: "cancelled" }, database.db),
      ).toMatchObject({ ok: true });
      await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, taker.id));
      expect(
        await runAction(updateBookingStatus, owner, { id: original.id, status: "confirmed" }, database.db),
      ).toMatchObject({
        ok: true,
        message: "Booking has been confirmed!",
      });
    });

    describe("undo of a cancellation", () => {
      const cancel = (id: string) => runAction(updateBookingStatus, owner, { id, status: "cancelled" }, database.db);
      const undo = (id: unknown, status: unknown, user: ScopedUser = owner) =>
        runAction(undoBookingCancellation, user, { id, status }, database.db);
      const mailAbout = (id: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, id));

      it("puts a cancelled booking back to the status it had; the customer is emailed neither", async () => {
        for (const status of ["pending", "confirmed"] as const) {
          const booking = await jamesBooking(status);
          expect(await cancel(booking.id)).toMatchObject({ ok: true });
          expect(await undo(booking.id, status)).toEqual({
            ok: true,
            message: CANCELLATION_UNDONE_MESSAGE,
            data: { id: booking.id, status },
          });
          const restored = await bookingById(booking.id);
          expect(restored.status).toBe(status);
          // Cancel and undo are two new versions of the calendar event.
          expect(restored.sequence).toBe(booking.sequence + 2);
          // The dashboard's cancel sends no email, so there is nothing to hold back or withdraw.
          expect(await mailAbout(booking.id)).toEqual([]);
        }
      });

      it("refuses when the time was booked since: the booking stays cancelled, the other one stands", async () => {
        const original = await jamesBooking("confirmed");
        expect(await cancel(original.id)).toMatchObject({ ok: true });
        const taker = await insertBooking({
          businessId: demoBusinessId,
          staffId: jamesId,
          customerName: "Took The Slot",
          startsAt: new Date(original.startsAt.getTime() + 15 * 60_000),
        });
        const before = await bookingById(original.id);
        expect(await undo(original.id, "confirmed")).toEqual({
          ok: false,
          code: "slot_taken",
          error: CANCELLATION_UNDO_TAKEN_MESSAGE,
        });
        expect(await bookingById(original.id)).toEqual(before);
        expect((await bookingById(taker.id)).status).toBe("confirmed");
      });

      it("changes nothing once the booking is live again (a second Undo, or restored by someone else)", async () => {
        const booking = await jamesBooking("pending");
        await cancel(booking.id);
        expect(await undo(booking.id, "pending")).toMatchObject({ ok: true, message: CANCELLATION_UNDONE_MESSAGE });
        await runAction(updateBookingStatus, owner, { id: booking.id, status: "completed" }, database.db);
        const before = await bookingById(booking.id);
        expect(await undo(booking.id, "confirmed")).toEqual({
          ok: true,
          message: NOT_CANCELLED_MESSAGE,
          data: { id: booking.id, status: "completed" },
        });
        expect(await bookingById(booking.id)).toEqual(before);
      });

      it("refuses another business's, missing and malformed ids, statuses other than pending/confirmed, no session", async () => {
        await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, otherBookingId));
        try {
          for (const id of [otherBookingId, MISSING_ID, "not-a-uuid", "", 42, undefined]) {
            expect(await undo(id, "confirmed")).toEqual({
              ok: false,
              code: "not_found",
              error: BOOKING_NOT_FOUND_MESSAGE,
            });
          }
          expect((await bookingById(otherBookingId)).status).toBe("cancelled");
        } finally {
          await database.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, otherBookingId));
        }
        const booking = await jamesBooking("confirmed");
        await cancel(booking.id);
        for (const status of ["completed", "no_show", "cancelled", "", undefined]) {
          expect(await undo(booking.id, status)).toMatchObject({ ok: false, error: INVALID_STATUS_MESSAGE });
        }
        expect(
          await runAction(undoBookingCancellation, null, { id: booking.id, status: "confirmed" }, database.db),
        ).toEqual({
          ok: false,
          code: "unauthenticated",
          error: NOT_SIGNED_IN_MESSAGE,
        });
        expect((await bookingById(booking.id)).status).toBe("cancelled");
      });
    });

    it("treats another business's, missing and malformed ids alike: 'Booking not found', untouched", async () => {
      for (const id of [otherBookingId, MISSING_ID, "not-a-uuid", "", 42, undefined]) {
        expect(await runAction(updateBookingStatus, owner, { id, status: "cancelled" }, database.db)).toMatchObject({
          ok: false,
          error: "Booking not found",
        });
        expect(await runAction(deleteBooking, owner, { id }, database.db)).toMatchObject({
          ok: false,
          error: "Booking not found",
        });
      }
      expect(await bookingById(otherBookingId)).toMatchObject({ status: "confirmed", customerName: "Stranger" });
    });

    it("refuses an unknown status, a signed-out caller and a user without a business", async () => {
      const booking = await jamesBooking("confirmed");
      for (const status of ["archived", "", undefined, "CONFIRMED"]) {
        expect(await runAction(updateBookingStatus, owner, { id: booking.id, status }, database.db)).toMatchObject({
          ok: false,
          error: INVALID_STATUS_MESSAGE,
        });
      }
      expect(await runAction(updateBookingStatus, null, { id: booking.id, status: "cancelled" }, database.db)).toEqual({
        ok: false,
        code: "unauthenticated",
        error: NOT_SIGNED_IN_MESSAGE,
      });
      expect(await runAction(deleteBooking, null, { id: booking.id }, database.db)).toEqual({
        ok: false,
        code: "unauthenticated",
        error: NOT_SIGNED_IN_MESSAGE,
      });
      const homeless: CurrentUser = { ...owner, business: null };
      expect(
        await runAction(updateBookingStatus, homeless, { id: booking.id, status: "cancelled" }, database.db),
      ).toMatchObject({ ok: false, error: NO_BUSINESS_MESSAGE });
      expect((await bookingById(booking.id)).status).toBe("confirmed");
    });
  });

  describe("staff access", () => {
    let emmaBookingId: string;
    let sophieBookingId: string;

    async function staffWith(access: Partial<StaffAccess>): Promise<ScopedUser> {
      await database.db
        .update(businesses)
        .set({ staffAccess: staffAccessSchema.parse({ enableStaffLogin: true, ...access }) })
        .where(eq(businesses.id, demoBusinessId));
      return userByEmail(STAFF.email);
    }

    beforeAll(async () => {
      // Past on the real clock, so 'completed' is allowed.
      const at = (day: number) => new Date(Date.UTC(2020, 7, day, 9));
      emmaBookingId = (
        await insertBooking({
          businessId: demoBusinessId,
          staffId: emmaId,
          staffName: "Emma Wilson",
          customerName: "Emma's Client",
          startsAt: at(1),
        })
      ).id;
      sophieBookingId = (
        await insertBooking({
          businessId: demoBusinessId,
          staffId: sophieId,
          staffName: "Sophie Brown",
          customerName: "Sophie's Client",
          startsAt: at(2),
        })
      ).id;
    });
    afterAll(async () => {
      await staffWith({});
    });

    async function resetStatuses() {
      await database.db
        .update(bookings)
        .set({ status: "confirmed" })
        .where(inArray(bookings.id, [emmaBookingId, sophieBookingId]));
    }

    it.each([
      { staffCanViewAllBookings: true, staffCanModifyBookings: true },
      { staffCanViewAllBookings: true, staffCanModifyBookings: false },
      { staffCanViewAllBookings: false, staffCanModifyBookings: true },
      { staffCanViewAllBookings: false, staffCanModifyBookings: false },
    ])("view all $staffCanViewAllBookings, modify $staffCanModifyBookings", async (access) => {
      await resetStatuses();
      const staff = await staffWith(access);
      expect(can(staff, "modify", "bookings")).toBe(access.staffCanModifyBookings);

      // What they see: everything, or only the bookings assigned to them.
      const seen = (await listBookings(database.db, staff, { pageSize: 500 })).items.map((b) => b.id);
      expect(seen).toContain(emmaBookingId);
      expect(seen.includes(sophieBookingId)).toBe(access.staffCanViewAllBookings);
      const counts = await countBookingsByStatus(database.db, staff);
      const ownerCounts = await countBookingsByStatus(database.db, owner);
      if (access.staffCanViewAllBookings) expect(counts).toEqual(ownerCounts);
      else expect(counts.total).toBe(seen.length);
      expect(seen.every((id) => id !== otherBookingId)).toBe(true);
      // Search never widens what staff may see.
      const found = (await listBookings(database.db, staff, { q: "'s client", pageSize: 500 })).items.map((b) => b.id);
      expect(found).toContain(emmaBookingId);
      expect(found.includes(sophieBookingId)).toBe(access.staffCanViewAllBookings);
      expect((await findBookingPage(database.db, staff, sophieBookingId)) !== null).toBe(
        access.staffCanViewAllBookings,
      );

      const own = await runAction(updateBookingStatus, staff, { id: emmaBookingId, status: "completed" }, database.db);
      const others = await runAction(
        updateBookingStatus,
        staff,
        { id: sophieBookingId, status: "cancelled" },
        database.db,
      );
      const foreign = await runAction(
        updateBookingStatus,
        staff,
        { id: otherBookingId, status: "cancelled" },
        database.db,
      );
      if (!access.staffCanModifyBookings) {
        expect(own).toEqual({ ok: false, code: "forbidden", error: FORBIDDEN_MESSAGE });
        expect(others).toEqual({ ok: false, code: "forbidden", error: "You don't have permission to do that." });
        expect(await runAction(deleteBooking, staff, { id: emmaBookingId }, database.db)).toEqual({
          ok: false,
          code: "forbidden",
          error: FORBIDDEN_MESSAGE,
        });
        expect((await bookingById(emmaBookingId)).status).toBe("confirmed");
      } else {
        expect(own).toMatchObject({ ok: true, message: "Booking has been marked as completed!" });
        expect((await bookingById(emmaBookingId)).status).toBe("completed");
        if (access.staffCanViewAllBookings) {
          expect(others).toMatchObject({ ok: true, message: "Booking has been cancelled!" });
        } else {
          expect(others).toMatchObject({ ok: false, error: BOOKING_NOT_FOUND_MESSAGE });
          expect(await runAction(deleteBooking, staff, { id: sophieBookingId }, database.db)).toMatchObject({
            ok: false,
            error: BOOKING_NOT_FOUND_MESSAGE,
          });
        }
        expect(foreign).toMatchObject({ ok: false, error: BOOKING_NOT_FOUND_MESSAGE });
      }
      expect((await bookingById(sophieBookingId)).status).toBe(
        access.staffCanModifyBookings && access.staffCanViewAllBookings ? "cancelled" : "confirmed",
      );
      expect((await bookingById(otherBookingId)).status).toBe("confirmed");
    });

    it("lets staff who may modify delete their own booking", async () => {
      const staff = await staffWith({ staffCanViewAllBookings: false, staffCanModifyBookings: true });
      const mine = await insertBooking({
        businessId: demoBusinessId,
        staffId: emmaId,
        customerName: "Short Lived",
        startsAt: new Date("2030-08-20T09:00:00Z"),
      });
      expect(await runAction(deleteBooking, staff, { id: mine.id }, database.db)).toMatchObject({
        ok: true,
        message: "Booking deleted",
      });
      expect(await bookingById(mine.id)).toBeUndefined();
    });

    it("shows nothing to a staff login not linked to a staff member when they may only see their own", async () => {
      const staff = await staffWith({ staffCanViewAllBookings: false, staffCanModifyBookings: true });
      const unlinked = { ...staff, staffMemberId: null };
      expect(await listBookings(database.db, unlinked, {})).toMatchObject({ items: [], total: 0 });
      expect((await countBookingsByStatus(database.db, unlinked)).total).toBe(0);
      expect(
        await runAction(updateBookingStatus, unlinked, { id: emmaBookingId, status: "pending" }, database.db),
      ).toMatchObject({
        ok: false,
        error: BOOKING_NOT_FOUND_MESSAGE,
      });
    });
  });
});
