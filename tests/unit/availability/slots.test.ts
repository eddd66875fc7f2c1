import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BlackoutRule } from "@/lib/blackouts/rules";
import {
  computeAvailability,
  fromMinutes,
  isSlotAvailable,
  mergeStaffAvailability,
  type AvailabilityInput,
} from "@/lib/availability/slots";
import { addDaysToDate, zonedToInstant } from "@/lib/time/zoned-time";
import { busyPartsOf } from "@/lib/availability/busy-parts";
import { DEFAULT_BUSINESS_HOURS } from "@/lib/business/settings-schema";
import { toMinutes, weekdayOf, WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

const LONDON = "Europe/London";
const ALL_DAY_HOURS: WeeklySchedule = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { enabled: true, start: "00:00", end: "23:59" }]),
) as WeeklySchedule;

function availability(start = "09:00", end = "17:00", days: readonly string[] = WEEKDAYS): WeeklySchedule {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { enabled: days.includes(d), start, end }])) as WeeklySchedule;
}

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: LONDON,
    // Monday 1 June 2026, 06:00 in London (BST).
    now: new Date("2026-06-01T05:00:00Z"),
    businessHours: ALL_DAY_HOURS,
    staff: { id: "anna", availability: availability() },
    serviceDurationMinutes: 60,
    bookings: [],
    blackouts: [],
    ...overrides,
  };
}

function slotsOn(result: ReturnType<typeof computeAvailability>, date: string): string[] {
  return result.find((day) => day.date === date)?.slots ?? [];
}

const at = (date: string, time: string) => zonedToInstant(date, time, LONDON);
const booking = (date: string, from: string, to: string) => ({ startsAt: at(date, from), endsAt: at(date, to) });
const blackout = (rule: Partial<BlackoutRule>): BlackoutRule => ({
  type: "business",
  staffId: null,
  startDate: "2026-06-02",
  endDate: "2026-06-02",
  startTime: null,
  endTime: null,
  recurring: false,
  recurringPattern: "weekly",
  ...rule,
});

describe("time helpers", () => {
  it("converts minutes and weekdays", () => {
    expect(toMinutes("09:30")).toBe(570);
    expect(fromMinutes(570)).toBe("09:30");
    expect(fromMinutes(0)).toBe("00:00");
    expect(weekdayOf("2026-06-01")).toBe("monday");
    expect(weekdayOf("2026-06-07")).toBe("sunday");
    expect(weekdayOf("2028-02-29")).toBe("tuesday");
    expect(weekdayOf("1969-12-31")).toBe("wednesday");
  });

  it("weekdayOf matches the calendar for any date, before 1970 too", () => {
    const names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2199-12-31T00:00:00Z"), noInvalidDate: true }),
        (instant) => {
          expect(weekdayOf(instant.toISOString().slice(0, 10))).toBe(names[instant.getUTCDay()]);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("computeAvailability", () => {
  it("offers 21 days from today in the business's zone, every 30 minutes, ending by the end of availability", () => {
    const result = computeAvailability(input());
    expect(result).toHaveLength(21);
    expect(result[0].date).toBe("2026-06-01");
    expect(result[20].date).toBe("2026-06-21");
    expect(slotsOn(result, "2026-06-02")).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
    ]);
  });

  it("uses the business's date for today, not UTC's", () => {
    // 23:30 UTC on 31 May is already 00:30 on 1 June in London.
    const result = computeAvailability(input({ now: new Date("2026-05-31T23:30:00Z") }));
    expect(result[0].date).toBe("2026-06-01");
    const tokyo = computeAvailability(input({ timeZone: "Asia/Tokyo", now: new Date("2026-05-31T16:00:00Z") }));
    expect(tokyo[0].date).toBe("2026-06-01");
  });

  it("skips disabled weekdays and closed business days, and keeps within opening hours", () => {
    const staff = { id: "anna", availability: availability("08:00", "18:00", ["monday", "tuesday", "wednesday"]) };
    const hours: WeeklySchedule = {
      ...DEFAULT_BUSINESS_HOURS,
      tuesday: { enabled: true, start: "10:00", end: "12:00" },
      wednesday: { ...DEFAULT_BUSINESS_HOURS.wednesday, enabled: false },
    };
    const result = computeAvailability(input({ staff, businessHours: hours }));
    expect(slotsOn(result, "2026-06-02")).toEqual(["10:00", "10:30", "11:00"]); // Tuesday, business 10-12
    expect(slotsOn(result, "2026-06-03")).toEqual([]); // Wednesday, business closed
    expect(slotsOn(result, "2026-06-04")).toEqual([]); // Thursday, staff off
    expect(slotsOn(result, "2026-06-08")[0]).toBe("09:00"); // Monday, business opens at 9
  });

  it("excludes past times of today and honours the minimum notice", () => {
    const now = new Date("2026-06-01T09:10:00Z"); // 10:10 BST
    expect(slotsOn(computeAvailability(input({ now })), "2026-06-01")[0]).toBe("10:30");
    expect(slotsOn(computeAvailability(input({ now, minNoticeMinutes: 120 })), "2026-06-01")[0]).toBe("12:30");
    expect(slotsOn(computeAvailability(input({ now: new Date("2026-06-01T16:00:00Z") })), "2026-06-01")).toEqual([]);
  });

  it("blocks every slot that overlaps a booking by duration, not only the same start", () => {
    const result = computeAvailability(input({ bookings: [booking("2026-06-02", "10:00", "11:00")] }));
    const slots = slotsOn(result, "2026-06-02");
    expect(slots).not.toContain("09:30"); // 09:30-10:30 overlaps
    expect(slots).not.toContain("10:00");
    expect(slots).not.toContain("10:30");
    expect(slots).toContain("09:00"); // ends exactly at 10:00
    expect(slots).toContain("11:00"); // back to back
  });

  it("applies the buffer after bookings and after the new service", () => {
    const result = computeAvailability(
      input({ bufferMinutes: 15, bookings: [booking("2026-06-02", "10:00", "11:00")] }),
    );
    const slots = slotsOn(result, "2026-06-02");
    expect(slots).not.toContain("11:00"); // booking + 15 min buffer runs to 11:15
    expect(slots).toContain("11:30");
    expect(slots).not.toContain("09:00"); // 09:00-10:00 + 15 min buffer overlaps the 10:00 booking
    expect(slots).toContain("12:00");
  });

  it("blocks whole-day and time-range blackouts (inclusive), for the business or that staff member", () => {
    const whole = computeAvailability(input({ blackouts: [blackout({})] }));
    expect(slotsOn(whole, "2026-06-02")).toEqual([]);
    expect(slotsOn(whole, "2026-06-03")).not.toEqual([]);

    const range = computeAvailability(input({ blackouts: [blackout({ startTime: "12:00", endTime: "13:00" })] }));
    const slots = slotsOn(range, "2026-06-02");
    expect(slots).toContain("11:00"); // ends at 12:00
    expect(slots).not.toContain("11:30"); // runs into the blackout
    expect(slots).not.toContain("12:00");
    expect(slots).not.toContain("13:00"); // the end time is blocked too (inclusive)
    expect(slots).toContain("13:30");

    const otherStaff = computeAvailability(input({ blackouts: [blackout({ type: "staff", staffId: "ben" })] }));
    expect(slotsOn(otherStaff, "2026-06-02")).not.toEqual([]);
    const ownStaff = computeAvailability(input({ blackouts: [blackout({ type: "staff", staffId: "anna" })] }));
    expect(slotsOn(ownStaff, "2026-06-02")).toEqual([]);
  });

  it("honours recurring weekly and monthly blackouts", () => {
    const weekly = computeAvailability(
      input({ blackouts: [blackout({ recurring: true, recurringPattern: "weekly" })] }),
    );
    for (const date of ["2026-06-02", "2026-06-09", "2026-06-16"]) expect(slotsOn(weekly, date)).toEqual([]);
    expect(slotsOn(weekly, "2026-06-10")).not.toEqual([]);
    const monthly = computeAvailability(
      input({
        now: new Date("2026-06-25T05:00:00Z"),
        blackouts: [blackout({ recurring: true, recurringPattern: "monthly" })],
      }),
    );
    expect(slotsOn(monthly, "2026-07-02")).toEqual([]);
    expect(slotsOn(monthly, "2026-07-03")).not.toEqual([]);
  });

  it("is right on the day the clocks go forward (29 March 2026)", () => {
    const staff = { id: "anna", availability: availability("00:00", "04:00") };
    const result = computeAvailability(
      input({ staff, now: new Date("2026-03-28T12:00:00Z"), serviceDurationMinutes: 30 }),
    );
    // 01:00-01:59 does not exist in London that night.
    expect(slotsOn(result, "2026-03-29")).toEqual(["00:00", "00:30", "02:00", "02:30", "03:00", "03:30"]);
    // A 09:00 booking on that day blocks 09:00 BST, i.e. 08:00 UTC.
    const withBooking = computeAvailability(
      input({
        now: new Date("2026-03-28T12:00:00Z"),
        bookings: [{ startsAt: new Date("2026-03-29T08:00:00Z"), endsAt: new Date("2026-03-29T09:00:00Z") }],
      }),
    );
    expect(slotsOn(withBooking, "2026-03-29")).not.toContain("09:00");
    expect(slotsOn(withBooking, "2026-03-29")).toContain("10:00");
    expect(slotsOn(withBooking, "2026-03-28")).toContain("15:00");
  });

  it("is right on the day the clocks go back (25 October 2026)", () => {
    const result = computeAvailability(
      input({
        now: new Date("2026-10-24T06:00:00Z"),
        bookings: [{ startsAt: new Date("2026-10-25T10:00:00Z"), endsAt: new Date("2026-10-25T11:00:00Z") }],
      }),
    );
    // After the change London is on GMT: 10:00 UTC is 10:00 local.
    expect(slotsOn(result, "2026-10-25")).not.toContain("10:00");
    expect(slotsOn(result, "2026-10-25")).toContain("09:00");
    expect(slotsOn(result, "2026-10-25")).toContain("11:00");
    // The day before (BST), 10:00 UTC would have been 11:00 local: nothing blocked there.
    expect(slotsOn(result, "2026-10-24")).toContain("10:00");
  });

  it("checks a single slot for the server's re-check", () => {
    const data = input({ bookings: [booking("2026-06-02", "10:00", "11:00")] });
    expect(isSlotAvailable(data, "2026-06-02", "11:00")).toBe(true);
    expect(isSlotAvailable(data, "2026-06-02", "10:30")).toBe(false);
    expect(isSlotAvailable(data, "2026-06-02", "11:15")).toBe(false); // not on the grid
    expect(isSlotAvailable(data, "2026-06-30", "11:00")).toBe(false); // outside the window
    expect(isSlotAvailable(data, "2026-05-31", "11:00")).toBe(false); // the past
  });
});

describe("computeAvailability properties", () => {
  const dayIndex = fc.integer({ min: 0, max: 20 });
  const slotOfDay = fc.integer({ min: 0, max: 47 }).map((half) => half * 30);
  const bookingArb = fc.record({
    day: dayIndex,
    start: slotOfDay,
    length: fc.integer({ min: 1, max: 12 }).map((n) => n * 15),
  });
  const blackoutArb = fc.record({
    day: dayIndex,
    span: fc.integer({ min: 0, max: 3 }),
    times: fc.option(fc.tuple(slotOfDay, fc.integer({ min: 0, max: 240 })), { nil: null }),
    staff: fc.boolean(),
  });

  it("never returns a slot that overlaps a booking or a blackout, and every slot lies inside availability", () => {
    fc.assert(
      fc.property(
        fc.array(bookingArb, { maxLength: 30 }),
        fc.array(blackoutArb, { maxLength: 5 }),
        fc.integer({ min: 1, max: 8 }).map((n) => n * 15),
        fc.integer({ min: 0, max: 30 }),
        (rawBookings, rawBlackouts, duration, buffer) => {
          const base = input();
          const dates = Array.from({ length: 21 }, (_, i) => addDaysToDate("2026-06-01", i));
          const bookings = rawBookings.map((b) => {
            const start = at(dates[b.day], fromMinutes(b.start));
            return { startsAt: start, endsAt: new Date(start.getTime() + b.length * 60_000) };
          });
          const blackouts = rawBlackouts.map((b) =>
            blackout({
              startDate: dates[b.day],
              endDate: dates[Math.min(20, b.day + b.span)],
              startTime: b.times ? fromMinutes(b.times[0]) : null,
              endTime: b.times ? fromMinutes(Math.min(23 * 60 + 59, b.times[0] + b.times[1])) : null,
              type: b.staff ? "staff" : "business",
              staffId: b.staff ? "anna" : null,
            }),
          );
          const result = computeAvailability({
            ...base,
            bookings,
            blackouts,
            serviceDurationMinutes: duration,
            bufferMinutes: buffer,
          });
          for (const day of result) {
            for (const time of day.slots) {
              const start = at(day.date, time).getTime();
              const end = start + (duration + buffer) * 60_000;
              expect(toMinutes(time)).toBeGreaterThanOrEqual(toMinutes("09:00"));
              expect(toMinutes(time) + duration + buffer).toBeLessThanOrEqual(toMinutes("17:00"));
              for (const b of bookings) {
                expect(start < b.endsAt.getTime() + buffer * 60_000 && b.startsAt.getTime() < end).toBe(false);
              }
              for (const rule of blackouts) {
                if (day.date < rule.startDate || day.date > rule.endDate) continue;
                if (!rule.startTime || !rule.endTime)
                  throw new Error(`slot ${day.date} ${time} inside a whole-day blackout`);
                const blocked =
                  toMinutes(time) <= toMinutes(rule.endTime) && toMinutes(time) + duration > toMinutes(rule.startTime);
                expect(blocked).toBe(false);
              }
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe("processing time", () => {
  // Colour 10:00-12:00 on Tuesday: 45 applying, 45 processing (10:45-11:30), 30 finishing.
  const colour = [
    { ...booking("2026-06-02", "10:00", "10:45"), bufferAfter: false },
    booking("2026-06-02", "11:30", "12:00"),
  ];

  it("offers a time inside another booking's processing, and keeps the busy parts", () => {
    const slots = slotsOn(computeAvailability(input({ serviceDurationMinutes: 30, bookings: colour })), "2026-06-02");
    expect(slots).toContain("11:00"); // 11:00-11:30, inside the processing
    expect(slots).not.toContain("10:30"); // overlaps the application
    expect(slots).not.toContain("11:30"); // the finish
    expect(slots).toContain("12:00");
  });

  it("the buffer follows only a booking's last part, and the new service's last busy part", () => {
    const slots = slotsOn(
      computeAvailability(input({ serviceDurationMinutes: 15, bufferMinutes: 15, bookings: colour })),
      "2026-06-02",
    );
    expect(slots).toContain("11:00"); // 11:00-11:15 + 15 buffer ends at 11:30, the finish's start
    expect(slots).not.toContain("12:00"); // the finish + 15 buffer runs to 12:15
    expect(slots).toContain("12:30");
  });

  it("books a service with processing around another booking that fits its processing part", () => {
    const trim = [booking("2026-06-02", "11:00", "11:15")];
    const slots = slotsOn(
      computeAvailability(
        input({
          serviceDurationMinutes: 120,
          processing: { afterMinutes: 45, minutes: 45 },
          bookings: trim,
        }),
      ),
      "2026-06-02",
    );
    expect(slots).toContain("10:00"); // busy 10:00-10:45 and 11:30-12:00: the trim sits in the processing
    expect(slots).not.toContain("09:30"); // busy until 10:15 and from 11:00
  });

  it("never offers a time whose busy parts overlap a booking's busy parts, and each fits the hours (property)", () => {
    const dates = Array.from({ length: 21 }, (_, i) => addDaysToDate("2026-06-01", i));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 20 }),
            start: fc.integer({ min: 0, max: 47 }).map((half) => half * 30),
            length: fc.integer({ min: 1, max: 12 }).map((n) => n * 15),
          }),
          { maxLength: 25 },
        ),
        fc.integer({ min: 2, max: 12 }).map((n) => n * 15),
        fc.integer({ min: 0, max: 12 }).map((n) => n * 5),
        fc.integer({ min: 0, max: 12 }).map((n) => n * 5),
        (raw, duration, afterMinutes, minutes) => {
          const processing = { afterMinutes, minutes: Math.min(minutes, Math.max(0, duration - afterMinutes - 5)) };
          const bookings = raw.map((b) => {
            const start = at(dates[b.day], fromMinutes(b.start));
            return { startsAt: start, endsAt: new Date(start.getTime() + b.length * 60_000) };
          });
          const parts = busyPartsOf(duration, processing);
          for (const day of computeAvailability(input({ bookings, serviceDurationMinutes: duration, processing }))) {
            for (const time of day.slots) {
              expect(toMinutes(time)).toBeGreaterThanOrEqual(toMinutes("09:00"));
              expect(toMinutes(time) + duration).toBeLessThanOrEqual(toMinutes("17:00"));
              const start = at(day.date, time).getTime();
              for (const part of parts) {
                const from = start + part.from * 60_000;
                const to = start + part.to * 60_000;
                for (const b of bookings) {
                  expect(from < b.endsAt.getTime() && b.startsAt.getTime() < to).toBe(false);
                }
              }
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe("busy times from a personal calendar", () => {
  it("blocks slots overlapping them, with no buffer after them", () => {
    const result = computeAvailability(
      input({ bufferMinutes: 30, calendarBusy: [booking("2026-06-02", "10:00", "11:00")] }),
    );
    const slots = slotsOn(result, "2026-06-02");
    // 09:00 + 60 min + 30 min buffer runs into 10:00; 11:00 is free right after the event.
    expect(slots).not.toContain("09:00");
    expect(slots).not.toContain("10:00");
    expect(slots).not.toContain("10:30");
    expect(slots).toContain("11:00");
  });

  it("never offers a slot overlapping a busy time (property)", () => {
    const day = "2026-06-03";
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 23 * 60 }), fc.integer({ min: 1, max: 300 })), { maxLength: 8 }),
        fc.integer({ min: 0, max: 30 }),
        (events, buffer) => {
          const calendarBusy = events.map(([start, length]) => ({
            startsAt: new Date(at(day, "00:00").getTime() + start * 60_000),
            endsAt: new Date(at(day, "00:00").getTime() + (start + length) * 60_000),
          }));
          const result = computeAvailability(input({ calendarBusy, bufferMinutes: buffer, windowDays: 4 }));
          for (const time of slotsOn(result, day)) {
            const start = at(day, time).getTime();
            const end = start + (60 + buffer) * 60_000;
            for (const busy of calendarBusy) {
              expect(busy.startsAt.getTime() < end && busy.endsAt.getTime() > start).toBe(false);
            }
          }
        },
      ),
    );
  });
});

describe("why a date has no times", () => {
  const dayOf = (result: ReturnType<typeof computeAvailability>, date: string) => result.find((d) => d.date === date)!;

  it("a day the staff member does not work is closed; a working day with times has no reason", () => {
    const result = computeAvailability(
      input({ staff: { id: "anna", availability: availability("09:00", "17:00", ["monday"]) } }),
    );
    expect(dayOf(result, "2026-06-02")).toEqual({ date: "2026-06-02", slots: [], reason: "closed" });
    expect(dayOf(result, "2026-06-01").reason).toBeUndefined();
    expect(dayOf(result, "2026-06-01").slots.length).toBeGreaterThan(0);
  });

  it("a whole-day blackout closes the day; a business closed that weekday too", () => {
    const result = computeAvailability(input({ blackouts: [blackout({})] }));
    expect(dayOf(result, "2026-06-02").reason).toBe("closed");
    const hours = { ...ALL_DAY_HOURS, wednesday: { enabled: false, start: "09:00", end: "17:00" } };
    expect(dayOf(computeAvailability(input({ businessHours: hours })), "2026-06-03").reason).toBe("closed");
  });

  it("a working day taken by bookings (or a partial blackout) is fully booked", () => {
    const booked = computeAvailability(input({ bookings: [booking("2026-06-02", "09:00", "17:00")] }));
    expect(dayOf(booked, "2026-06-02")).toEqual({ date: "2026-06-02", slots: [], reason: "fully_booked" });
    const blocked = computeAvailability(input({ blackouts: [blackout({ startTime: "08:00", endTime: "17:00" })] }));
    expect(dayOf(blocked, "2026-06-02").reason).toBe("fully_booked");
  });

  it("today after the last start time has no times left: neither closed nor fully booked", () => {
    const late = computeAvailability(input({ now: new Date("2026-06-01T17:00:00Z") }));
    expect(dayOf(late, "2026-06-01")).toEqual({ date: "2026-06-01", slots: [], reason: "no_times_left" });
    // A day the staff member does not work stays closed, however late it is.
    const off = computeAvailability(
      input({
        now: new Date("2026-06-02T17:00:00Z"),
        staff: { id: "anna", availability: availability("09:00", "17:00", ["monday"]) },
      }),
    );
    expect(dayOf(off, "2026-06-02").reason).toBe("closed");
  });

  it("a day inside the notice period has no times left; times taken after the notice make it fully booked", () => {
    const notice = computeAvailability(input({ minNoticeMinutes: 48 * 60 }));
    expect(dayOf(notice, "2026-06-02").reason).toBe("no_times_left");
    // 13:00 in London: the morning is past and a booking takes the afternoon.
    const booked = computeAvailability(
      input({ now: new Date("2026-06-01T12:00:00Z"), bookings: [booking("2026-06-01", "13:00", "17:00")] }),
    );
    expect(dayOf(booked, "2026-06-01").reason).toBe("fully_booked");
  });
});

describe("mergeStaffAvailability", () => {
  it("is the sorted union per date; fully booked beats closed when nobody has times", () => {
    const merged = mergeStaffAvailability([
      [
        { date: "2026-06-01", slots: ["10:00", "11:00"] },
        { date: "2026-06-02", slots: [], reason: "closed" },
        { date: "2026-06-03", slots: [], reason: "closed" },
      ],
      [
        { date: "2026-06-01", slots: ["09:30", "10:00"] },
        { date: "2026-06-02", slots: [], reason: "fully_booked" },
        { date: "2026-06-03", slots: [], reason: "closed" },
      ],
    ]);
    expect(merged).toEqual([
      { date: "2026-06-01", slots: ["09:30", "10:00", "11:00"] },
      { date: "2026-06-02", slots: [], reason: "fully_booked" },
      { date: "2026-06-03", slots: [], reason: "closed" },
    ]);
    expect(mergeStaffAvailability([])).toEqual([]);
  });

  it("no times left beats closed, fully booked beats both", () => {
    const day = (reason: "closed" | "no_times_left" | "fully_booked") => [{ date: "2026-06-01", slots: [], reason }];
    expect(mergeStaffAvailability([day("closed"), day("no_times_left")])[0].reason).toBe("no_times_left");
    expect(mergeStaffAvailability([day("no_times_left"), day("closed")])[0].reason).toBe("no_times_left");
    expect(mergeStaffAvailability([day("no_times_left"), day("fully_booked")])[0].reason).toBe("fully_booked");
  });

  it("offers a time exactly when someone is free (property)", () => {
    const times = fc.uniqueArray(fc.constantFrom("09:00", "09:30", "10:00", "10:30", "11:00"));
    fc.assert(
      fc.property(fc.array(times, { minLength: 1, maxLength: 5 }), (perStaff) => {
        const merged = mergeStaffAvailability(
          perStaff.map((slots) => [{ date: "2026-06-01", slots: [...slots].sort() }]),
        );
        const expected = [...new Set(perStaff.flat())].sort();
        expect(merged[0].slots).toEqual(expected);
        expect(merged[0].reason === undefined).toBe(expected.length > 0);
      }),
    );
  });
});
