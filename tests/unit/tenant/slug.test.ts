import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidSlug, RESERVED_SLUGS, slugCandidate, slugCandidates, slugify } from "@/lib/tenant/slug";

describe("slugify", () => {
  it.each([
    ["Bella Beauty Studio", "bella-beauty-studio"],
    ["  Bella   Beauty  ", "bella-beauty"],
    ["Bella’s Beauty & Spa", "bellas-beauty-and-spa"],
    ["Café Crème", "cafe-creme"],
    ["Straße Salon", "strasse-salon"],
    ["--Hair!!Cuts--", "hair-cuts"],
    ["UPPER lower 123", "upper-lower-123"],
    ["Dr. Smith's Dental (Leeds)", "dr-smiths-dental-leeds"],
    ["***", "business"],
    ["", "business"],
    ["日本語", "business"],
  ])("%j → %j", (name, expected) => {
    expect(slugify(name)).toBe(expected);
  });

  it("keeps at most 63 characters and never ends with a hyphen", () => {
    const slug = slugify(`${"a".repeat(62)} b`);
    expect(slug).toBe("a".repeat(62));
    expect(slugify("x".repeat(100))).toHaveLength(63);
  });

  it("always gives a valid DNS label", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = slugify(name);
        expect(isValidSlug(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(63);
      }),
    );
  });
});

describe("slug candidates", () => {
  it("starts with the base and then appends -2, -3, …", () => {
    expect(slugCandidates("bella", 1, 4)).toEqual(["bella", "bella-2", "bella-3", "bella-4"]);
  });

  it("skips reserved slugs", () => {
    for (const reserved of RESERVED_SLUGS) {
      expect(slugCandidate(reserved, 1)).toBeNull();
      expect(slugCandidate(reserved, 2)).toBe(`${reserved}-2`);
    }
    expect(slugCandidates(slugify("Admin"), 1, 3)).toEqual(["admin-2", "admin-3"]);
    expect(slugCandidates(slugify("WWW"), 1, 2)).toEqual(["www-2"]);
    expect(slugCandidates(slugify("127"), 1, 2)).toEqual(["127-2"]);
  });

  it("shortens long bases so the suffix fits in 63 characters", () => {
    const base = slugify("x".repeat(100));
    const second = slugCandidate(base, 2)!;
    expect(second).toBe(`${"x".repeat(61)}-2`);
    expect(slugCandidate(base, 123)).toHaveLength(63);
    // A hyphen left at the cut is dropped.
    expect(slugCandidate(`${"a".repeat(60)}-bc`, 10)).toBe(`${"a".repeat(60)}-10`);
    expect(isValidSlug(slugCandidate(`${"a".repeat(60)}-bc`, 10)!)).toBe(true);
  });

  it("lists a batch of candidates in order, the base first", () => {
    expect(slugCandidates("bella", 1, 4)).toEqual(["bella", "bella-2", "bella-3", "bella-4"]);
    expect(slugCandidates("bella", 3, 4)).toEqual(["bella-3", "bella-4"]);
  });

  it("refuses n below 1", () => {
    expect(() => slugCandidate("a", 0)).toThrow(RangeError);
  });
});
