import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_MAX_PIXELS,
  EMBED_MEASURE_MESSAGE,
  EMBED_SCROLL_MESSAGE,
  heightMessage,
  isMeasureRequest,
  scrollMessage,
} from "@/components/booking-wizard/embed-messages";

describe("heightMessage", () => {
  it("rounds the content's height up, so nothing is cut off", () => {
    expect(heightMessage(609.2)).toEqual({ type: EMBED_HEIGHT_MESSAGE, height: 610 });
    expect(heightMessage(609)).toEqual({ type: EMBED_HEIGHT_MESSAGE, height: 609 });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, EMBED_MAX_PIXELS + 1])("sends nothing for %d", (height) => {
    expect(heightMessage(height)).toBeNull();
  });

  it("is always a whole height the host accepts, at least the content's", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: EMBED_MAX_PIXELS - 1, noNaN: true }), (content) => {
        const message = heightMessage(content)!;
        expect(Number.isInteger(message.height)).toBe(true);
        expect(message.height).toBeGreaterThanOrEqual(content);
        expect(message.height - content).toBeLessThan(1);
        expect(message.height).toBeLessThanOrEqual(EMBED_MAX_PIXELS);
      }),
    );
  });
});

describe("scrollMessage", () => {
  it("gives the heading's offset in whole pixels, never below the top", () => {
    expect(scrollMessage(24.7)).toEqual({ type: EMBED_SCROLL_MESSAGE, top: 24 });
    expect(scrollMessage(-3)).toEqual({ type: EMBED_SCROLL_MESSAGE, top: 0 });
    expect(scrollMessage(Number.NaN)).toBeNull();
    expect(scrollMessage(EMBED_MAX_PIXELS + 1)).toBeNull();
  });

  it("is within one pixel above the heading for any offset in range", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: EMBED_MAX_PIXELS, noNaN: true }), (top) => {
        const message = scrollMessage(top)!;
        expect(Number.isInteger(message.top)).toBe(true);
        expect(message.top).toBeLessThanOrEqual(top);
        expect(top - message.top).toBeLessThan(1);
      }),
    );
  });
});

describe("isMeasureRequest", () => {
  it("accepts the host script's request", () => {
    expect(isMeasureRequest({ type: EMBED_MEASURE_MESSAGE })).toBe(true);
  });

  it("refuses anything else a page can post", () => {
    fc.assert(
      fc.property(
        fc
          .anything()
          .filter(
            (data) =>
              !(
                typeof data === "object" &&
                data !== null &&
                (data as { type?: unknown }).type === EMBED_MEASURE_MESSAGE
              ),
          ),
        (data) => {
          expect(isMeasureRequest(data)).toBe(false);
        },
      ),
    );
    for (const data of [EMBED_MEASURE_MESSAGE, { type: EMBED_HEIGHT_MESSAGE }, { type: "bookingpro:Measure" }, null]) {
      expect(isMeasureRequest(data)).toBe(false);
    }
  });
});
