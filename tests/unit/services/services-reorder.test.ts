import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { displayOrder, moveCategory, moveService, sortByIds } from "@/lib/services/reorder";

const services = [
  { id: "cut", category: "Hair" },
  { id: "colour", category: "Colour" },
  { id: "beard", category: "Hair" },
  { id: "facial", category: "Face" },
];
const ids = (list: readonly { id: string }[] | null) => list?.map((service) => service.id) ?? null;

describe("moving services and categories", () => {
  it("shows the services category by category, each category where its first service is", () => {
    expect(ids(displayOrder(services))).toEqual(["cut", "beard", "colour", "facial"]);
  });

  it("moves a service within its category only", () => {
    expect(ids(moveService(services, "beard", "up"))).toEqual(["beard", "cut", "colour", "facial"]);
    expect(ids(moveService(services, "cut", "down"))).toEqual(["beard", "cut", "colour", "facial"]);
    expect(moveService(services, "cut", "up")).toBeNull();
    expect(moveService(services, "beard", "down")).toBeNull();
    expect(moveService(services, "colour", "up")).toBeNull();
    expect(moveService(services, "unknown", "up")).toBeNull();
  });

  it("moves a whole category before or after its neighbour", () => {
    expect(ids(moveCategory(services, "Colour", "up"))).toEqual(["colour", "cut", "beard", "facial"]);
    expect(ids(moveCategory(services, "Hair", "down"))).toEqual(["colour", "cut", "beard", "facial"]);
    expect(ids(moveCategory(services, "Colour", "down"))).toEqual(["cut", "beard", "facial", "colour"]);
    expect(moveCategory(services, "Hair", "up")).toBeNull();
    expect(moveCategory(services, "Face", "down")).toBeNull();
    expect(moveCategory(services, "Nails", "up")).toBeNull();
  });

  it("sorts by a list of ids, unlisted services last in their order", () => {
    expect(ids(sortByIds(services, ["facial", "cut"]))).toEqual(["facial", "cut", "colour", "beard"]);
  });

  it("never loses or repeats a service, and a move up undoes a move down", () => {
    const list = fc
      .array(fc.constantFrom("A", "B", "C"), { minLength: 1, maxLength: 8 })
      .map((categories) => categories.map((category, index) => ({ id: `s${index}`, category })));
    fc.assert(
      fc.property(list, fc.nat(), (generated, pick) => {
        const shown = displayOrder(generated);
        const target = shown[pick % shown.length];
        const down = moveService(shown, target.id, "down");
        if (down) {
          expect(new Set(ids(down)).size).toBe(shown.length);
          expect(ids(moveService(down, target.id, "up"))).toEqual(ids(shown));
        }
        const categoryDown = moveCategory(shown, target.category, "down");
        if (categoryDown) {
          expect(ids(categoryDown)?.slice().sort()).toEqual(ids(shown)?.slice().sort());
          expect(ids(moveCategory(categoryDown, target.category, "up"))).toEqual(ids(shown));
        }
      }),
    );
  });
});
