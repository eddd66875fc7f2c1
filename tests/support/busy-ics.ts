/** A small .ics as Google, Outlook or Apple would publish it (CRLF lines), for the personal-calendar tests. */
export function calendarIcs(events: string[][]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//BookingPro tests//EN", "CALSCALE:GREGORIAN"];
  for (const event of events) lines.push("BEGIN:VEVENT", ...event, "END:VEVENT");
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * A weekly series in London time from `firstDate` (YYYYMMDD) at `time` (HHMMSS) for an hour, with the
 * second week left out (EXDATE) and the third moved to `movedTo` (a RECURRENCE-ID instance).
 */
export function weeklySeriesWithExceptions(options: {
  firstDate: string;
  time: string;
  exdate: string;
  movedFrom: string;
  movedTo: { start: string; end: string };
  count?: number;
}): string[][] {
  const endTime = `${String(Number(options.time.slice(0, 2)) + 1).padStart(2, "0")}${options.time.slice(2)}`;
  return [
    [
      "UID:weekly-series@example.com",
      "DTSTAMP:20260101T000000Z",
      "SUMMARY:Private",
      `DTSTART;TZID=Europe/London:${options.firstDate}T${options.time}`,
      `DTEND;TZID=Europe/London:${options.firstDate}T${endTime}`,
      `RRULE:FREQ=WEEKLY;COUNT=${options.count ?? 10}`,
      `EXDATE;TZID=Europe/London:${options.exdate}T${options.time}`,
    ],
    [
      "UID:weekly-series@example.com",
      "DTSTAMP:20260101T000000Z",
      "SUMMARY:Private (moved)",
      `RECURRENCE-ID;TZID=Europe/London:${options.movedFrom}T${options.time}`,
      `DTSTART;TZID=Europe/London:${options.movedTo.start}`,
      `DTEND;TZID=Europe/London:${options.movedTo.end}`,
    ],
  ];
}
