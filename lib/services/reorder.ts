import { groupServicesByCategory } from "./group-by-category";

/*
 * The Services screen's moves, as pure functions of the list shown (already in the business's order).
 * Each returns the whole new order, grouped by category as the screen and the booking page show it
 * (so the ids sent to `reorderServices` are exactly what the owner sees), or null when the move is not
 * possible (first or last of its category, first or last category, unknown id).
 */

export type Direction = "up" | "down";

type Orderable = { id: string; category: string };

const step = (direction: Direction) => (direction === "up" ? -1 : 1);

function swap<T>(items: readonly T[], index: number, other: number): T[] | null {
  if (index < 0 || other < 0 || other >= items.length) return null;
  const next = [...items];
  [next[index], next[other]] = [next[other], next[index]];
  return next;
}

/** The list in the order shown: category by category, each category where its first service is. */
export function displayOrder<S extends Orderable>(services: readonly S[]): S[] {
  return groupServicesByCategory(services).flatMap((group) => group.services);
}

/** A service one place up or down within its category. */
export function moveService<S extends Orderable>(services: readonly S[], id: string, direction: Direction): S[] | null {
  const groups = groupServicesByCategory(services);
  for (const group of groups) {
    const index = group.services.findIndex((service) => service.id === id);
    if (index === -1) continue;
    const moved = swap(group.services, index, index + step(direction));
    if (!moved) return null;
    return groups.flatMap((other) => (other === group ? moved : other.services));
  }
  return null;
}

/** A whole category (all its services) before the category above it or after the one below it. */
export function moveCategory<S extends Orderable>(
  services: readonly S[],
  category: string,
  direction: Direction,
): S[] | null {
  const groups = groupServicesByCategory(services);
  const index = groups.findIndex((group) => group.category === category);
  const moved = index === -1 ? null : swap(groups, index, index + step(direction));
  return moved ? moved.flatMap((group) => group.services) : null;
}

/** `services` in the order of `orderedIds`; services not listed keep their relative order at the end. */
export function sortByIds<S extends { id: string }>(services: readonly S[], orderedIds: readonly string[]): S[] {
  const position = new Map(orderedIds.map((id, index) => [id, index]));
  const rank = (service: S) => position.get(service.id) ?? orderedIds.length;
  return services
    .map((service, index) => ({ service, index }))
    .sort((a, b) => rank(a.service) - rank(b.service) || a.index - b.index)
    .map(({ service }) => service);
}
