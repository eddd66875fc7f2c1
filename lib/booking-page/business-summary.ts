import { formatDayWindows } from "@/lib/availability/format-hours";
import { weekdayOf } from "@/lib/availability/weekly-schedule";
import { toDateInZone } from "@/lib/time/zoned-time";
import type { ScheduleDay, Weekday, WeeklySchedule } from "@/lib/availability/weekly-schedule";

/**
 * What the public booking page says about a business at a glance: today's opening hours in the
 * business's time zone, and the one-line summary a phone shows before the full information panel.
 * Pure: the caller passes the instant ('now'), so the page and the tests agree on 'today'.
 */

/** The separator between the parts of the summary line. */
export const SUMMARY_SEPARATOR = " · ";

/** One day's hours as the page writes them: 'Closed', '09:00–18:00' or, with a break, '09:00–13:00, 14:00–18:00'. */
export function formatDayHours(day: ScheduleDay): string {
  return formatDayWindows(day) || "Closed";
}

/** The weekday it is now in the business's zone, whatever the server's or the visitor's zone. */
export function todayInZone(now: Date, timeZone: string): Weekday {
  return weekdayOf(toDateInZone(now, timeZone));
}

/** 'Open today 09:00–18:00' or 'Closed today'. */
export function describeTodaysHours(hours: WeeklySchedule, now: Date, timeZone: string): string {
  const today = hours[todayInZone(now, timeZone)];
  const open = formatDayWindows(today);
  return open ? `Open today ${open}` : "Closed today";
}

type SummaryInput = { address: string; phone: string; hours: WeeklySchedule; timeZone: string };

/** The summary's parts in reading order (address, today's hours, phone), empty ones left out. */
export function businessSummaryParts({ address, phone, hours, timeZone }: SummaryInput, now: Date): string[] {
  return [address.trim(), describeTodaysHours(hours, now, timeZone), phone.trim()].filter((part) => part !== "");
}

/** A Google Maps search for the address (opens the app on a phone); null without an address. */
export function directionsUrl(address: string): string | null {
  const query = address.trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
