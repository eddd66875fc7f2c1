import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { groupServicesByCategory } from "@/lib/services/group-by-category";

describe("groupServicesByCategory", () => {
  it("orders categories by their first service and keeps the services' order within each", () => {
    const services = [
      { id: "cut", category: "Hair" },
      { id: "facial", category: "Face" },
      { id: "beard", category: "Hair" },
      { id: "peel", category: "Face" },
      { id: "nails", category: "Nails" },
    ];
    expect(groupServicesByCategory(services)).toEqual([
      { category: "Hair", services: [services[0], services[2]] },
      { category: "Face", services: [services[1], services[3]] },
      { category: "Nails", services: [services[4]] },
    ]);
  });

  it("puts a blank category under Other and returns nothing for no services", () => {
    expect(groupServicesByCategory([{ category: "  " }])).toEqual([
      { category: "Other", services: [{ category: "  " }] },
    ]);
    expect(groupServicesByCategory([])).toEqual([]);
  });

  it("loses no service and never repeats a category", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ category: fc.constantFrom("A", "B", "C", "D") })), (services) => {
        const groups = groupServicesByCategory(services);
        expect(groups.flatMap((group) => group.services)).toHaveLength(services.length);
        expect(new Set(groups.map((group) => group.category)).size).toBe(groups.length);
      }),
    );
  });
});
