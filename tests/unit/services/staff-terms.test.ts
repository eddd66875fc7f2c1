import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyStaffTerms, exactTerms, rangeOfTerms, toStaffTerms, type StaffTerms } from "@/lib/services/staff-terms";
import { formatDurationRange, formatPriceRange } from "@/lib/format/terms";

const cut = { id: "cut", name: "Haircut & Style", durationMinutes: 45, pricePence: 3500 };

describe("a team member's own terms", () => {
  it("replace the service's duration and price where set, and keep the service's where null", () => {
    const senior = { terms: toStaffTerms([{ serviceId: "cut", durationMinutes: 60, pricePence: 5500 }]) };
    const junior = { terms: toStaffTerms([{ serviceId: "cut", durationMinutes: null, pricePence: 2500 }]) };
    expect(applyStaffTerms(cut, senior)).toEqual({ ...cut, durationMinutes: 60, pricePence: 5500 });
    expect(applyStaffTerms(cut, junior)).toEqual({ ...cut, durationMinutes: 45, pricePence: 2500 });
    expect(applyStaffTerms(cut, { terms: {} })).toBe(cut);
    expect(applyStaffTerms(cut, null)).toBe(cut);
  });

  it("give the booking page 'from £25' and '45 min – 1 h' until a professional is chosen", () => {
    const team = [
      { terms: toStaffTerms([{ serviceId: "cut", durationMinutes: 60, pricePence: 5500 }]) },
      { terms: toStaffTerms([{ serviceId: "cut", durationMinutes: null, pricePence: 2500 }]) },
      { terms: {} },
    ];
    const range = rangeOfTerms(cut, team);
    expect(range).toEqual({ minPricePence: 2500, maxPricePence: 5500, minDuration: 45, maxDuration: 60 });
    expect(formatPriceRange(range)).toBe("from £25");
    expect(formatDurationRange(range)).toBe("45 min – 1 h");
    expect(formatPriceRange(exactTerms(cut))).toBe("£35");
    expect(formatDurationRange(exactTerms(cut))).toBe("45 min");
    // Nobody to do it yet: the service's own.
    expect(rangeOfTerms(cut, [])).toEqual(exactTerms(cut));
  });

  const termArbitrary = fc.record({
    durationMinutes: fc.option(fc.integer({ min: 1, max: 32 }).map((steps) => steps * 15)),
    pricePence: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  });
  const memberArbitrary = fc.option(termArbitrary).map((term): { terms: StaffTerms } => ({
    terms: term ? { cut: term } : {},
  }));

  it("the range holds every member's terms, and one member's range is exactly theirs", () => {
    fc.assert(
      fc.property(fc.array(memberArbitrary, { minLength: 1, maxLength: 8 }), (team) => {
        const range = rangeOfTerms(cut, team);
        for (const member of team) {
          const own = applyStaffTerms(cut, member);
          expect(own.pricePence).toBeGreaterThanOrEqual(range.minPricePence);
          expect(own.pricePence).toBeLessThanOrEqual(range.maxPricePence);
          expect(own.durationMinutes).toBeGreaterThanOrEqual(range.minDuration);
          expect(own.durationMinutes).toBeLessThanOrEqual(range.maxDuration);
          expect(rangeOfTerms(cut, [member])).toEqual(exactTerms(own));
        }
        // The bounds are someone's.
        const all = team.map((member) => applyStaffTerms(cut, member));
        expect(all.some((each) => each.pricePence === range.minPricePence)).toBe(true);
        expect(all.some((each) => each.durationMinutes === range.maxDuration)).toBe(true);
      }),
    );
  });
});
