import { describe, expect, it } from "vitest";
import { escapeText, foldLine, formatUtc, serializeCalendar } from "@/lib/calendar/ics-writer";

describe("the RFC 5545 writer", () => {
  it("escapes backslash, semicolon, comma and line breaks and drops other control characters", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\r\ntwo\u0007", { multiline: true })).toBe("one\\ntwo");
    expect(escapeText("one\r\ntwo")).toBe("one two");
  });

  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"é✂️a".repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:1")).toBe("SHORT:1");
  });

  it("writes UTC times and CRLF line ends", () => {
    expect(formatUtc(new Date("2026-10-25T01:30:00.123Z"))).toBe("20261025T013000Z");
    const text = serializeCalendar({ name: "X", refreshInterval: "PT15M" }, []);
    expect(text).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//BookingPro//Bookings//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:X",
        "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
        "X-PUBLISHED-TTL:PT15M",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
});
