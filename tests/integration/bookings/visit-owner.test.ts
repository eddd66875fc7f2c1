import { eq, inArray, sql } from "drizzle-orm";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { changeMoveNotice, rescheduleAppointment } from "@/lib/bookings/appointment-actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { VISIT_OTHER_STAFF_MESSAGE, VISIT_OVERLAP_MESSAGE } from "@/lib/bookings/appointments";
import { loadVisitContexts } from "@/lib/availability/visit-context";
import { bookVisit } from "@/lib/bookings/book-visit";
import { listBookings, type ScopedUser } from "@/lib/bookings/queries";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { insertConfirmedBooking, insertVisitBookings } from "@/lib/bookings/write-queries";
import { loadSchedule } from "@/lib/schedule/load-schedule";
import { getAnalytics } from "@/lib/analytics/queries";
import { getCustomer } from "@/lib/customers/queries";
import { listFeedBookings } from "@/lib/calendar/feed-queries";
import { findCustomerExportData } from "@/lib/privacy/queries";
import { buildCustomerJson } from "@/lib/privacy/customer-export";
import { bookings, businesses, mailOutbox, services, staffMembers, users } from "@/db/schema";
import { staffAccessSchema } from "@/lib/business/settings-schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { AppError } from "@/lib/errors";
import { toTimeInZone } from "@/lib/time/zoned-time";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const [OWNER, , STAFF] = DEMO_ACCOUNTS;
const LONDON = "Europe/London";

/*
 * The owner's side of a visit (several services booked together, a booking each with one visit_id): a drag moves
 * the whole visit in one transaction under the constraint, or nothing; one email and one reminder per visit; the
 * schedule and the bookings list show it.
 */
describe.each(databaseKinds)("a visit on the owner's dashboard on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  let staffUser: CurrentUser;
  let businessId: string;
  const staff: Record<string, { id: string; name: string }> = {};
  const service: Record<string, typeof services.$inferSelect> = {};
  // Seeded 'now': Monday 10 June 2030 (BST).
  const now = new Date("2030-06-10T09:00:00Z");

  async function userByEmail(email: string): Promise<CurrentUser> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }
  const move = (input: Record<string, unknown>, who: CurrentUser = owner) =>
    runAction(rescheduleAppointment, who, input, database.db);
  const mailTo = (address: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const rowsOf = (ids: string[]) =>
    database.db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.startsAt);
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

  /** A visit written as the public route books it: Full Colour with `first`, then Haircut & Style with `second`. */
  async function bookTwoServices(
    date: string,
    time: string,
    email: string,
    first = "Emma Wilson",
    second = "Sophie Brown",
  ): Promise<string[]> {
    const colourStart = at(date, time);
    const cutStart = new Date(colourStart.getTime() + 120 * 60_000);
    const customer = { customerName: "Visit Customer", customerEmail: email, customerPhone: "", notes: "" };
    const { bookings: rows } = await database.db.transaction((tx) =>
      insertVisitBookings(
        tx,
        businessId,
        [
          {
            service: service["Full Colour"],
            staff: staff[first],
            startsAt: colourStart,
            endsAt: cutStart,
          },
          {
            service: service["Haircut & Style"],
            staff: staff[second],
            startsAt: cutStart,
            endsAt: new Date(cutStart.getTime() + 45 * 60_000),
          },
        ],
        customer,
      ),
    );
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    owner = await userByEmail(OWNER.email);
    staffUser = await userByEmail(STAFF.email);
    businessId = owner.business!.id;
    for (const row of await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, businessId))) {
      staff[row.name] = { id: row.id, name: row.name };
    }
    for (const row of await database.db.select().from(services).where(eq(services.businessId, businessId))) {
      service[row.name] = row;
    }
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("a drag of one service moves the whole visit by its offset, each keeping its staff; one email, one .ics", async () => {
    const ids = await bookTwoServices("2030-07-01", "10:00", "drag@example.com");
    // The second service (Sophie's cut, 12:00) dragged to 13:30: the colour follows to 11:30.
    const result = await move({
      id: ids[1],
      staffId: staff["Sophie Brown"].id,
      date: "2030-07-01",
      time: "13:30",
      durationMinutes: 45,
    });
    expect(result).toMatchObject({ ok: true });
    const rows = await rowsOf(ids);
    expect(
      rows.map((row) => [
        row.id,
        row.staffName,
        toTimeInZone(row.startsAt, LONDON),
        toTimeInZone(row.endsAt, LONDON),
        row.sequence,
      ]),
    ).toEqual([
      [ids[0], "Emma Wilson", "11:30", "13:30", 1],
      [ids[1], "Sophie Brown", "13:30", "14:15", 1],
    ]);
    expect((result as { data: { visit: unknown[] } }).data.visit).toHaveLength(2);

    const mails = await mailTo("drag@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Booking moved: Full Colour + Haircut & Style at Bella Beauty Studio");
    expect(mails[0].textBody).toContain("Full Colour: 11:30, 2 h, with Emma Wilson");
    expect(mails[0].textBody).toContain("Haircut & Style: 13:30, 45 min, with Sophie Brown");
    const events = Object.values(nodeIcal.sync.parseICS(mails[0].attachments[0].content)).filter(
      (component) => component?.type === "VEVENT",
    ) as nodeIcal.VEvent[];
    expect(
      events.map((event) => [String(event.uid), Number(event.sequence), new Date(event.start).toISOString()]),
    ).toEqual([
      [`${ids[0]}@bookingpro`, 1, rows[0].startsAt.toISOString()],
      [`${ids[1]}@bookingpro`, 1, rows[1].startsAt.toISOString()],
    ]);
  });

  it("moves earlier, to another member (only the dragged service changes staff), and later over its own time", async () => {
    const ids = await bookTwoServices("2030-07-02", "10:00", "restaff@example.com");
    // The colour (Emma, 10:00) dragged to 09:15: the cut follows to 11:15, still Sophie's.
    const result = await move({
      id: ids[0],
      staffId: staff["Emma Wilson"].id,
      date: "2030-07-02",
      time: "09:15",
      durationMinutes: 120,
    });
    expect(result).toMatchObject({ ok: true });
    const moved = await move({
      id: ids[1],
      staffId: staff["Emma Wilson"].id,
      date: "2030-07-02",
      time: "11:15",
      durationMinutes: 45,
    });
    expect(moved).toMatchObject({ ok: true });
    const rows = await rowsOf(ids);
    expect(rows.map((row) => [row.staffName, toTimeInZone(row.startsAt, LONDON)])).toEqual([
      ["Emma Wilson", "09:15"],
      ["Emma Wilson", "11:15"],
    ]);
    // Both Emma's now: 30 minutes later, the colour's new time overlaps the cut's old one on the way.
    const later = await move({
      id: ids[0],
      staffId: staff["Emma Wilson"].id,
      date: "2030-07-02",
      time: "09:45",
      durationMinutes: 120,
    });
    expect(later).toMatchObject({ ok: true });
    expect((await rowsOf(ids)).map((row) => [row.staffName, toTimeInZone(row.startsAt, LONDON), row.sequence])).toEqual(
      [
        ["Emma Wilson", "09:45", 3],
        ["Emma Wilson", "11:45", 3],
      ],
    );
  });

  it("refuses the whole move when any service would overlap another appointment: nothing moves", async () => {
    const ids = await bookTwoServices("2030-07-03", "10:00", "refused@example.com");
    // Sophie is booked 13:00-14:00: the cut moved with the visit (to 12:30) would overlap it.
    await insertConfirmedBooking(database.db, {
      businessId,
      service: service["Haircut & Style"],
      staff: staff["Sophie Brown"],
      customer: { customerName: "In the way", customerEmail: "", customerPhone: "", notes: "" },
      startsAt: at("2030-07-03", "13:00"),
      endsAt: at("2030-07-03", "14:00"),
    });
    const before = await rowsOf(ids);
    const result = await move({
      id: ids[0],
      staffId: staff["Emma Wilson"].id,
      date: "2030-07-03",
      time: "10:30",
      durationMinutes: 120,
    });
    expect(result).toMatchObject({ ok: false, error: VISIT_OVERLAP_MESSAGE });
    expect(await rowsOf(ids)).toEqual(before);
    expect(await mailTo("refused@example.com")).toHaveLength(0);
  });

  it("Undo moves the whole visit back and withdraws the held-back email", async () => {
    const ids = await bookTwoServices("2030-07-04", "10:00", "undo-visit@example.com");
    const moved = await move({
      id: ids[0],
      staffId: staff["Emma Wilson"].id,
      date: "2030-07-04",
      time: "14:00",
      durationMinutes: 120,
    });
    const { mailId } = (moved as { data: { mailId: string } }).data;
    expect(mailId).toBeTruthy();
    const undone = await move({
      id: ids[0],
      staffId: staff["Emma Wilson"].id,
      date: "2030-07-04",
      time: "10:00",
      durationMinutes: 120,
      undoMailId: mailId,
    });
    expect(undone).toMatchObject({ ok: true, message: "Move undone." });
    const rows = await rowsOf(ids);
    expect(rows.map((row) => [row.staffName, toTimeInZone(row.startsAt, LONDON)])).toEqual([
      ["Emma Wilson", "10:00"],
      ["Sophie Brown", "12:00"],
    ]);
    expect(await mailTo("undo-visit@example.com")).toHaveLength(0);

    // "Email the customer" afterwards sends the visit's current times, in one email.
    const told = await runAction(changeMoveNotice, owner, { id: ids[1], notify: true }, database.db);
    expect(told).toMatchObject({ ok: true });
    const [mail] = await mailTo("undo-visit@example.com");
    expect(mail.textBody).toContain("Full Colour: 10:00, 2 h, with Emma Wilson");
  });

  it("a staff user may not move a visit that has another member's service", async () => {
    await database.db
      .update(businesses)
      .set({ staffAccess: staffAccessSchema.parse({ enableStaffLogin: true, staffCanViewAllBookings: false }) })
      .where(eq(businesses.id, businessId));
    try {
      staffUser = await userByEmail(STAFF.email);
      // The staff user is Emma: her colour, then Sophie's cut.
      const ids = await bookTwoServices("2030-07-05", "10:00", "staff-move@example.com");
      const result = await move(
        { id: ids[0], staffId: staff["Emma Wilson"].id, date: "2030-07-05", time: "15:00", durationMinutes: 120 },
        staffUser,
      );
      expect(result).toMatchObject({ ok: false, error: VISIT_OTHER_STAFF_MESSAGE });
      expect((await rowsOf(ids)).map((row) => toTimeInZone(row.startsAt, LONDON))).toEqual(["10:00", "12:00"]);
    } finally {
      await database.db
        .update(businesses)
        .set({ staffAccess: staffAccessSchema.parse({}) })
        .where(eq(businesses.id, businessId));
    }
  });

  it("the schedule links the visit's blocks and the bookings list shows the visit, in one query each", async () => {
    const ids = await bookTwoServices("2030-07-08", "10:00", "shown@example.com");
    const schedule = await loadSchedule(database.db, owner as ScopedUser, { date: "2030-07-08" }, now);
    const blocks = schedule.columns.flatMap((column) => column.appointments).filter((item) => ids.includes(item.id));
    expect(blocks.map((block) => [block.staffId, block.visit?.position, block.visit?.services.length])).toEqual([
      [staff["Emma Wilson"].id, 1, 2],
      [staff["Sophie Brown"].id, 2, 2],
    ]);
    expect(blocks[0].visit!.services[1]).toMatchObject({
      serviceName: "Haircut & Style",
      staffName: "Sophie Brown",
      timeLabel: "12:00–12:45",
    });

    const page = await listBookings(database.db, owner as ScopedUser, { q: "shown@example.com" });
    expect(page.items.map((item) => item.visitServices?.map((each) => each.serviceName))).toEqual([
      ["Full Colour", "Haircut & Style"],
      ["Full Colour", "Haircut & Style"],
    ]);
    const single = await listBookings(database.db, owner as ScopedUser, { q: "In the way" });
    expect(single.items[0].visitServices).toBeNull();
  });

  it("sends a visit's customer one reminder listing all its services, at the first one's reminder", async () => {
    const ids = await bookTwoServices("2030-07-09", "10:00", "remind-visit@example.com");
    // Only the first service's reminder is due; the second's (two hours later) is not yet.
    await database.db
      .update(bookings)
      .set({ reminderDueAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, ids[0]));
    await database.db
      .update(bookings)
      .set({ reminderDueAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, ids[1]));
    expect(await queueDueReminders(database.db)).toBeGreaterThanOrEqual(1);
    const mails = await mailTo("remind-visit@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Reminder: Full Colour + Haircut & Style");
    expect(mails[0].textBody).toContain("Haircut & Style: 12:00, 45 min, with Sophie Brown");
    const events = Object.values(nodeIcal.sync.parseICS(mails[0].attachments[0].content)).filter(
      (component) => component?.type === "VEVENT",
    );
    expect(events).toHaveLength(2);
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.reminderSentAt !== null)).toBe(true);
    // Nothing more for the visit on the next run.
    await queueDueReminders(database.db);
    expect(await mailTo("remind-visit@example.com")).toHaveLength(1);
  });

  it("bookVisit under the customer's rules can leave the visit's own bookings out of its busy times", async () => {
    const ids = await bookTwoServices("2030-06-19", "10:00", "online@example.com");
    const contexts = await loadVisitContexts(database.db, businessId, [
      { serviceId: service["Full Colour"].id, staffId: staff["Emma Wilson"].id },
      { serviceId: service["Haircut & Style"].id, staffId: staff["Sophie Brown"].id },
    ]);
    const request = { contexts, staffing: "each" as const, date: "2030-06-19", time: "10:30", now };
    // 30 minutes later overlaps the visit's own time: refused as it stands, planned when it is being moved.
    await expect(bookVisit(database.db, request, async (_tx, plan) => plan)).rejects.toBeInstanceOf(AppError);
    const plan = await bookVisit(database.db, { ...request, excludeBookingIds: ids }, async (_tx, planned) =>
      planned.map((item) => [item.context.staff.name, toTimeInZone(item.startsAt, LONDON)]),
    );
    expect(plan).toEqual([
      ["Emma Wilson", "10:30"],
      ["Sophie Brown", "12:30"],
    ]);
  });

  it("reports, customers, feeds and the GDPR export take a visit as two services of one visit", async () => {
    const period = { periodDays: 30, now };
    const serviceRow = (data: Awaited<ReturnType<typeof getAnalytics>>, name: string) =>
      data.topServices.find((row) => row.name === name) ?? { bookings: 0, revenuePence: 0 };
    const before = await getAnalytics(database.db, owner as ScopedUser, period);
    const email = "two-services@example.com";
    const ids = await bookTwoServices("2030-06-05", "10:00", email);
    await database.db.update(bookings).set({ status: "completed" }).where(inArray(bookings.id, ids));

    // Analytics: revenue per service counts each service once, under its own service.
    const after = await getAnalytics(database.db, owner as ScopedUser, period);
    expect(after.summary).toMatchObject({ total: before.summary.total + 2 });
    for (const [name, pence] of [
      ["Full Colour", service["Full Colour"].pricePence],
      ["Haircut & Style", service["Haircut & Style"].pricePence],
    ] as const) {
      expect(serviceRow(after, name).bookings).toBe(serviceRow(before, name).bookings + 1);
      expect(serviceRow(after, name).revenuePence).toBe(serviceRow(before, name).revenuePence + pence);
    }

    // Customers: one visit, the two services' spend.
    const customer = await getCustomer(database.db, businessId, email, now);
    expect(customer).toMatchObject({
      visits: 1,
      totalSpentPence: service["Full Colour"].pricePence + service["Haircut & Style"].pricePence,
    });

    // iCal: an event per service, each in its own staff member's feed.
    const since = new Date("2030-06-01T00:00:00Z");
    const feed = (staffId: string | null) =>
      listFeedBookings(database.db, { businessId, staffId, since, includeCancelled: false }).then((rows) =>
        rows.filter((row) => ids.includes(row.id)).map((row) => row.id),
      );
    expect(await feed(null)).toEqual(ids);
    expect(await feed(staff["Emma Wilson"].id)).toEqual([ids[0]]);
    expect(await feed(staff["Sophie Brown"].id)).toEqual([ids[1]]);

    // The customer's data export: both services, marked as one visit.
    const exported = buildCustomerJson((await findCustomerExportData(database.db, businessId, email))!, email, now);
    const [visitId] = new Set((await rowsOf(ids)).map((row) => row.visitId));
    expect(exported.bookings.map((booking) => [booking.service, booking.visit])).toEqual([
      ["Full Colour", visitId],
      ["Haircut & Style", visitId],
    ]);
  });
});
