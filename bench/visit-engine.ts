/**
 * Part (a) of `npm run bench:all`, continued: a visit of three services with "any professional" (issue 34) against
 * one service with "any professional", both over the same three staff members of the `bench/fixtures.ts` data.
 * Target: the visit within 3× of the one service.
 */
import { computeAvailability, mergeStaffAvailability, type AvailabilityInput } from "@/lib/availability/slots";
import { computeVisitAvailability, type VisitItem } from "@/lib/availability/visit-slots";
import { benchAvailability, benchHours, BENCH_TIME_ZONE, createBenchData } from "./fixtures";
import { checkTarget, emptyResult, formatNumber, timeIt, type PartResult } from "./support/report";

const now = new Date("2026-06-01T07:00:00Z");
const STAFF = 3;

export async function runVisitEngine(seconds: number): Promise<PartResult> {
  const result = emptyResult();
  const data = createBenchData(now);
  const staffIds = data.staffIds.slice(0, STAFF);
  const inputOf = (staffId: string, durationMinutes: number, processing = false): AvailabilityInput => ({
    timeZone: BENCH_TIME_ZONE,
    now,
    businessHours: benchHours,
    staff: { id: staffId, availability: benchAvailability },
    serviceDurationMinutes: durationMinutes,
    processing: processing ? { afterMinutes: 45, minutes: 45 } : null,
    bookings: data.bookingsByStaff.get(staffId)!,
    blackouts: data.blackouts,
    bufferMinutes: 5,
  });
  // Full Colour (2 h with 45 min processing), Haircut & Style (45 min), Beard Trim (15 min).
  const visit: VisitItem[] = [
    { candidates: staffIds.map((id) => inputOf(id, 120, true)) },
    { candidates: staffIds.map((id) => inputOf(id, 45)) },
    { candidates: staffIds.map((id) => inputOf(id, 15)) },
  ];
  const one = staffIds.map((id) => inputOf(id, 45));
  const single = timeIt(() => mergeStaffAvailability(one.map((input) => computeAvailability(input))), seconds);
  const three = timeIt(() => computeVisitAvailability(visit, "each"), seconds);
  const ratio = three.ms / single.ms;
  result.tables.push({
    title: "(a) A visit of three services, any professional",
    note:
      "`computeVisitAvailability` (Full Colour with processing, then a cut, then a beard trim, each by any of three staff " +
      "members with the fixture's bookings and blackouts) against one service with any of the same three, over 21 days.",
    headers: ["computation", "runs", "median ms", "vs one service"],
    rows: [
      ["one service, any professional", formatNumber(single.runs), formatNumber(single.ms, 3), "1×"],
      [
        "three services, any professional",
        formatNumber(three.runs),
        formatNumber(three.ms, 3),
        `${formatNumber(ratio, 2)}×`,
      ],
    ],
  });
  result.targets.push(
    checkTarget(
      "a three-service visit within 3× of one service (any professional)",
      ratio <= 3,
      `${formatNumber(ratio, 2)}×`,
    ),
  );
  return result;
}
