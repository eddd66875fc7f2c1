import { cleanMultiLine, cleanSingleLine } from "@/lib/forms/text";

/*
 * The one RFC 5545 writer: email attachments, downloads and the live feeds. Written by hand because the
 * `ics` package cannot emit SEQUENCE, X-WR-CALNAME together with REFRESH-INTERVAL, or a DTSTAMP we choose.
 * Times are always UTC ("Z"), which every client places at the right instant across BST/GMT changes
 * without a VTIMEZONE.
 */

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** RFC 5545 3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped; other controls removed. */
export function escapeText(value: string, options: { multiline?: boolean } = {}): string {
  const clean = options.multiline ? cleanMultiLine(value) : cleanSingleLine(value);
  return clean.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
}

/** UTF-8 length of one code point. */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF + one space (which counts towards the
 * next line's 75), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (line.length <= MAX_LINE_OCTETS && /^[\x00-\x7f]*$/.test(line)) return line;
  const parts: string[] = [];
  let partStart = 0;
  let index = 0;
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  while (index < line.length) {
    const codePoint = line.codePointAt(index)!;
    const units = codePoint > 0xffff ? 2 : 1;
    const size = utf8Octets(codePoint);
    if (octets + size > limit) {
      parts.push(line.slice(partStart, index));
      partStart = index;
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    octets += size;
    index += units;
  }
  parts.push(line.slice(partStart));
  return parts.join(`${CRLF} `);
}

/** 20261024T093000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export type IcsEvent = {
  uid: string;
  /** When this version of the event was made (the booking's last change), so an unchanged feed is byte-identical. */
  dtstamp: Date;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  created?: Date;
  lastModified?: Date;
};

export type IcsCalendar = {
  /** X-WR-CALNAME (Apple, Google, Outlook show it as the calendar's name). */
  name?: string;
  /** REFRESH-INTERVAL and X-PUBLISHED-TTL for subscribed feeds, e.g. "PT15M". */
  refreshInterval?: string;
};

const PRODID = "-//BookingPro//Bookings//EN";

function eventLines(event: IcsEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.dtstamp)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description, { multiline: true })}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // A URI value is not TEXT: only controls are removed (a URL we built never holds any).
  if (event.url) lines.push(`URL:${cleanSingleLine(event.url).replace(/\s/g, "")}`);
  lines.push(`STATUS:${event.status}`);
  if (event.created) lines.push(`CREATED:${formatUtc(event.created)}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtc(event.lastModified)}`);
  lines.push("END:VEVENT");
  return lines;
}

function headerLines(calendar: IcsCalendar): string[] {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODID}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (calendar.refreshInterval) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`);
    lines.push(`X-PUBLISHED-TTL:${calendar.refreshInterval}`);
  }
  return lines;
}

/** One event's text (folded, CRLF-terminated): the feed caches and joins these. */
export function serializeEvent(event: IcsEvent): string {
  return eventLines(event).map(foldLine).join(CRLF) + CRLF;
}

/** A whole VCALENDAR: header, events, footer; every line folded and ended by CRLF. */
export function serializeCalendar(calendar: IcsCalendar, events: Iterable<IcsEvent>): string {
  const parts = [headerLines(calendar).map(foldLine).join(CRLF) + CRLF];
  for (const event of events) parts.push(serializeEvent(event));
  parts.push(`END:VCALENDAR${CRLF}`);
  return parts.join("");
}
