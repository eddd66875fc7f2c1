import { lengthInMinutes } from "@/lib/time/length";

/** One service of a visit as booked: who does it, when, and its price. */
export type VisitPart = { serviceName: string; staffName: string; startsAt: Date; endsAt: Date; pricePence: number };

const listFormat = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/**
 * A visit read as one appointment: "Full Colour + Haircut & Style" with "Emma" (or "Emma and James"), from the
 * first service's start to the last one's end, at the total price. The parts are in the visit's order.
 */
export function summarizeVisit(parts: readonly VisitPart[]) {
  const first = parts[0];
  const last = parts[parts.length - 1];
  const staffNames = [...new Set(parts.map((part) => part.staffName).filter(Boolean))];
  return {
    serviceName: parts.map((part) => part.serviceName).join(" + "),
    staffName: listFormat.format(staffNames),
    startsAt: first.startsAt,
    endsAt: last.endsAt,
    durationMinutes: lengthInMinutes({ startsAt: first.startsAt, endsAt: last.endsAt }),
    pricePence: parts.reduce((total, part) => total + part.pricePence, 0),
  };
}
