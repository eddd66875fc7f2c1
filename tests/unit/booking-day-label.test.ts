import { describe, expect, it } from "vitest";
import { formatBookingDayLabel } from "@/lib/format/booking-day-label";

const LONDON = "Europe/London";
const at = (iso: string) => new Date(iso);

describe("formatBookingDayLabel", () => {
  const now = at("2026-11-26T12:00:00Z");

  it("says Today, Tomorrow and Yesterday, otherwise 'MMM dd, yyyy'", () => {
    expect(formatBookingDayLabel(at("2026-11-26T09:00:00Z"), now, LONDON)).toBe("Today");
    expect(formatBookingDayLabel(at("2026-11-27T16:00:00Z"), now, LONDON)).toBe("Tomorrow");
    expect(formatBookingDayLabel(at("2026-11-25T08:00:00Z"), now, LONDON)).toBe("Yesterday");
    expect(formatBookingDayLabel(at("2026-11-28T10:00:00Z"), now, LONDON)).toBe("Nov 28, 2026");
    expect(formatBookingDayLabel(at("2026-11-24T10:00:00Z"), now, LONDON)).toBe("Nov 24, 2026");
    expect(formatBookingDayLabel(at("2026-11-26T10:00:00Z"), at("2026-01-01T12:00:00Z"), LONDON)).toBe("Nov 26, 2026");
  });

  it("pads the day and crosses year ends", () => {
    expect(formatBookingDayLabel(at("2026-12-05T10:00:00Z"), now, LONDON)).toBe("Dec 05, 2026");
    expect(formatBookingDayLabel(at("2027-01-01T10:00:00Z"), at("2026-12-31T12:00:00Z"), LONDON)).toBe("Tomorrow");
    expect(formatBookingDayLabel(at("2026-12-31T23:30:00Z"), at("2027-01-01T00:10:00Z"), LONDON)).toBe("Yesterday");
  });

  it("compares calendar days in the business's zone across midnight (BST)", () => {
    const justAfterMidnight = at("2026-06-30T23:30:00Z"); // 00:30 on 1 July in London, still 30 June in UTC
    expect(formatBookingDayLabel(at("2026-06-30T22:30:00Z"), justAfterMidnight, LONDON)).toBe("Yesterday"); // 23:30 on 30 June
    expect(formatBookingDayLabel(at("2026-06-30T23:00:00Z"), justAfterMidnight, LONDON)).toBe("Today"); // 00:00 on 1 July
    expect(formatBookingDayLabel(at("2026-07-01T22:59:00Z"), justAfterMidnight, LONDON)).toBe("Today"); // 23:59 on 1 July
    expect(formatBookingDayLabel(at("2026-07-01T23:00:00Z"), justAfterMidnight, LONDON)).toBe("Tomorrow"); // 00:00 on 2 July
    expect(formatBookingDayLabel(at("2026-07-02T23:00:00Z"), justAfterMidnight, LONDON)).toBe("Jul 03, 2026");
  });

  it("handles the 23-hour day when clocks go forward (29 March 2026)", () => {
    const lateSaturday = at("2026-03-28T23:30:00Z"); // 23:30 GMT on 28 March
    expect(formatBookingDayLabel(at("2026-03-29T22:30:00Z"), lateSaturday, LONDON)).toBe("Tomorrow"); // 23:30 BST, 23 h later
    expect(formatBookingDayLabel(at("2026-03-29T23:30:00Z"), lateSaturday, LONDON)).toBe("Mar 30, 2026"); // 00:30 BST on the 30th, only 24 h later
    const earlySunday = at("2026-03-29T00:30:00Z"); // 00:30 GMT on 29 March, before the change
    expect(formatBookingDayLabel(at("2026-03-29T09:00:00Z"), earlySunday, LONDON)).toBe("Today"); // 10:00 BST
    expect(formatBookingDayLabel(at("2026-03-29T22:59:00Z"), earlySunday, LONDON)).toBe("Today"); // 23:59 BST
    expect(formatBookingDayLabel(at("2026-03-29T23:00:00Z"), earlySunday, LONDON)).toBe("Tomorrow"); // 00:00 BST on the 30th
    expect(formatBookingDayLabel(at("2026-03-28T23:59:00Z"), earlySunday, LONDON)).toBe("Yesterday"); // 23:59 GMT on the 28th
  });

  it("handles the 25-hour day when clocks go back (25 October 2026)", () => {
    const justAfterMidnight = at("2026-10-24T23:30:00Z"); // 00:30 BST on 25 October
    expect(formatBookingDayLabel(at("2026-10-25T23:30:00Z"), justAfterMidnight, LONDON)).toBe("Today"); // 23:30 GMT, 24 h later
    expect(formatBookingDayLabel(at("2026-10-25T23:59:00Z"), justAfterMidnight, LONDON)).toBe("Today");
    expect(formatBookingDayLabel(at("2026-10-26T00:00:00Z"), justAfterMidnight, LONDON)).toBe("Tomorrow"); // 00:00 GMT on the 26th
    expect(formatBookingDayLabel(at("2026-10-24T22:59:00Z"), justAfterMidnight, LONDON)).toBe("Yesterday"); // 23:59 BST on the 24th
    const lateSunday = at("2026-10-25T23:30:00Z"); // 23:30 GMT on 25 October
    expect(formatBookingDayLabel(at("2026-10-24T23:00:00Z"), lateSunday, LONDON)).toBe("Today"); // 00:00 BST, 24.5 h earlier
    expect(formatBookingDayLabel(at("2026-10-24T22:30:00Z"), lateSunday, LONDON)).toBe("Yesterday");
  });

  it("uses the given zone, not London or the machine's", () => {
    const now = at("2026-11-26T03:00:00Z"); // 22:00 on 25 November in New York
    expect(formatBookingDayLabel(at("2026-11-26T10:00:00Z"), now, "America/New_York")).toBe("Tomorrow");
    expect(formatBookingDayLabel(at("2026-11-26T10:00:00Z"), now, LONDON)).toBe("Today");
    // 10:00 in London is 23:00 in Auckland; a booking two hours later is already the next day there.
    expect(formatBookingDayLabel(at("2026-11-26T12:00:00Z"), at("2026-11-26T10:00:00Z"), "Pacific/Auckland")).toBe(
      "Tomorrow",
    );
    expect(formatBookingDayLabel(at("2026-11-26T12:00:00Z"), at("2026-11-26T10:00:00Z"), LONDON)).toBe("Today");
  });

  it("shows an unreadable date as it came", () => {
    expect(formatBookingDayLabel(new Date("not a date"), now, LONDON)).toBe("Invalid Date");
  });
});
