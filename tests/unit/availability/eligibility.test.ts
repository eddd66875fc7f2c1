import { describe, expect, it } from "vitest";
import { canStaffPerformService, getBookableServices, getEligibleStaff } from "@/lib/availability/eligibility";

const anna = { name: "Anna", specialties: [] as string[] };
const ben = { name: "Ben", specialties: ["cut"] };
const cara = { name: "Cara", specialties: ["facial", "nails"] };

describe("staff eligibility", () => {
  it("staff without specialties perform every service", () => {
    expect(canStaffPerformService(anna, "anything")).toBe(true);
    expect(canStaffPerformService({ specialties: null }, "anything")).toBe(true);
  });
  it("staff with specialties perform only those", () => {
    expect(canStaffPerformService(ben, "cut")).toBe(true);
    expect(canStaffPerformService(ben, "facial")).toBe(false);
  });
  it("lists eligible staff in their original order", () => {
    expect(getEligibleStaff([anna, ben, cara], "facial").map((s) => s.name)).toEqual(["Anna", "Cara"]);
  });
  it("offers only services someone can perform", () => {
    const services = [{ id: "cut" }, { id: "facial" }, { id: "massage" }];
    expect(getBookableServices(services, [ben, cara]).map((s) => s.id)).toEqual(["cut", "facial"]);
    expect(getBookableServices(services, [anna])).toHaveLength(3);
    expect(getBookableServices(services, [])).toEqual([]);
  });
});
