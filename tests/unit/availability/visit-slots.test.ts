import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { busyPartsOf } from "@/lib/availability/busy-parts";
import { computeAvailability, type AvailabilityInput } from "@/lib/availability/slots";
import { computeVisitAvailability, planVisit, type VisitItem } from "@/lib/availability/visit-slots";
import { WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { addDaysToDate, toTimeInZone, zonedToInstant } from "@/lib/time/zoned-time";

const LONDON = "Europe/London";
const hours = (start: string, end: string): WeeklySchedule =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { enabled: true, start, end }])) as WeeklySchedule;
const at = (date: string, time: string) => zonedToInstant(date, time, LONDON);

function input(staffId: string, overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: LONDON,
    // Monday 1 June 2026, 06:00 in London.
    now: new Date("2026-06-01T05:00:00Z"),
    businessHours: hours("00:00", "23:59"),
    staff: { id: staffId, availability: hours("09:00", "17:00") },
    serviceDurationMinutes: 60,
    bookings: [],
    blackouts: [],
    ...overrides,
  };
}

const colour = (staffId: string, extra: Partial<AvailabilityInput> = {}) =>
  input(staffId, { serviceDurationMinutes: 120, processing: { afterMinutes: 45, minutes: 45 }, ...extra });
const cut = (staffId: string, extra: Partial<AvailabilityInput> = {}) =>
  input(staffId, { serviceDurationMinutes: 45, ...extra });
const slotsOn = (days: ReturnType<typeof computeVisitAvailability>, date: string) =>
  days.find((day) => day.date === date)?.slots ?? [];

describe("a visit of several services", () => {
  const tuesday = "2026-06-02";

  it("one professional does the colour then the cut, back to back, ending by the end of their day", () => {
    const items: VisitItem[] = [{ candidates: [colour("emma")] }, { candidates: [cut("emma")] }];
    const slots = slotsOn(computeVisitAvailability(items, "same"), tuesday);
    // 2 h 45 min in all: the last start on the 30-minute grid that ends by 17:00 is 14:00.
    expect(slots[0]).toBe("09:00");
    expect(slots.at(-1)).toBe("14:00");
    expect(planVisit(items, "same", tuesday, "14:00")).toEqual([
      { staffId: "emma", startsAt: at(tuesday, "14:00"), endsAt: at(tuesday, "16:00") },
      { staffId: "emma", startsAt: at(tuesday, "16:00"), endsAt: at(tuesday, "16:45") },
    ]);
    expect(planVisit(items, "same", tuesday, "14:30")).toBeNull();
  });

  it("a booking in the way of the second service takes the start away; another professional may do it", () => {
    const emmaBusy = [{ startsAt: at(tuesday, "12:00"), endsAt: at(tuesday, "12:30") }];
    const same: VisitItem[] = [
      { candidates: [colour("emma", { bookings: emmaBusy })] },
      { candidates: [cut("emma", { bookings: emmaBusy }), cut("james")] },
    ];
    // 10:00: colour 10:00-12:00, cut 12:00-12:45 runs into Emma's 12:00 booking.
    expect(slotsOn(computeVisitAvailability(same, "same"), tuesday)).not.toContain("10:00");
    expect(slotsOn(computeVisitAvailability(same, "each"), tuesday)).toContain("10:00");
    expect(planVisit(same, "each", tuesday, "10:00")?.map((item) => item.staffId)).toEqual(["emma", "james"]);
    // Inside the colour's processing (10:45-11:30) Emma's own booking is no obstacle.
    const inProcessing = [{ startsAt: at(tuesday, "11:00"), endsAt: at(tuesday, "11:15") }];
    const visit: VisitItem[] = [
      { candidates: [colour("emma", { bookings: inProcessing })] },
      { candidates: [cut("emma", { bookings: inProcessing })] },
    ];
    expect(slotsOn(computeVisitAvailability(visit, "same"), tuesday)).toContain("10:00");
  });

  it("says fully booked when the first service fits but the rest never follows, closed when nobody works", () => {
    const items: VisitItem[] = [
      { candidates: [cut("emma")] },
      { candidates: [cut("sophie", { staff: { id: "sophie", availability: hours("09:00", "09:30") } })] },
    ];
    const day = computeVisitAvailability(items, "each").find((each) => each.date === tuesday)!;
    expect(day).toEqual({ date: tuesday, slots: [], reason: "fully_booked" });
  });

  it("keeps its length across the October clock change: each service follows in elapsed time", () => {
    // Sunday 25 October 2026: at 02:00 BST the clocks go back to 01:00 GMT.
    const sunday = "2026-10-25";
    const allDay = { staff: { id: "emma", availability: hours("00:00", "23:59") } };
    const now = new Date("2026-10-24T12:00:00Z");
    const items: VisitItem[] = [
      { candidates: [colour("emma", { ...allDay, now })] },
      { candidates: [cut("emma", { ...allDay, now })] },
    ];
    expect(slotsOn(computeVisitAvailability(items, "same"), sunday)).toContain("00:30");
    const plan = planVisit(items, "same", sunday, "00:30")!;
    expect(plan[0].startsAt.toISOString()).toBe("2026-10-24T23:30:00.000Z");
    expect(plan[1].startsAt.toISOString()).toBe("2026-10-25T01:30:00.000Z");
    // Two hours after 00:30 BST is 01:30 GMT on the wall.
    expect(toTimeInZone(plan[1].startsAt, LONDON)).toBe("01:30");
    expect(plan[1].endsAt.getTime() - plan[0].startsAt.getTime()).toBe(165 * 60_000);
  });

  it("one service is the engine's own answer, merged over its professionals", () => {
    const one = [
      cut("emma"),
      cut("james", { bookings: [{ startsAt: at(tuesday, "09:00"), endsAt: at(tuesday, "12:00") }] }),
    ];
    expect(computeVisitAvailability([{ candidates: one }], "each")).toEqual(
      computeVisitAvailability([{ candidates: [one[0]] }], "each").map((day, index) => ({
        ...day,
        slots: [...new Set([...day.slots, ...computeAvailability(one[1])[index].slots])].sort(),
      })),
    );
  });

  it("every start offered has a plan whose services follow one another inside each professional's hours and outside their busy parts (property)", () => {
    const dates = Array.from({ length: 7 }, (_, i) => addDaysToDate("2026-06-01", i));
    const bookingArb = fc.record({
      staff: fc.constantFrom("emma", "james"),
      day: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 18, max: 33 }).map((half) => half * 30),
      length: fc.integer({ min: 1, max: 8 }).map((n) => n * 15),
    });
    const serviceArb = fc.record({
      emma: fc.integer({ min: 1, max: 8 }).map((n) => n * 15),
      james: fc.integer({ min: 1, max: 8 }).map((n) => n * 15),
      processing: fc.option(fc.record({ afterMinutes: fc.constantFrom(15, 30), minutes: fc.constantFrom(15, 30) }), {
        nil: null,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(bookingArb, { maxLength: 20 }),
        fc.array(serviceArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("same" as const, "each" as const),
        (rawBookings, services, staffing) => {
          const bookingsOf = (staff: string) =>
            rawBookings
              .filter((b) => b.staff === staff)
              .map((b) => {
                const startsAt = at(
                  dates[b.day],
                  `${String(Math.floor(b.start / 60)).padStart(2, "0")}:${String(b.start % 60).padStart(2, "0")}`,
                );
                return { startsAt, endsAt: new Date(startsAt.getTime() + b.length * 60_000) };
              });
          const items: VisitItem[] = services.map((service) => ({
            candidates: (["emma", "james"] as const).map((staff) =>
              input(staff, {
                windowDays: 7,
                serviceDurationMinutes: service[staff],
                processing:
                  service.processing && service.processing.afterMinutes + service.processing.minutes < service[staff]
                    ? service.processing
                    : null,
                bookings: bookingsOf(staff),
              }),
            ),
          }));
          for (const day of computeVisitAvailability(items, staffing)) {
            for (const time of day.slots) {
              const plan = planVisit(items, staffing, day.date, time);
              expect(plan, `${day.date} ${time}`).not.toBeNull();
              expect(plan![0].startsAt).toEqual(at(day.date, time));
              for (const [index, item] of plan!.entries()) {
                if (index > 0) expect(item.startsAt).toEqual(plan![index - 1].endsAt);
                if (staffing === "same") expect(item.staffId).toBe(plan![0].staffId);
                const candidate = items[index].candidates.find((each) => each.staff.id === item.staffId)!;
                const from = toTimeInZone(item.startsAt, LONDON);
                const to = toTimeInZone(item.endsAt, LONDON);
                expect(from >= "09:00" && to <= "17:00" && to > from).toBe(true);
                for (const part of busyPartsOf(candidate.serviceDurationMinutes, candidate.processing)) {
                  const partFrom = item.startsAt.getTime() + part.from * 60_000;
                  const partTo = item.startsAt.getTime() + part.to * 60_000;
                  for (const busy of candidate.bookings) {
                    expect(partFrom < busy.endsAt.getTime() && busy.startsAt.getTime() < partTo).toBe(false);
                  }
                }
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
