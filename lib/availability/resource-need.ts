import { addDaysToDate, zonedToInstant } from "@/lib/time/zoned-time";
import type { BookingContext } from "./booking-context";
import type { ResourceNeed } from "./resource-check";
import type { BusyPeriod } from "./slots";

/** The active resources of every type the contexts' services need: whose holds the engine reads. */
export function resourcesNeededBy(contexts: readonly BookingContext[]): string[] {
  const types = new Set(contexts.flatMap((context) => context.service.resourceNeeds.map((need) => need.typeId)));
  if (types.size === 0) return [];
  return contexts[0].business.resources.filter((resource) => types.has(resource.typeId)).map((resource) => resource.id);
}

/**
 * The engine's view of the rooms or equipment the context's service needs: for each type, its active resources,
 * each busy with its holds and its blocked dates (whole days in the business's zone). Null when it needs none.
 */
export function toResourceNeed(
  context: BookingContext,
  holds: ReadonlyMap<string, readonly BusyPeriod[]>,
): ResourceNeed | null {
  const { service, business } = context;
  if (service.resourceNeeds.length === 0) return null;
  return {
    whole: service.resourceUse === "whole",
    types: service.resourceNeeds.map(({ typeId }) => ({
      typeId,
      resources: business.resources
        .filter((resource) => resource.typeId === typeId)
        .map((resource) => ({
          id: resource.id,
          busy: [
            ...(holds.get(resource.id) ?? []),
            ...resource.blockedDates.map((blocked) => ({
              startsAt: zonedToInstant(blocked.startDate, "00:00", business.timeZone),
              endsAt: zonedToInstant(addDaysToDate(blocked.endDate, 1), "00:00", business.timeZone),
            })),
          ],
        })),
    })),
  };
}
