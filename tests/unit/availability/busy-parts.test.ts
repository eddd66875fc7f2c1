import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { busyPartsOf, processingPartOf } from "@/lib/availability/busy-parts";

describe("busy parts of an appointment", () => {
  it("are all of it without processing, and the parts either side of it with", () => {
    expect(busyPartsOf(45, null)).toEqual([{ from: 0, to: 45 }]);
    expect(busyPartsOf(45, { afterMinutes: 0, minutes: 0 })).toEqual([{ from: 0, to: 45 }]);
    // Colour: 45 applying, 45 processing, 30 finishing.
    expect(busyPartsOf(120, { afterMinutes: 45, minutes: 45 })).toEqual([
      { from: 0, to: 45 },
      { from: 90, to: 120 },
    ]);
    // Processing at the end: the staff member is free once it starts.
    expect(busyPartsOf(60, { afterMinutes: 20, minutes: 40 })).toEqual([{ from: 0, to: 20 }]);
    expect(processingPartOf(120, { afterMinutes: 45, minutes: 45 })).toEqual({ from: 45, to: 90 });
    expect(processingPartOf(45, null)).toBeNull();
  });

  it("cut processing at the end of a member's own shorter duration", () => {
    expect(busyPartsOf(60, { afterMinutes: 45, minutes: 45 })).toEqual([{ from: 0, to: 45 }]);
    expect(processingPartOf(60, { afterMinutes: 45, minutes: 45 })).toEqual({ from: 45, to: 60 });
  });

  it("with the processing part, cover the appointment exactly once, in order, and never overlap it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32 }).map((steps) => steps * 15),
        fc.integer({ min: 0, max: 96 }).map((steps) => steps * 5),
        fc.integer({ min: 0, max: 96 }).map((steps) => steps * 5),
        (duration, afterMinutes, minutes) => {
          const processing = { afterMinutes, minutes };
          const parts = busyPartsOf(duration, processing);
          const gap = processingPartOf(duration, processing);
          const pieces = [...parts, ...(gap ? [gap] : [])].sort((a, b) => a.from - b.from);
          let at = 0;
          for (const piece of pieces) {
            expect(piece.from).toBe(at);
            expect(piece.to).toBeGreaterThan(piece.from);
            at = piece.to;
          }
          expect(at).toBe(duration);
          for (const part of parts) {
            if (gap) expect(part.to <= gap.from || part.from >= gap.to).toBe(true);
          }
        },
      ),
    );
  });
});
