import ICAL from "ical.js";
import { eq, inArray } from "drizzle-orm";
import { GET as getBookingIcs } from "@/app/manage/[token]/calendar.ics/route";
import { setDatabaseHandle } from "@/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, businesses, mailOutbox, services, staffMembers } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { loadVisitContexts, type VisitChoice } from "@/lib/availability/visit-context";
import type { VisitStaffing } from "@/lib/availability/visit-slots";
import { bookVisit } from "@/lib/bookings/book-visit";
import { SLOT_TAKEN_MESSAGE } from "@/lib/bookings/book-time";
import {
  cancelManagedBooking,
  getChangeRefusal,
  getRescheduleOptions,
  loadManagedBookingByToken,
  rescheduleManagedBooking,
} from "@/lib/bookings/manage-booking";
import { createManageToken } from "@/lib/bookings/manage-token";
import { insertVisitBookings } from "@/lib/bookings/write-queries";
import { AppError } from "@/lib/errors";
import { lengthInMinutes } from "@/lib/time/length";
import { addDaysToDate, toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

const LONDON = "Europe/London";

/*
 * The customer's manage link of a booking that belongs to a visit acts on the whole visit: it shows every service,
 * cancels all of them and moves all of them (or none), with one email each time.
 */
describe.each(databaseKinds)("the manage link of a visit on %s", (kind) => {
  let database: TestDatabase;
  let demoId = "";
  const ids: Record<string, string> = {};
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const today = toDateInZone(now, LONDON);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    Object.assign(ids, {
      colour: serviceRows.find((s) => s.name === "Full Colour")!.id,
      cut: serviceRows.find((s) => s.name === "Haircut & Style")!.id,
      beard: serviceRows.find((s) => s.name === "Beard Trim")!.id,
      emma: staffRows.find((s) => s.name === "Emma Wilson")!.id,
      james: staffRows.find((s) => s.name === "James Taylor")!.id,
    });
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  const colourThenCut = (): VisitChoice[] => [
    { serviceId: ids.colour, staffId: ids.emma },
    { serviceId: ids.cut, staffId: ids.emma },
  ];

  async function bookVisitFor(
    customerEmail: string,
    choices: VisitChoice[],
    staffing: VisitStaffing,
    date: string,
    time: string,
  ) {
    const contexts = await loadVisitContexts(database.db, demoId, choices);
    const customer = { customerName: "Visit Customer", customerEmail, customerPhone: "", notes: "" };
    const { bookings: rows } = await bookVisit(database.db, { contexts, staffing, date, time, now }, (tx, plan) =>
      insertVisitBookings(
        tx,
        demoId,
        plan.map(({ context, startsAt, endsAt }) => ({
          service: context.service,
          staff: context.staff,
          startsAt,
          endsAt,
        })),
        customer,
      ),
    );
    return rows.map((row) => row.id);
  }

  const rowsOf = (bookingIds: string[]) =>
    database.db.select().from(bookings).where(inArray(bookings.id, bookingIds)).orderBy(bookings.startsAt);
  const mailsTo = (address: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const eventsOf = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((event) => ({
      uid: event.getFirstPropertyValue("uid"),
      status: event.getFirstPropertyValue("status"),
      sequence: event.getFirstPropertyValue("sequence"),
      start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    }));
  async function failure(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, message: error.message };
      throw error;
    }
    throw new Error("expected a refusal");
  }

  it("shows the whole visit, the same from the link of either booking, and offers its own start again", async () => {
    const wednesday = addDaysToDate(today, 2);
    const [colourId, cutId] = await bookVisitFor("page@example.com", colourThenCut(), "same", wednesday, "14:00");
    for (const bookingId of [colourId, cutId]) {
      const link = await loadManagedBookingByToken(database.db, createManageToken(bookingId), now);
      expect(link.state).toBe("found");
      if (link.state !== "found") return;
      const { booking } = link;
      expect(booking.id).toBe(bookingId);
      expect(booking.businessId).toBe(demoId);
      expect(booking.serviceName).toBe("Full Colour + Haircut & Style");
      expect(toTimeInZone(booking.startsAt, LONDON)).toBe("14:00");
      expect(toTimeInZone(booking.endsAt, LONDON)).toBe("16:45");
      expect(booking.pricePence).toBe(12000 + 3500);
      expect(
        booking.parts.map((part) => [
          part.id,
          part.serviceName,
          part.staffName,
          toTimeInZone(part.startsAt, LONDON),
          lengthInMinutes(part),
          part.pricePence,
        ]),
      ).toEqual([
        [colourId, "Full Colour", "Emma Wilson", "14:00", 120, 12000],
        [cutId, "Haircut & Style", "Emma Wilson", "16:00", 45, 3500],
      ]);
    }
    // The .ics behind the link holds an event per service, each under its booking's UID.
    const token = createManageToken(cutId);
    const ics = await getBookingIcs(new Request(`http://localhost/manage/${token}/calendar.ics`), {
      params: Promise.resolve({ token }),
    });
    expect(ics.status).toBe(200);
    expect(eventsOf(await ics.text()).map((event) => [event.uid, event.status])).toEqual([
      [`${colourId}@bookingpro`, "CONFIRMED"],
      [`${cutId}@bookingpro`, "CONFIRMED"],
    ]);
    const link = await loadManagedBookingByToken(database.db, token, now);
    if (link.state !== "found") throw new Error("expected the visit");
    const days = await getRescheduleOptions(database.db, link.booking, now);
    // Its own bookings do not block it: 14:00 is still offered, and 14:00 is the last start (Emma ends at 17:00).
    expect(days!.find((day) => day.date === wednesday)!.slots.at(-1)).toBe("14:00");
  });

  it("cancels every booking of the visit at once, with one email listing them and one .ics of both events", async () => {
    const tuesday = addDaysToDate(today, 1);
    const visitIds = await bookVisitFor("cancel@example.com", colourThenCut(), "same", tuesday, "11:00");
    const notices = (await mailsTo("hello@bellabeauty.example.com")).length;
    // A double submit, one from each booking's link: one cancels, the other is refused.
    const results = await Promise.allSettled(
      visitIds.map((bookingId) => cancelManagedBooking(database.db, bookingId, now)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rows = await rowsOf(visitIds);
    expect(rows.map((row) => [row.status, row.sequence])).toEqual([
      ["cancelled", 1],
      ["cancelled", 1],
    ]);
    const mails = await mailsTo("cancel@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Booking cancelled: Full Colour + Haircut & Style at Bella Beauty Studio");
    expect(mails[0].textBody).toContain("Full Colour: 11:00, 2 h, with Emma Wilson");
    expect(mails[0].textBody).toContain("Haircut & Style: 13:00, 45 min, with Emma Wilson");
    expect(mails[0].attachments).toHaveLength(1);
    expect(eventsOf(mails[0].attachments[0].content)).toEqual(
      rows.map((row) => ({
        uid: `${row.id}@bookingpro`,
        status: "CANCELLED",
        sequence: 1,
        start: row.startsAt.toISOString(),
      })),
    );
    expect((await mailsTo("hello@bellabeauty.example.com")).length).toBe(notices + 1);
    expect(await failure(cancelManagedBooking(database.db, visitIds[1], now))).toEqual({
      code: "conflict",
      message: "This booking has been cancelled.",
    });
    expect(await mailsTo("cancel@example.com")).toHaveLength(1);
  });

  it("moves the whole visit to a free time, back to back with each staff member kept, with one email", async () => {
    const friday = addDaysToDate(today, 4);
    const choices = [
      { serviceId: ids.cut, staffId: ids.emma },
      { serviceId: ids.beard, staffId: ids.james },
    ];
    const visitIds = await bookVisitFor("move@example.com", choices, "each", addDaysToDate(today, 3), "10:00");
    const link = await loadManagedBookingByToken(database.db, createManageToken(visitIds[0]), now);
    if (link.state !== "found") throw new Error("expected the visit");
    const days = await getRescheduleOptions(database.db, link.booking, now);
    expect(days!.find((day) => day.date === friday)!.slots).toContain("15:00");

    const moved = await rescheduleManagedBooking(database.db, visitIds[1], friday, "15:00", now);
    expect(toTimeInZone(moved.startsAt, LONDON)).toBe("15:00");
    const rows = await rowsOf(visitIds);
    expect(
      rows.map((row) => [
        toDateInZone(row.startsAt, LONDON),
        toTimeInZone(row.startsAt, LONDON),
        row.staffName,
        lengthInMinutes(row),
        row.sequence,
      ]),
    ).toEqual([
      [friday, "15:00", "Emma Wilson", 45, 1],
      [friday, "15:45", "James Taylor", 30, 1],
    ]);
    expect(rows[0].endsAt).toEqual(rows[1].startsAt);
    expect(rows.map((row) => row.staffId)).toEqual([ids.emma, ids.james]);
    const mails = await mailsTo("move@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Booking moved: Haircut & Style + Beard Trim at Bella Beauty Studio");
    expect(eventsOf(mails[0].attachments[0].content)).toEqual(
      rows.map((row) => ({
        uid: `${row.id}@bookingpro`,
        status: "CONFIRMED",
        sequence: 1,
        start: row.startsAt.toISOString(),
      })),
    );
    const [notice] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Moved: Visit Customer, Fri 14 Jun 2030, 15:00`));
    expect(notice.textBody).toContain("Haircut & Style with Emma Wilson, then Beard Trim with James Taylor");
  });

  it("moves a visit onto part of its own time, later and back earlier", async () => {
    const saturday = addDaysToDate(today, 5);
    const visitIds = await bookVisitFor("shift@example.com", colourThenCut(), "same", saturday, "10:00");
    await rescheduleManagedBooking(database.db, visitIds[0], saturday, "10:30", now);
    let rows = await rowsOf(visitIds);
    expect(rows.map((row) => toTimeInZone(row.startsAt, LONDON))).toEqual(["10:30", "12:30"]);
    await rescheduleManagedBooking(database.db, visitIds[0], saturday, "10:00", now);
    rows = await rowsOf(visitIds);
    expect(rows.map((row) => toTimeInZone(row.startsAt, LONDON))).toEqual(["10:00", "12:00"]);
    expect(rows.map((row) => row.sequence)).toEqual([2, 2]);
  });

  it("refuses a time when the second service's staff member is busy, and moves nothing", async () => {
    const thursday = addDaysToDate(today, 3);
    const choices = [
      { serviceId: ids.cut, staffId: ids.emma },
      { serviceId: ids.beard, staffId: ids.james },
    ];
    const visitIds = await bookVisitFor("stuck@example.com", choices, "each", thursday, "14:30");
    // James has a beard trim of another customer at 11:30, when this visit's trim (11:45) would start at 11:00.
    await bookVisitFor("other@example.com", [choices[1]], "each", thursday, "11:30");
    const before = await rowsOf(visitIds);
    expect(await failure(rescheduleManagedBooking(database.db, visitIds[0], thursday, "11:00", now))).toEqual({
      code: "slot_taken",
      message: SLOT_TAKEN_MESSAGE,
    });
    expect(await rowsOf(visitIds)).toEqual(before);
    expect(await mailsTo("stuck@example.com")).toHaveLength(0);
    // Emma alone is free then: it is James who stands in the way.
    const link = await loadManagedBookingByToken(database.db, createManageToken(visitIds[0]), now);
    if (link.state !== "found") throw new Error("expected the visit");
    const days = await getRescheduleOptions(database.db, link.booking, now);
    expect(days!.find((day) => day.date === thursday)!.slots).not.toContain("11:00");
  });

  it("judges the cancellation notice on the visit's first start, from the link of either booking", async () => {
    const sunday = addDaysToDate(today, 6);
    const [colourId, cutId] = await bookVisitFor("notice@example.com", colourThenCut(), "same", sunday, "10:00");
    await database.db.update(businesses).set({ cancellationNoticeHours: 24 }).where(eq(businesses.id, demoId));
    // Saturday 10:30: the colour starts in 23 h 30 min, the cut in 25 h 30 min.
    const saturday = new Date("2030-06-15T09:30:00Z");
    for (const bookingId of [colourId, cutId]) {
      const link = await loadManagedBookingByToken(database.db, createManageToken(bookingId), saturday);
      if (link.state !== "found") throw new Error("expected the visit");
      expect(getChangeRefusal(link.booking, saturday)).toMatch(/less than 24 hours before/);
      expect(await failure(cancelManagedBooking(database.db, bookingId, saturday))).toMatchObject({
        code: "conflict",
      });
    }
    expect((await rowsOf([colourId, cutId])).map((row) => row.status)).toEqual(["confirmed", "confirmed"]);
    // A day before the first start, both may still be cancelled.
    const dayBefore = new Date("2030-06-15T08:59:00Z");
    expect((await cancelManagedBooking(database.db, cutId, dayBefore)).status).toBe("cancelled");
  });
});
