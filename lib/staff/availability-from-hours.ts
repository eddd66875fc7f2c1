import { WEEKDAYS, type BusinessHours, type StaffAvailability } from "@/lib/business/settings-schema";

/** The business's opening hours as a staff member's working week: open days enabled, from opening to closing. */
export function availabilityFromHours(hours: BusinessHours): StaffAvailability {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { enabled: !hours[day].closed, start: hours[day].open, end: hours[day].close }]),
  ) as StaffAvailability;
}
