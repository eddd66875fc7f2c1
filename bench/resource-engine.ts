/**
 * Part (a) of `npm run bench:all`, continued: availability of one service with "any professional" when it needs a
 * free resource of two types (issue 35: 2 treatment rooms and 2 lasers, each busy with a staff member's worth of the
 * `bench/fixtures.ts` bookings and a blocked day), against the same request without resources.
 * Target: within 1.5× of the same request without.
 */
import { computeAvailability, mergeStaffAvailability, type AvailabilityInput } from "@/lib/availability/slots";
import type { ResourceNeed } from "@/lib/availability/resource-check";
import { addDaysToDate, zonedToInstant } from "@/lib/time/zoned-time";
import { benchAvailability, benchHours, BENCH_TIME_ZONE, createBenchData } from "./fixtures";
import { checkTarget, emptyResult, formatNumber, timeIt, type PartResult } from "./support/report";

const now = new Date("2026-06-01T07:00:00Z");
const STAFF = 3;

export async function runResourceEngine(seconds: number): Promise<PartResult> {
  const result = emptyResult();
  const data = createBenchData(now);
  const staffIds = data.staffIds.slice(0, STAFF);
  // Each resource is as busy as one other staff member (their bookings never overlap), and blocked for one day.
  const resourceOf = (index: number) => {
    const blockedDate = addDaysToDate("2026-06-01", 3 + index);
    return {
      id: `resource-${index}`,
      busy: [
        ...data.bookingsByStaff.get(data.staffIds[STAFF + index])!,
        {
          startsAt: zonedToInstant(blockedDate, "00:00", BENCH_TIME_ZONE),
          endsAt: zonedToInstant(addDaysToDate(blockedDate, 1), "00:00", BENCH_TIME_ZONE),
        },
      ],
    };
  };
  const resources: ResourceNeed = {
    whole: true,
    types: [
      { typeId: "treatment-room", resources: [resourceOf(0), resourceOf(1)] },
      { typeId: "laser", resources: [resourceOf(2), resourceOf(3)] },
    ],
  };
  const inputOf = (staffId: string, withResources: boolean): AvailabilityInput => ({
    timeZone: BENCH_TIME_ZONE,
    now,
    businessHours: benchHours,
    staff: { id: staffId, availability: benchAvailability },
    serviceDurationMinutes: 45,
    bookings: data.bookingsByStaff.get(staffId)!,
    blackouts: data.blackouts,
    resources: withResources ? resources : null,
    bufferMinutes: 5,
  });
  const compute = (inputs: AvailabilityInput[]) => () =>
    mergeStaffAvailability(inputs.map((input) => computeAvailability(input)));
  const without = timeIt(compute(staffIds.map((id) => inputOf(id, false))), seconds);
  const withResources = timeIt(compute(staffIds.map((id) => inputOf(id, true))), seconds);
  const ratio = withResources.ms / without.ms;
  result.tables.push({
    title: "(a) Availability with resources, any professional",
    note:
      "One 45-minute service by any of three staff members with the fixture's bookings and blackouts, over 21 days; " +
      "with resources it needs a free one of 2 treatment rooms and of 2 lasers, each as busy as another staff member " +
      "(about 250 holds) and blocked for a day.",
    headers: ["computation", "runs", "median ms", "vs without"],
    rows: [
      ["without resources", formatNumber(without.runs), formatNumber(without.ms, 3), "1×"],
      [
        "with 2 types, 4 resources",
        formatNumber(withResources.runs),
        formatNumber(withResources.ms, 3),
        `${formatNumber(ratio, 2)}×`,
      ],
    ],
  });
  result.targets.push(
    checkTarget(
      "availability with resources (2 types, 4 resources) within 1.5× of the same request without",
      ratio <= 1.5,
      `${formatNumber(ratio, 2)}×`,
    ),
  );
  return result;
}
