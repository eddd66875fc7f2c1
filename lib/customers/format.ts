import { formatDayDateTime } from "@/lib/format/date-time";

/*
 * Formats the Customers screens need beyond lib/format (owned by the Bookings work): kept here, built on
 * it, so the day reads exactly like the bookings' 'Wed 25 Nov 2026, 14:00'.
 */

/** 'Wed 25 Nov 2026' in the zone: the date part of formatDayDateTime. */
export function formatDayDate(instant: Date, timeZone: string): string {
  return formatDayDateTime(instant, timeZone).replace(/, \d{2}:\d{2}$/, "");
}

const wholePounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** 1800 → '£18', 1850 → '£18.50': pence only when there are some (a total, not a price list). */
export function formatSpent(pence: number): string {
  return pence % 100 === 0 ? wholePounds.format(pence / 100) : poundsAndPence.format(pence / 100);
}
