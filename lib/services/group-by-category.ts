export type CategoryGroup<S> = { category: string; services: S[] };

/**
 * Services (already in the business's order) grouped by category; a category's place is that of its
 * first service, so moving a service up can move its whole category up. One pass, order kept.
 */
export function groupServicesByCategory<S extends { category: string }>(services: readonly S[]): CategoryGroup<S>[] {
  const groups = new Map<string, CategoryGroup<S>>();
  for (const service of services) {
    const category = service.category.trim() || "Other";
    let group = groups.get(category);
    if (!group) {
      group = { category, services: [] };
      groups.set(category, group);
    }
    group.services.push(service);
  }
  return [...groups.values()];
}
