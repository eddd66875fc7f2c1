import { describe, expect, it } from "vitest";
import { expandBusyIntervals, type BusyInterval } from "@/lib/calendar/busy-events";
import { BUSY_FETCH_MESSAGES } from "@/lib/calendar/fetch-busy-calendar";
import { calendarIcs, weeklySeriesWithExceptions } from "@/tests/support/busy-ics";

const LONDON = "Europe/London";
const window = { from: new Date("2026-10-01T00:00:00Z"), to: new Date("2027-10-01T00:00:00Z") };
const expand = (events: string[][], extra: Partial<Parameters<typeof expandBusyIntervals>[1]> = {}) =>
  expandBusyIntervals(calendarIcs(events), { timeZone: LONDON, ...window, ...extra });
const iso = (intervals: BusyInterval[]) =>
  intervals.map(({ startsAt, endsAt }) => `${startsAt.toISOString()}/${endsAt.toISOString()}`);
const event = (uid: string, ...lines: string[]) => [`UID:${uid}`, "DTSTAMP:20260101T000000Z", ...lines];

describe("expandBusyIntervals", () => {
  it("expands a weekly series, leaving out the EXDATE and moving the RECURRENCE-ID instance", () => {
    const { intervals, truncated } = expand(
      weeklySeriesWithExceptions({
        firstDate: "20261103",
        time: "100000",
        exdate: "20261110",
        movedFrom: "20261117",
        movedTo: { start: "20261119T150000", end: "20261119T160000" },
        count: 4,
      }),
    );
    expect(truncated).toBe(false);
    expect(iso(intervals)).toEqual([
      "2026-11-03T10:00:00.000Z/2026-11-03T11:00:00.000Z",
      "2026-11-19T15:00:00.000Z/2026-11-19T16:00:00.000Z",
      "2026-11-24T10:00:00.000Z/2026-11-24T11:00:00.000Z",
    ]);
  });

  it("keeps a weekly London series at 10:00 local time across the clock change", () => {
    const { intervals } = expand([
      event(
        "dst",
        "DTSTART;TZID=Europe/London:20261020T100000",
        "DTEND;TZID=Europe/London:20261020T110000",
        "RRULE:FREQ=WEEKLY;COUNT=2",
      ),
    ]);
    expect(iso(intervals)).toEqual([
      "2026-10-20T09:00:00.000Z/2026-10-20T10:00:00.000Z",
      "2026-10-27T10:00:00.000Z/2026-10-27T11:00:00.000Z",
    ]);
  });

  it("blocks whole days of all-day events in the business's zone, across both clock changes", () => {
    const { intervals } = expand([
      event("autumn", "DTSTART;VALUE=DATE:20261025", "DTEND;VALUE=DATE:20261026"),
      event("spring", "DTSTART;VALUE=DATE:20270328"),
    ]);
    // 25 Oct 2026 lasts 25 hours in London, 28 Mar 2027 23 hours.
    expect(iso(intervals)).toEqual([
      "2026-10-24T23:00:00.000Z/2026-10-26T00:00:00.000Z",
      "2027-03-28T00:00:00.000Z/2027-03-28T23:00:00.000Z",
    ]);
  });

  it("converts a TZID=America/New_York time (no VTIMEZONE in the feed)", () => {
    const { intervals } = expand([
      event("ny", "DTSTART;TZID=America/New_York:20261201T090000", "DTEND;TZID=America/New_York:20261201T093000"),
    ]);
    expect(iso(intervals)).toEqual(["2026-12-01T14:00:00.000Z/2026-12-01T14:30:00.000Z"]);
  });

  it("uses a feed's own VTIMEZONE for a TZID that is not an IANA name (Outlook)", () => {
    const vtimezone = [
      "BEGIN:VTIMEZONE",
      "TZID:Eastern Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16011104T020000",
      "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0500",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010311T020000",
      "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0400",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
    ].join("\r\n");
    const ics = calendarIcs([
      event(
        "outlook",
        "DTSTART;TZID=Eastern Standard Time:20261201T090000",
        "DTEND;TZID=Eastern Standard Time:20261201T100000",
      ),
    ]).replace("CALSCALE:GREGORIAN", `CALSCALE:GREGORIAN\r\n${vtimezone}`);
    const { intervals } = expandBusyIntervals(ics, { timeZone: LONDON, ...window });
    expect(iso(intervals)).toEqual(["2026-12-01T14:00:00.000Z/2026-12-01T15:00:00.000Z"]);
  });

  it("reads UTC times as UTC and floating times in the business's zone", () => {
    const { intervals } = expand([
      event("utc", "DTSTART:20261202T090000Z", "DTEND:20261202T100000Z"),
      event("floating", "DTSTART:20270601T090000", "DURATION:PT30M"),
    ]);
    expect(iso(intervals)).toEqual([
      "2026-12-02T09:00:00.000Z/2026-12-02T10:00:00.000Z",
      "2027-06-01T08:00:00.000Z/2027-06-01T08:30:00.000Z",
    ]);
  });

  it("ignores free (TRANSPARENT) and cancelled events, and cancelled instances of a series", () => {
    const { intervals } = expand([
      event("free", "DTSTART:20261202T090000Z", "DTEND:20261202T100000Z", "TRANSP:TRANSPARENT"),
      event("cancelled", "DTSTART:20261203T090000Z", "DTEND:20261203T100000Z", "STATUS:CANCELLED"),
      event("series", "DTSTART:20261207T090000Z", "DTEND:20261207T100000Z", "RRULE:FREQ=DAILY;COUNT=2"),
      event(
        "series",
        "RECURRENCE-ID:20261208T090000Z",
        "DTSTART:20261208T090000Z",
        "DTEND:20261208T100000Z",
        "STATUS:CANCELLED",
      ),
    ]);
    expect(iso(intervals)).toEqual(["2026-12-07T09:00:00.000Z/2026-12-07T10:00:00.000Z"]);
  });

  it("merges overlapping events and keeps only what overlaps the window", () => {
    const { intervals } = expand([
      event("a", "DTSTART:20261202T090000Z", "DTEND:20261202T100000Z"),
      event("b", "DTSTART:20261202T093000Z", "DTEND:20261202T110000Z"),
      event("past", "DTSTART:20250101T090000Z", "DTEND:20250101T100000Z"),
      event("far", "DTSTART:20290101T090000Z", "DTEND:20290101T100000Z"),
    ]);
    expect(iso(intervals)).toEqual(["2026-12-02T09:00:00.000Z/2026-12-02T11:00:00.000Z"]);
  });

  it("stops an endless series at the window and caps the number of intervals", () => {
    const endless = [event("daily", "DTSTART:20200101T090000Z", "DTEND:20200101T093000Z", "RRULE:FREQ=DAILY")];
    const all = expand(endless);
    expect(all.intervals).toHaveLength(365);
    expect(all.truncated).toBe(false);
    const capped = expand(endless, { maxIntervals: 10 });
    expect(capped.intervals).toHaveLength(10);
    expect(capped.truncated).toBe(true);
    expect(capped.intervals[0].startsAt.toISOString()).toBe("2026-10-01T09:00:00.000Z");
  });

  it("skips a long series' years before the window quickly, but not an instance moved into it", () => {
    const started = Date.now();
    const { intervals } = expand([
      event(
        "since-2010",
        "DTSTART;TZID=Europe/London:20100101T090000",
        "DTEND;TZID=Europe/London:20100101T093000",
        "RRULE:FREQ=DAILY",
      ),
      event(
        "since-2010",
        "RECURRENCE-ID;TZID=Europe/London:20260925T090000",
        "DTSTART;TZID=Europe/London:20261005T150000",
        "DTEND;TZID=Europe/London:20261005T160000",
      ),
    ]);
    expect(Date.now() - started).toBeLessThan(4000); // converting every occurrence since 2010 took several seconds
    expect(iso(intervals)).toContain("2026-10-05T14:00:00.000Z/2026-10-05T15:00:00.000Z");
    expect(intervals).toHaveLength(366);
  });

  it("cancels an instance only in its own series, not in another at the same time", () => {
    const { intervals } = expand([
      event("a", "DTSTART:20261101T090000Z", "DURATION:PT30M", "RRULE:FREQ=DAILY;COUNT=2"),
      event("b", "DTSTART:20261101T090000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;COUNT=2"),
      event("a", "RECURRENCE-ID:20261102T090000Z", "DTSTART:20261102T090000Z", "DURATION:PT30M", "STATUS:CANCELLED"),
    ]);
    expect(iso(intervals)).toEqual([
      "2026-11-01T09:00:00.000Z/2026-11-01T10:00:00.000Z",
      "2026-11-02T09:00:00.000Z/2026-11-02T10:00:00.000Z",
    ]);
  });

  it.each(["<html>Sign in</html>", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage"])(
    "refuses what is not an iCal calendar",
    (text) => {
      expect(() => expandBusyIntervals(text, { timeZone: LONDON, ...window })).toThrow(BUSY_FETCH_MESSAGES.notCalendar);
    },
  );
});
