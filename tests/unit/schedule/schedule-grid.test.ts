import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCalendarDate } from "@/lib/time/calendar-date";
import { buildSchedule } from "@/lib/schedule/build-schedule";
import {
  clipToGrid,
  closedRanges,
  computeGridRange,
  datesOfView,
  formatMinutes,
  minutesIntoDate,
  parseScheduleParams,
  snapToStep,
  stepDate,
  weekdayIndexOf,
} from "@/lib/schedule/grid";
import type { ScheduleData } from "@/lib/schedule/queries";
import { DEFAULT_BUSINESS_HOURS, DEFAULT_STAFF_AVAILABILITY } from "@/lib/business/settings-schema";

const LONDON = "Europe/London";
const STAFF_ID = "11111111-1111-4111-8111-111111111111";

describe("schedule URL", () => {
  it("falls back to today's day view for anything missing or malformed", () => {
    expect(parseScheduleParams({}, "2026-11-25")).toEqual({ date: "2026-11-25", view: "day", staffId: null });
    expect(parseScheduleParams({ date: "2026-02-30", view: "month", staff: "x" }, "2026-11-25")).toEqual({
      date: "2026-11-25",
      view: "day",
      staffId: null,
    });
    expect(parseScheduleParams({ date: ["2026-01-01"], view: ["week"] }, "2026-11-25").view).toBe("day");
    expect(parseScheduleParams({ date: " 2026-10-25 ", view: "week", staff: STAFF_ID.toUpperCase() }, "x")).toEqual({
      date: "2026-10-25",
      view: "week",
      staffId: STAFF_ID,
    });
  });

  it("knows real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("26-11-25")).toBe(false);
  });
});

describe("dates of a view", () => {
  it("weeks run Monday to Sunday, across month and year ends", () => {
    expect(datesOfView("2026-11-25", "week")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(datesOfView("2026-11-29", "week")[0]).toBe("2026-11-23"); // a Sunday belongs to the week before
    expect(datesOfView("2027-01-01", "week")[0]).toBe("2026-12-28");
    expect(datesOfView("2026-11-25", "day")).toEqual(["2026-11-25"]);
  });

  it("steps a day or a week", () => {
    expect(stepDate("2026-10-25", "day", 1)).toBe("2026-10-26");
    expect(stepDate("2026-03-01", "day", -1)).toBe("2026-02-28");
    expect(stepDate("2026-12-28", "week", 1)).toBe("2027-01-04");
  });

  it("every date's week starts on the Monday on or before it (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const date = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const week = datesOfView(date, "week");
        return week.length === 7 && weekdayIndexOf(week[0]) === 0 && week.includes(date);
      }),
    );
  });
});

describe("minutes on a day's grid", () => {
  it("uses wall-clock time in the zone, on ordinary and clock-change days", () => {
    expect(minutesIntoDate(new Date("2026-11-25T14:00:00Z"), "2026-11-25", LONDON)).toBe(14 * 60);
    expect(minutesIntoDate(new Date("2026-07-01T09:00:00Z"), "2026-07-01", LONDON)).toBe(10 * 60); // BST
    // 25 October 2026: 10:00 GMT is after the clocks went back; 00:30 BST before.
    expect(minutesIntoDate(new Date("2026-10-25T10:00:00Z"), "2026-10-25", LONDON)).toBe(10 * 60);
    expect(minutesIntoDate(new Date("2026-10-24T23:30:00Z"), "2026-10-25", LONDON)).toBe(30);
    // 29 March 2026: 10:00 BST.
    expect(minutesIntoDate(new Date("2026-03-29T09:00:00Z"), "2026-03-29", LONDON)).toBe(10 * 60);
    // Other days fall outside 0..1440.
    expect(minutesIntoDate(new Date("2026-11-24T23:00:00Z"), "2026-11-25", LONDON)).toBe(-60);
    expect(minutesIntoDate(new Date("2026-11-26T01:00:00Z"), "2026-11-25", LONDON)).toBe(24 * 60 + 60);
    expect(minutesIntoDate(new Date("2026-11-25T14:00:00Z"), "2026-11-25", "America/New_York")).toBe(9 * 60);
  });
});

describe("grid range", () => {
  it("earliest opening to latest closing of the days shown, in whole hours", () => {
    const hours = { ...DEFAULT_BUSINESS_HOURS, saturday: { enabled: true, start: "08:30", end: "16:15" } };
    expect(computeGridRange(hours, ["2026-11-25"], [])).toEqual({ from: 540, to: 1020 });
    expect(computeGridRange(hours, datesOfView("2026-11-25", "week"), [])).toEqual({ from: 480, to: 1020 });
    expect(computeGridRange(hours, ["2026-11-28"], [])).toEqual({ from: 480, to: 1020 });
  });

  it("a closed day still shows 09:00-17:00, widened for appointments outside the hours", () => {
    expect(computeGridRange(DEFAULT_BUSINESS_HOURS, ["2026-11-29"], [])).toEqual({ from: 540, to: 1020 });
    expect(computeGridRange(DEFAULT_BUSINESS_HOURS, ["2026-11-25"], [{ from: 7 * 60 + 30, to: 8 * 60 }])).toEqual({
      from: 420,
      to: 1020,
    });
    expect(computeGridRange(DEFAULT_BUSINESS_HOURS, ["2026-11-25"], [{ from: 23 * 60, to: 26 * 60 }]).to).toBe(1440);
  });

  it("clips and snaps", () => {
    expect(clipToGrid({ from: 500, to: 600 }, { from: 540, to: 1020 })).toEqual({ from: 540, to: 600 });
    expect(clipToGrid({ from: 100, to: 500 }, { from: 540, to: 1020 })).toBeNull();
    expect(snapToStep(7)).toBe(0);
    expect(snapToStep(8)).toBe(15);
    expect(snapToStep(-22)).toBe(-15);
    expect(formatMinutes(0)).toBe("00:00");
    expect(formatMinutes(1440)).toBe("24:00");
  });
});

describe("not-working shading", () => {
  const grid = { from: 480, to: 1140 };
  it("shades before the later start and after the earlier end of business and staff hours", () => {
    const availability = { ...DEFAULT_STAFF_AVAILABILITY, wednesday: { enabled: true, start: "10:00", end: "18:00" } };
    expect(closedRanges(DEFAULT_BUSINESS_HOURS, { availability }, "2026-11-25", grid)).toEqual([
      { from: 480, to: 600 },
      { from: 1020, to: 1140 },
    ]);
  });
  it("shades the whole day when the business is closed or the member is off", () => {
    expect(
      closedRanges(DEFAULT_BUSINESS_HOURS, { availability: DEFAULT_STAFF_AVAILABILITY }, "2026-11-29", grid),
    ).toEqual([grid]);
    expect(
      closedRanges(DEFAULT_BUSINESS_HOURS, { availability: DEFAULT_STAFF_AVAILABILITY }, "2026-11-28", grid),
    ).toEqual([grid]);
  });
});

describe("buildSchedule", () => {
  const data = (bookings: Partial<ScheduleData["bookings"][number]>[]): ScheduleData => ({
    business: { id: "b", hours: DEFAULT_BUSINESS_HOURS, timeZone: LONDON, notifyCustomerOfChanges: true },
    staff: [{ id: STAFF_ID, name: "Emma Wilson", availability: DEFAULT_STAFF_AVAILABILITY, specialties: [] }],
    bookings: bookings.map((booking, index) => ({
      id: `booking-${index}`,
      staffId: STAFF_ID,
      serviceId: null,
      serviceName: "Cut",
      staffName: "Emma Wilson",
      customerName: "Ann",
      customerEmail: "",
      customerPhone: "",
      notes: "",
      pricePence: 1850,
      status: "confirmed",
      startsAt: new Date("2026-11-25T10:00:00Z"),
      endsAt: new Date("2026-11-25T11:00:00Z"),
      processingAfterMinutes: 0,
      processingMinutes: 0,
      colour: "#10b981",
      visitId: null,
      visitServices: null,
      holds: [],
      ...booking,
    })),
    blackouts: [
      {
        id: "blackout-1",
        type: "business",
        staffId: null,
        startDate: "2026-11-25",
        endDate: "2026-11-25",
        startTime: "13:00:00",
        endTime: "14:00:00",
        recurring: false,
        recurringPattern: "none",
        reason: "Training",
      },
    ],
    busy: [{ staffId: STAFF_ID, startsAt: new Date("2026-11-25T15:00:00Z"), endsAt: new Date("2026-11-25T15:30:00Z") }],
    dayChanges: [],
    resources: [],
  });
  const options = {
    view: "day" as const,
    date: "2026-11-25",
    dates: ["2026-11-25"],
    today: "2026-11-25",
    staffId: null,
  };

  it("places appointments, blackouts and personal busy times on one column per staff member", () => {
    const model = buildSchedule(data([{}, { id: "x", colour: "javascript:alert(1)", serviceName: " " }]), options);
    expect(model.columns).toHaveLength(1);
    const [column] = model.columns;
    expect(column.appointments[0]).toMatchObject({ from: 600, to: 660, timeLabel: "10:00–11:00", price: "£18.50" });
    // A colour that is not #rrggbb never reaches a style attribute; an empty service name reads as unknown.
    expect(column.appointments[1]).toMatchObject({ colour: "#64748b", serviceName: "Unknown Service" });
    expect(column.shades.filter((shade) => shade.kind === "blackout")).toEqual([
      { from: 780, to: 840, kind: "blackout", label: "Blocked" },
    ]);
    expect(column.shades.filter((shade) => shade.kind === "busy")).toEqual([
      { from: 900, to: 930, kind: "busy", label: "Busy (personal calendar)" },
    ]);
  });

  it("draws a colour's processing part, and a trim booked inside it beside the colour", () => {
    const model = buildSchedule(
      data([
        // 10:00-12:00 colour: 45 applying, 45 processing (10:45-11:30), 30 finishing.
        {
          id: "colour",
          endsAt: new Date("2026-11-25T12:00:00Z"),
          processingAfterMinutes: 45,
          processingMinutes: 45,
        },
        { id: "trim", startsAt: new Date("2026-11-25T11:00:00Z"), endsAt: new Date("2026-11-25T11:15:00Z") },
        { id: "later", startsAt: new Date("2026-11-25T12:00:00Z"), endsAt: new Date("2026-11-25T12:30:00Z") },
      ]),
      options,
    );
    const byId = Object.fromEntries(model.columns[0].appointments.map((item) => [item.id, item]));
    expect(byId.colour).toMatchObject({ from: 600, to: 720, processing: { from: 645, to: 690 }, inProcessing: false });
    expect(byId.trim).toMatchObject({ processing: null, inProcessing: true });
    expect(byId.later).toMatchObject({ inProcessing: false });
  });

  it("links the blocks of a visit: each knows its place and lists the visit's services; one alone is no visit", () => {
    const visitServices = [
      {
        id: "colour",
        serviceName: "Full Colour",
        staffName: "Emma Wilson",
        startsAt: new Date("2026-11-25T10:00:00Z"),
        endsAt: new Date("2026-11-25T12:00:00Z"),
      },
      {
        id: "cut",
        serviceName: "Haircut & Style",
        staffName: "Sophie Brown",
        startsAt: new Date("2026-11-25T12:00:00Z"),
        endsAt: new Date("2026-11-25T12:45:00Z"),
      },
    ];
    const model = buildSchedule(
      data([
        { id: "colour", endsAt: new Date("2026-11-25T12:00:00Z"), visitId: "visit-1", visitServices },
        {
          id: "alone",
          startsAt: new Date("2026-11-25T13:00:00Z"),
          visitId: "visit-2",
          visitServices: [visitServices[0]],
        },
        { id: "single", startsAt: new Date("2026-11-25T15:00:00Z") },
      ]),
      options,
    );
    const byId = Object.fromEntries(model.columns[0].appointments.map((item) => [item.id, item]));
    expect(byId.colour.visit).toEqual({
      id: "visit-1",
      position: 1,
      services: [
        {
          id: "colour",
          serviceName: "Full Colour",
          staffName: "Emma Wilson",
          date: "2026-11-25",
          timeLabel: "10:00–12:00",
        },
        {
          id: "cut",
          serviceName: "Haircut & Style",
          staffName: "Sophie Brown",
          date: "2026-11-25",
          timeLabel: "12:00–12:45",
        },
      ],
    });
    // A visit whose other services were cancelled is drawn as a booking of one.
    expect(byId.alone.visit).toBeNull();
    expect(byId.single.visit).toBeNull();
  });

  it("shades the day as that date's change of hours has it: before, between (the break) and after its windows", () => {
    const changed: ScheduleData = {
      ...data([]),
      dayChanges: [
        {
          staffId: STAFF_ID,
          date: "2026-11-25",
          hours: { enabled: true, start: "11:00", end: "15:00", breaks: [{ start: "12:30", end: "13:00" }] },
        },
      ],
    };
    const closed = buildSchedule(changed, options).columns[0].shades.filter((shade) => shade.kind === "closed");
    expect(closed.map(({ from, to }) => [from, to])).toEqual([
      [540, 660],
      [750, 780],
      [900, 1020],
    ]);
  });

  it("leaves out appointments of other days and of no staff member", () => {
    const model = buildSchedule(
      data([
        { startsAt: new Date("2026-11-26T10:00:00Z"), endsAt: new Date("2026-11-26T11:00:00Z") },
        { staffId: null },
      ]),
      options,
    );
    expect(model.columns[0].appointments).toEqual([]);
  });

  it("the week view shows one member's seven days", () => {
    const dates = datesOfView("2026-11-25", "week");
    const model = buildSchedule(data([{}]), { ...options, view: "week", dates, staffId: STAFF_ID });
    expect(model.columns.map((column) => column.date)).toEqual(dates);
    expect(model.columns[2].appointments).toHaveLength(1);
  });
});
