import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/lib/format/contrast";
import { nextPaletteColour, SERVICE_PALETTE } from "@/lib/services/palette";

const HEXES = SERVICE_PALETTE.map((colour) => colour.hex);

/** CIELAB (D65) of a #rrggbb colour, for a perceptual distance (CIE76 ΔE). */
function lab(hex: string): [number, number, number] {
  const linear = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r, g, b] = linear;
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116));
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}
const deltaE = (a: string, b: string) => Math.hypot(...lab(a).map((value, i) => value - lab(b)[i]));

describe("service colour palette", () => {
  it("has eight named, distinct #rrggbb colours, each at least 3:1 against white", () => {
    expect(SERVICE_PALETTE).toHaveLength(8);
    expect(new Set(SERVICE_PALETTE.map((colour) => colour.name)).size).toBe(8);
    for (const { hex } of SERVICE_PALETTE) {
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(hex, "#ffffff"), hex).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps every two colours clearly apart (ΔE over 20)", () => {
    for (const a of HEXES) for (const b of HEXES) if (a !== b) expect(deltaE(a, b), `${a} ${b}`).toBeGreaterThan(20);
  });

  it("gives a new service the first colour no service has, whatever the case of the stored hex", () => {
    expect(nextPaletteColour([])).toBe(HEXES[0]);
    expect(nextPaletteColour(["#0ea5e9", HEXES[0].toUpperCase()])).toBe(HEXES[1]);
    expect(nextPaletteColour([HEXES[2], HEXES[0]])).toBe(HEXES[1]);
    // All taken: the one fewest services have.
    expect(nextPaletteColour([...HEXES, ...HEXES.filter((hex) => hex !== HEXES[5])])).toBe(HEXES[5]);
  });

  it("always answers a palette colour used by no more services than any other", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...HEXES), fc.constant("#123456")), { maxLength: 40 }), (used) => {
        const next = nextPaletteColour(used);
        expect(HEXES).toContain(next);
        const count = (hex: string) => used.filter((colour) => colour === hex).length;
        for (const hex of HEXES) expect(count(next)).toBeLessThanOrEqual(count(hex));
      }),
    );
  });
});
