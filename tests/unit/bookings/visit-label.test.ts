import { describe, expect, it } from "vitest";
import { describeVisitOf } from "@/lib/bookings/visit-label";

describe("describeVisitOf", () => {
  const services = [
    { id: "a", serviceName: "Full Colour" },
    { id: "b", serviceName: "Haircut & Style" },
    { id: "c", serviceName: " " },
  ];
  it("names the visit's other services", () => {
    expect(describeVisitOf("a", services)).toBe("Visit with Haircut & Style & Unknown Service");
    expect(describeVisitOf("b", services.slice(0, 2))).toBe("Visit with Full Colour");
  });
  it("is nothing for a booking of one, or a visit whose other services were cancelled", () => {
    expect(describeVisitOf("a", null)).toBeNull();
    expect(describeVisitOf("a", services.slice(0, 1))).toBeNull();
  });
});
