import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatAppointmentDateTime,
  formatBookingDateTime,
  formatDayDate,
  formatDayDateTime,
} from "@/lib/format/date-time";
import { formatPence, formatPenceShort } from "@/lib/format/money";

const LONDON = "Europe/London";
const at = (iso: string) => new Date(iso);
const when = (iso: string, now: string, zone = LONDON) => formatBookingDateTime(at(iso), at(now), zone);

describe("formatDayDateTime", () => {
  it("writes 'Wed 25 Nov 2026, 14:00' in the zone, 24-hour, no leading zero on the day", () => {
    expect(formatDayDateTime(at("2026-11-25T14:00:00Z"), LONDON)).toBe("Wed 25 Nov 2026, 14:00");
    expect(formatDayDateTime(at("2026-12-05T09:05:00Z"), LONDON)).toBe("Sat 5 Dec 2026, 09:05");
    expect(formatDayDateTime(at("2026-07-01T08:30:00Z"), LONDON)).toBe("Wed 1 Jul 2026, 09:30"); // BST
    expect(formatDayDateTime(at("2026-11-25T14:00:00Z"), "UTC")).toBe("Wed 25 Nov 2026, 14:00");
    expect(formatDayDateTime(at("2026-11-25T14:00:00Z"), "America/New_York")).toBe("Wed 25 Nov 2026, 09:00");
  });

  it("shows midnight as 00:00 of the new day, and the clock-change hours as London saw them", () => {
    expect(formatDayDateTime(at("2026-06-30T23:00:00Z"), LONDON)).toBe("Wed 1 Jul 2026, 00:00");
    expect(formatDayDateTime(at("2026-12-31T23:59:00Z"), LONDON)).toBe("Thu 31 Dec 2026, 23:59");
    expect(formatDayDateTime(at("2027-01-01T00:00:00Z"), LONDON)).toBe("Fri 1 Jan 2027, 00:00");
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(formatDayDateTime(at("2026-03-29T00:59:00Z"), LONDON)).toBe("Sun 29 Mar 2026, 00:59");
    expect(formatDayDateTime(at("2026-03-29T01:00:00Z"), LONDON)).toBe("Sun 29 Mar 2026, 02:00");
    // 25 October 2026: 02:00 BST becomes 01:00 GMT, so 01:30 happens twice.
    expect(formatDayDateTime(at("2026-10-25T00:30:00Z"), LONDON)).toBe("Sun 25 Oct 2026, 01:30");
    expect(formatDayDateTime(at("2026-10-25T01:30:00Z"), LONDON)).toBe("Sun 25 Oct 2026, 01:30");
    expect(formatDayDateTime(at("2026-10-25T02:00:00Z"), LONDON)).toBe("Sun 25 Oct 2026, 02:00");
  });
});

describe("formatBookingDateTime", () => {
  const now = "2026-11-26T12:00:00Z"; // Thursday 26 November, GMT

  it("says Today, Tomorrow and Yesterday with the time, otherwise the full date", () => {
    expect(when("2026-11-26T14:00:00Z", now)).toBe("Today, 14:00");
    expect(when("2026-11-27T09:30:00Z", now)).toBe("Tomorrow, 09:30");
    expect(when("2026-11-25T16:00:00Z", now)).toBe("Yesterday, 16:00");
    expect(when("2026-11-28T10:00:00Z", now)).toBe("Sat 28 Nov 2026, 10:00");
    expect(when("2026-11-24T10:00:00Z", now)).toBe("Tue 24 Nov 2026, 10:00");
    expect(when("2027-11-26T10:00:00Z", now)).toBe("Fri 26 Nov 2027, 10:00"); // same day, another year
    expect(when("2026-11-26T10:00:00Z", "2026-01-01T12:00:00Z")).toBe("Thu 26 Nov 2026, 10:00");
  });

  it("crosses months and years", () => {
    expect(when("2027-01-01T10:00:00Z", "2026-12-31T12:00:00Z")).toBe("Tomorrow, 10:00");
    expect(when("2026-12-31T23:30:00Z", "2027-01-01T00:10:00Z")).toBe("Yesterday, 23:30");
    expect(when("2026-12-01T09:00:00Z", "2026-11-30T20:00:00Z")).toBe("Tomorrow, 09:00");
    expect(when("2028-02-29T09:00:00Z", "2028-03-01T09:00:00Z")).toBe("Yesterday, 09:00");
  });

  it("draws the days at London's midnight, not UTC's (summer)", () => {
    const justAfterMidnight = "2026-06-30T23:05:00Z"; // 00:05 BST on 1 July, still 30 June in UTC
    expect(when("2026-06-30T22:30:00Z", justAfterMidnight)).toBe("Yesterday, 23:30");
    expect(when("2026-06-30T23:00:00Z", justAfterMidnight)).toBe("Today, 00:00");
    expect(when("2026-07-01T22:59:00Z", justAfterMidnight)).toBe("Today, 23:59");
    expect(when("2026-07-01T23:00:00Z", justAfterMidnight)).toBe("Tomorrow, 00:00");
    expect(when("2026-07-02T23:00:00Z", justAfterMidnight)).toBe("Fri 3 Jul 2026, 00:00");
    // The same instants read in UTC: it is still 30 June there.
    expect(when("2026-06-30T22:30:00Z", justAfterMidnight, "UTC")).toBe("Today, 22:30");
    expect(when("2026-07-01T23:00:00Z", justAfterMidnight, "UTC")).toBe("Tomorrow, 23:00");
    expect(when("2026-06-29T23:30:00Z", justAfterMidnight, "UTC")).toBe("Yesterday, 23:30");
  });

  it("in winter London and UTC agree", () => {
    const nearMidnight = "2026-11-26T23:59:00Z";
    expect(when("2026-11-27T00:00:00Z", nearMidnight)).toBe("Tomorrow, 00:00");
    expect(when("2026-11-27T00:00:00Z", nearMidnight, "UTC")).toBe("Tomorrow, 00:00");
    expect(when("2026-11-26T00:00:00Z", nearMidnight)).toBe("Today, 00:00");
  });

  it("counts the 23-hour spring-forward day (29 March 2026) as one day", () => {
    const lateSaturday = "2026-03-28T23:30:00Z"; // 23:30 GMT on the 28th
    expect(when("2026-03-29T22:30:00Z", lateSaturday)).toBe("Tomorrow, 23:30"); // BST, 23 h later
    expect(when("2026-03-29T23:30:00Z", lateSaturday)).toBe("Mon 30 Mar 2026, 00:30"); // only 24 h later
    const earlySunday = "2026-03-29T00:30:00Z"; // 00:30 GMT on the 29th
    expect(when("2026-03-29T01:00:00Z", earlySunday)).toBe("Today, 02:00"); // the first BST minute
    expect(when("2026-03-29T22:59:00Z", earlySunday)).toBe("Today, 23:59");
    expect(when("2026-03-29T23:00:00Z", earlySunday)).toBe("Tomorrow, 00:00");
    expect(when("2026-03-28T23:59:00Z", earlySunday)).toBe("Yesterday, 23:59");
  });

  it("counts the 25-hour fall-back day (25 October 2026) as one day", () => {
    const justAfterMidnight = "2026-10-24T23:05:00Z"; // 00:05 BST on the 25th
    expect(when("2026-10-25T00:30:00Z", justAfterMidnight)).toBe("Today, 01:30"); // first 01:30 (BST)
    expect(when("2026-10-25T01:30:00Z", justAfterMidnight)).toBe("Today, 01:30"); // second 01:30 (GMT)
    expect(when("2026-10-25T23:30:00Z", justAfterMidnight)).toBe("Today, 23:30"); // 24.4 h later, still today
    expect(when("2026-10-26T00:00:00Z", justAfterMidnight)).toBe("Tomorrow, 00:00");
    expect(when("2026-10-24T22:59:00Z", justAfterMidnight)).toBe("Yesterday, 23:59");
    const lateSunday = "2026-10-25T23:30:00Z"; // 23:30 GMT on the 25th
    expect(when("2026-10-24T23:00:00Z", lateSunday)).toBe("Today, 00:00"); // 24.5 h earlier
    expect(when("2026-10-24T22:30:00Z", lateSunday)).toBe("Yesterday, 23:30");
    expect(when("2026-10-23T22:30:00Z", lateSunday)).toBe("Fri 23 Oct 2026, 23:30");
  });

  it("uses the business's zone, not the server's", () => {
    expect(when("2026-11-26T10:00:00Z", "2026-11-26T03:00:00Z", "America/New_York")).toBe("Tomorrow, 05:00");
    expect(when("2026-11-26T12:00:00Z", "2026-11-26T10:00:00Z", "Pacific/Auckland")).toBe("Tomorrow, 01:00"); // 23:00 on the 26th there
    expect(when("2026-11-26T12:00:00Z", "2026-11-26T10:00:00Z", LONDON)).toBe("Today, 12:00");
  });

  it("shows an unreadable start as it came, and without a readable now the full date", () => {
    expect(formatBookingDateTime(new Date("not a date"), at(now), LONDON)).toBe("Invalid Date");
    expect(formatBookingDateTime(at("2026-11-26T14:00:00Z"), new Date("nope"), LONDON)).toBe("Thu 26 Nov 2026, 14:00");
  });
});

describe("formatPenceShort", () => {
  it("drops .00 for whole pounds only; formatPence keeps it", () => {
    expect(formatPenceShort(1800)).toBe("£18");
    expect(formatPenceShort(1850)).toBe("£18.50");
    expect(formatPenceShort(1805)).toBe("£18.05");
    expect(formatPenceShort(0)).toBe("£0");
    expect(formatPenceShort(99)).toBe("£0.99");
    expect(formatPenceShort(123_400)).toBe("£1,234");
    expect(formatPence(1800)).toBe("£18.00");
  });
});

describe("formatAppointmentDateTime", () => {
  const now = at("2026-11-25T09:00:00Z");

  it("writes 'Wednesday 25 November, 10:30' in the zone, without this year", () => {
    expect(formatAppointmentDateTime(at("2026-11-25T10:30:00Z"), LONDON, now)).toBe("Wednesday 25 November, 10:30");
    expect(formatAppointmentDateTime(at("2026-12-05T09:05:00Z"), LONDON, now)).toBe("Saturday 5 December, 09:05");
  });

  it("uses London's summer time (BST) and winter time (GMT)", () => {
    const summer = at("2026-02-01T12:00:00Z");
    expect(formatAppointmentDateTime(at("2026-07-01T08:30:00Z"), LONDON, summer)).toBe("Wednesday 1 July, 09:30");
    expect(formatAppointmentDateTime(at("2026-01-14T08:30:00Z"), LONDON, summer)).toBe("Wednesday 14 January, 08:30");
    // The last Sunday of October: 01:30 BST is 00:30 UTC; 01:30 GMT an hour later.
    expect(formatAppointmentDateTime(at("2026-10-25T00:30:00Z"), LONDON, summer)).toBe("Sunday 25 October, 01:30");
    expect(formatAppointmentDateTime(at("2026-10-25T01:30:00Z"), LONDON, summer)).toBe("Sunday 25 October, 01:30");
    expect(formatAppointmentDateTime(at("2026-03-29T01:00:00Z"), LONDON, summer)).toBe("Sunday 29 March, 02:00");
  });

  it("adds the year only when it is not the current year in the business's zone", () => {
    expect(formatAppointmentDateTime(at("2027-01-01T10:30:00Z"), LONDON, now)).toBe("Friday 1 January 2027, 10:30");
    expect(formatAppointmentDateTime(at("2025-12-31T10:30:00Z"), LONDON, now)).toBe(
      "Wednesday 31 December 2025, 10:30",
    );
    // 11:30 UTC on 31 December is 01:30 on 1 January in Kiritimati (UTC+14): the year depends on "now" there.
    expect(
      formatAppointmentDateTime(at("2026-12-31T11:30:00Z"), "Pacific/Kiritimati", at("2026-12-31T10:30:00Z")),
    ).toBe("Friday 1 January, 01:30");
    expect(
      formatAppointmentDateTime(at("2026-12-31T11:30:00Z"), "Pacific/Kiritimati", at("2026-12-31T09:00:00Z")),
    ).toBe("Friday 1 January 2027, 01:30");
    expect(formatAppointmentDateTime(at("2026-12-31T23:30:00Z"), LONDON, at("2026-12-31T12:00:00Z"))).toBe(
      "Thursday 31 December, 23:30",
    );
  });

  it("returns an unreadable date as it came", () => {
    expect(formatAppointmentDateTime(new Date("nope"), LONDON, now)).toBe("Invalid Date");
  });
});

describe("the hand-built formats agree with date-fns-tz", () => {
  const zones = [LONDON, "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"];
  const instants = fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2099-12-31T23:59:59Z"),
    noInvalidDate: true,
  });

  it("formatDayDateTime and formatDayDate match 'EEE d MMM yyyy, HH:mm' and 'EEE d MMM yyyy'", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        expect(formatDayDateTime(instant, zone)).toBe(formatInTimeZone(instant, zone, "EEE d MMM yyyy, HH:mm"));
        expect(formatDayDate(instant, zone)).toBe(formatInTimeZone(instant, zone, "EEE d MMM yyyy"));
      }),
      { numRuns: 2_000 },
    );
  });

  it("formatBookingDateTime's relative days keep the zone's HH:mm", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        expect(formatBookingDateTime(instant, instant, zone)).toBe(
          `Today, ${formatInTimeZone(instant, zone, "HH:mm")}`,
        );
      }),
      { numRuns: 1_000 },
    );
  });
});
