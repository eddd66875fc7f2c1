import { describe, expect, it } from "vitest";
import {
  businessSummaryParts,
  SUMMARY_SEPARATOR,
  describeTodaysHours,
  directionsUrl,
  formatDayHours,
  todayInZone,
} from "@/lib/booking-page/business-summary";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

const LONDON = "Europe/London";

/** The demo business: Sunday open 10:00–15:00, Saturday 09:00–16:00, Thursday 09:00–18:00. */
const HOURS: WeeklySchedule = {
  monday: { enabled: true, start: "09:00", end: "17:00" },
  tuesday: { enabled: true, start: "09:00", end: "17:00" },
  wednesday: { enabled: false, start: "09:00", end: "17:00" },
  thursday: { enabled: true, start: "09:00", end: "18:00" },
  friday: { enabled: true, start: "09:00", end: "18:00" },
  saturday: { enabled: true, start: "09:00", end: "16:00" },
  sunday: { enabled: true, start: "10:00", end: "15:00" },
};

const DEMO = { address: "12 King Street, Manchester M2 4WU", phone: "0161 496 0000", hours: HOURS, timeZone: LONDON };

describe("formatDayHours", () => {
  it("writes open days with an en dash and closed days as Closed", () => {
    expect(formatDayHours(HOURS.thursday)).toBe("09:00–18:00");
    expect(formatDayHours(HOURS.wednesday)).toBe("Closed");
  });

  it("writes a day with breaks as its windows, and a day off with breaks as Closed", () => {
    const lunch = [{ start: "13:00", end: "14:00" }];
    expect(formatDayHours({ ...HOURS.thursday, breaks: lunch })).toBe("09:00–13:00, 14:00–18:00");
    expect(formatDayHours({ ...HOURS.wednesday, breaks: lunch })).toBe("Closed");
    expect(
      formatDayHours({
        ...HOURS.thursday,
        breaks: [
          { start: "09:00", end: "09:30" },
          { start: "12:00", end: "12:45" },
          { start: "17:00", end: "18:00" },
        ],
      }),
    ).toBe("09:30–12:00, 12:45–17:00");
  });
});

describe("todayInZone", () => {
  it("is the business's weekday, not UTC's, just after midnight in BST", () => {
    // Saturday 24 Oct 2026 23:30 UTC is already Sunday 00:30 in London (BST, UTC+1), the night the clocks go back.
    expect(todayInZone(new Date("2026-10-24T23:30:00Z"), LONDON)).toBe("sunday");
    // After the change (GMT) UTC and London agree again.
    expect(todayInZone(new Date("2026-10-25T23:30:00Z"), LONDON)).toBe("sunday");
    expect(todayInZone(new Date("2026-10-26T00:30:00Z"), LONDON)).toBe("monday");
  });

  it("follows the spring change: GMT on Saturday night, BST from Sunday", () => {
    expect(todayInZone(new Date("2026-03-28T23:30:00Z"), LONDON)).toBe("saturday");
    expect(todayInZone(new Date("2026-03-29T23:30:00Z"), LONDON)).toBe("monday");
  });

  it("uses the business's own zone, far from UTC", () => {
    // 10:00 UTC on Wednesday is already Thursday 00:00 in Kiritimati (UTC+14).
    expect(todayInZone(new Date("2026-11-25T10:00:00Z"), "Pacific/Kiritimati")).toBe("thursday");
  });
});

describe("describeTodaysHours", () => {
  it("says today's opening hours", () => {
    expect(describeTodaysHours(HOURS, new Date("2026-11-26T12:00:00Z"), LONDON)).toBe("Open today 09:00–18:00");
  });

  it("says Closed today on a closed day", () => {
    expect(describeTodaysHours(HOURS, new Date("2026-11-25T12:00:00Z"), LONDON)).toBe("Closed today");
  });

  it("takes Sunday's hours for the first hour of Sunday in BST", () => {
    expect(describeTodaysHours(HOURS, new Date("2026-10-24T23:30:00Z"), LONDON)).toBe("Open today 10:00–15:00");
  });
});

/** The summary as a phone reads it: its parts, with the separator between them. */
const businessSummaryLine = (...args: Parameters<typeof businessSummaryParts>) =>
  businessSummaryParts(...args).join(SUMMARY_SEPARATOR);

describe("the summary line (businessSummaryParts)", () => {
  it("is address · today's hours · phone", () => {
    expect(businessSummaryLine(DEMO, new Date("2026-11-26T09:00:00Z"))).toBe(
      "12 King Street, Manchester M2 4WU · Open today 09:00–18:00 · 0161 496 0000",
    );
  });

  it("says Closed today on a closed day", () => {
    expect(businessSummaryLine(DEMO, new Date("2026-11-25T09:00:00Z"))).toBe(
      "12 King Street, Manchester M2 4WU · Closed today · 0161 496 0000",
    );
  });

  it("leaves out a missing address or phone", () => {
    const now = new Date("2026-11-26T09:00:00Z");
    expect(businessSummaryParts({ ...DEMO, address: "  ", phone: "" }, now)).toEqual(["Open today 09:00–18:00"]);
    expect(businessSummaryLine({ ...DEMO, phone: "" }, now)).toBe(
      "12 King Street, Manchester M2 4WU · Open today 09:00–18:00",
    );
  });
});

describe("directionsUrl", () => {
  it("is a Google Maps search for the encoded address", () => {
    expect(directionsUrl("12 King Street, Manchester M2 4WU")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20King%20Street%2C%20Manchester%20M2%204WU",
    );
    expect(directionsUrl("Flat 1 & 2, O'Neil's Yard #3")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Flat%201%20%26%202%2C%20O'Neil's%20Yard%20%233",
    );
  });

  it("is null without an address", () => {
    expect(directionsUrl(" ")).toBeNull();
  });
});
