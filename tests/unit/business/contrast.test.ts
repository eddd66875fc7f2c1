import { describe, expect, it } from "vitest";
import { contrastRatio, getReadableTextColor } from "@/lib/format/contrast";

describe("contrast", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 1);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#0369a1", "#ffffff")).toBeGreaterThan(4.5);
  });

  it("picks the text colour that reads better on a brand colour", () => {
    expect(getReadableTextColor("#0ea5e9")).toBe("#0f172a"); // white on sky-500 is only ~2.8:1
    expect(getReadableTextColor("#0369a1")).toBe("#ffffff");
    expect(getReadableTextColor("#000000")).toBe("#ffffff");
    expect(getReadableTextColor("#ffff00")).toBe("#0f172a");
    expect(getReadableTextColor("not-a-colour")).toBe("#ffffff");
  });
});
