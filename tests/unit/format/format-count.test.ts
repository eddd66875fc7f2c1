import { describe, expect, it } from "vitest";
import { formatCount } from "@/lib/format/count";

describe("formatCount", () => {
  it("groups thousands with commas, as UK readers write them", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(7)).toBe("7");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(2534)).toBe("2,534");
    expect(formatCount(34785)).toBe("34,785");
    expect(formatCount(1234567)).toBe("1,234,567");
  });
});
