/**
 * Rooms, chairs and equipment in the slot engine. A service may need one resource of each of several types, held
 * for its whole time or only its busy parts (not while processing). A start is free when, for every type, some
 * resource is clear of its holds and blocked dates over those parts. Which one the booking gets is the database's
 * choice (the least held that day, migration 0031); the engine only asks whether there is one. Pure.
 */
import { busyPartsOf, type Processing } from "./busy-parts";
import { mergeBusy, overlapsMerged } from "./busy-intervals";
import type { BusyPeriod } from "./slots";

/** One resource: its active holds and its blocked dates, as busy periods. */
export type ResourceBusy = { id: string; busy: readonly BusyPeriod[] };

/** What a service needs: one free resource of each type, for its whole time (`whole`) or only its busy parts. */
export type ResourceNeed = {
  whole: boolean;
  types: readonly { typeId: string; resources: readonly ResourceBusy[] }[];
};

/**
 * Whether the resources the service needs are free for a start (epoch ms); null when it needs none. Each check is
 * a binary search per resource, so a day's slots cost slots × resources × log(holds).
 */
export function createResourceCheck(
  need: ResourceNeed | null | undefined,
  durationMinutes: number,
  processing: Processing | null | undefined,
): ((startMs: number) => boolean) | null {
  if (!need || need.types.length === 0) return null;
  const parts = (need.whole ? [{ from: 0, to: durationMinutes }] : busyPartsOf(durationMinutes, processing)).map(
    (part) => ({ from: part.from * 60_000, to: part.to * 60_000 }),
  );
  const types = need.types.map((type) =>
    type.resources.map((resource) =>
      mergeBusy(resource.busy.map((period) => ({ start: period.startsAt.getTime(), end: period.endsAt.getTime() }))),
    ),
  );
  return (startMs) =>
    types.every((pool) =>
      pool.some((busy) => parts.every((part) => !overlapsMerged(busy, startMs + part.from, startMs + part.to))),
    );
}
