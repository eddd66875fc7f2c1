import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeAvailability, type AvailabilityInput } from "@/lib/availability/slots";
import { createResourceCheck, type ResourceNeed } from "@/lib/availability/resource-check";
import { computeVisitAvailability } from "@/lib/availability/visit-slots";
import { zonedToInstant } from "@/lib/time/zoned-time";
import { WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

const LONDON = "Europe/London";
const HOURS = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { enabled: true, start: "09:00", end: "17:00" }]),
) as WeeklySchedule;
const DATE = "2026-06-02"; // Tuesday
const at = (time: string, date = DATE) => zonedToInstant(date, time, LONDON);
const held = (from: string, to: string, date = DATE) => ({ startsAt: at(from, date), endsAt: at(to, date) });

function input(resources: ResourceNeed | null, overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: LONDON,
    now: new Date("2026-06-01T05:00:00Z"),
    businessHours: HOURS,
    staff: { id: "anna", availability: HOURS },
    serviceDurationMinutes: 60,
    bookings: [],
    blackouts: [],
    resources,
    windowDays: 3,
    ...overrides,
  };
}
const slotsOn = (days: ReturnType<typeof computeAvailability>, date = DATE) =>
  days.find((day) => day.date === date)!.slots;
const room = (id: string, ...busy: ReturnType<typeof held>[]) => ({ id, busy });
const needRooms = (whole: boolean, ...rooms: ReturnType<typeof room>[]): ResourceNeed => ({
  whole,
  types: [{ typeId: "room", resources: rooms }],
});

describe("resources in the slot engine", () => {
  it("offers a time only while some room of the type is free over the whole appointment", () => {
    const one = needRooms(true, room("r1", held("10:00", "11:00")));
    const slots = slotsOn(computeAvailability(input(one)));
    expect(slots).not.toContain("09:30"); // 09:30–10:30 meets the hold
    expect(slots).not.toContain("10:00");
    expect(slots).toContain("09:00");
    expect(slots).toContain("11:00");
    // A second room free then: every time is back.
    const two = needRooms(true, room("r1", held("10:00", "11:00")), room("r2"));
    expect(slotsOn(computeAvailability(input(two)))).toEqual(slotsOn(computeAvailability(input(null))));
  });

  it("needs a free one of every type, and a type without resources offers nothing", () => {
    const need: ResourceNeed = {
      whole: true,
      types: [
        { typeId: "room", resources: [room("r1")] },
        { typeId: "laser", resources: [room("l1", held("13:00", "14:00"))] },
      ],
    };
    const slots = slotsOn(computeAvailability(input(need)));
    expect(slots).not.toContain("13:00");
    expect(slots).toContain("14:00");
    const none = computeAvailability(input({ whole: true, types: [{ typeId: "room", resources: [] }] }));
    expect(none.find((day) => day.date === DATE)).toEqual({ date: DATE, slots: [], reason: "fully_booked" });
  });

  it("holds only the busy parts when the service says so: a room held during its processing does not matter", () => {
    const processing = { afterMinutes: 30, minutes: 30 }; // 90 min: 30 busy, 30 processing, 30 busy
    const need = (whole: boolean) => needRooms(whole, room("basin", held("10:30", "11:00")));
    const overrides = { serviceDurationMinutes: 90, processing };
    expect(slotsOn(computeAvailability(input(need(false), overrides)))).toContain("10:00");
    expect(slotsOn(computeAvailability(input(need(true), overrides)))).not.toContain("10:00");
  });

  it("a blocked date, as a busy day, removes the room's times that day only", () => {
    const wholeDay = { startsAt: at("00:00"), endsAt: at("00:00", "2026-06-03") };
    const blocked = needRooms(true, room("r1", wholeDay));
    const days = computeAvailability(input(blocked));
    expect(slotsOn(days)).toEqual([]);
    expect(slotsOn(days, "2026-06-03").length).toBeGreaterThan(0);
  });

  it("a later service of a visit needs its own room when it starts", () => {
    const trim = input(null, { serviceDurationMinutes: 30 });
    const cut = input(needRooms(true, room("r1", held("10:30", "11:00"))), { serviceDurationMinutes: 30 });
    const days = computeVisitAvailability([{ candidates: [trim] }, { candidates: [cut] }], "same");
    const slots = slotsOn(days);
    expect(slots).not.toContain("10:00"); // the cut would start at 10:30
    expect(slots).toContain("09:30");
    expect(slots).toContain("10:30");
  });

  it("agrees with a direct check of every room's holds (property)", () => {
    const minute = 60_000;
    const base = at("09:00").getTime();
    const hold = fc.tuple(fc.integer({ min: 0, max: 32 }), fc.integer({ min: 1, max: 8 })).map(([start, length]) => ({
      startsAt: new Date(base + start * 15 * minute),
      endsAt: new Date(base + (start + length) * 15 * minute),
    }));
    fc.assert(
      fc.property(
        fc.array(fc.array(hold, { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 8 }).map((steps) => steps * 15),
        fc.integer({ min: 0, max: 40 }),
        (rooms, duration, startStep) => {
          const need = needRooms(true, ...rooms.map((busy, index) => ({ id: `r${index}`, busy })));
          const check = createResourceCheck(need, duration, null)!;
          const start = base + startStep * 15 * minute;
          const end = start + duration * minute;
          const expected = rooms.some((busy) =>
            busy.every((b) => b.endsAt.getTime() <= start || b.startsAt.getTime() >= end),
          );
          expect(check(start)).toBe(expected);
        },
      ),
    );
  });

  it("without needs costs nothing: no check at all", () => {
    expect(createResourceCheck(null, 60, null)).toBeNull();
    expect(createResourceCheck({ whole: true, types: [] }, 60, null)).toBeNull();
  });
});
