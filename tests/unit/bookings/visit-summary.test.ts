import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildConfirmationEmail } from "@/lib/bookings/customer-emails";
import { summarizeVisit, type VisitPart } from "@/lib/bookings/visit-summary";

const at = (time: string) => new Date(`2026-11-25T${time}:00Z`);
const colour: VisitPart = {
  serviceName: "Full Colour",
  staffName: "Emma",
  startsAt: at("10:00"),
  endsAt: at("12:00"),
  pricePence: 12000,
};
const cut: VisitPart = {
  serviceName: "Haircut & Style",
  staffName: "James",
  startsAt: at("12:00"),
  endsAt: at("12:45"),
  pricePence: 3500,
};

describe("summarizeVisit", () => {
  it("reads a visit as one appointment: its services, its people, first start to last end, the total", () => {
    expect(summarizeVisit([colour, cut])).toEqual({
      serviceName: "Full Colour + Haircut & Style",
      staffName: "Emma and James",
      startsAt: at("10:00"),
      endsAt: at("12:45"),
      durationMinutes: 165,
      pricePence: 15500,
    });
    expect(summarizeVisit([colour, { ...cut, staffName: "Emma" }]).staffName).toBe("Emma");
  });

  it("is a booking of one unchanged", () => {
    const { serviceName, staffName, startsAt, endsAt, pricePence } = summarizeVisit([colour]);
    expect({ serviceName, staffName, startsAt, endsAt, pricePence }).toEqual(colour);
  });

  it("totals the price and spans the parts, whatever they are", () => {
    const part = fc.record({ minutes: fc.integer({ min: 5, max: 240 }), pricePence: fc.nat(50_000) });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), (specs) => {
        let start = at("09:00").getTime();
        const parts = specs.map(({ minutes, pricePence }, index) => {
          const startsAt = new Date(start);
          start += minutes * 60_000;
          return { serviceName: `S${index}`, staffName: "Emma", startsAt, endsAt: new Date(start), pricePence };
        });
        const summary = summarizeVisit(parts);
        expect(summary.pricePence).toBe(specs.reduce((sum, spec) => sum + spec.pricePence, 0));
        expect(summary.durationMinutes).toBe(specs.reduce((sum, spec) => sum + spec.minutes, 0));
      }),
    );
  });
});

describe("a visit's confirmation", () => {
  it("lists each service with its time, length and professional, then the whole visit's time and price", () => {
    const business = {
      brand: { name: "Bella", primaryColor: "#8b5cf6", secondaryColor: "#ec4899", fontFamily: "Inter" },
      address: "1 High St",
      timeZone: "Europe/London",
      showPricing: true,
    } as Parameters<typeof buildConfirmationEmail>[1];
    const email = buildConfirmationEmail(
      { customerName: "Ana", ...summarizeVisit([colour, cut]), parts: [colour, cut] },
      business,
      "https://demo.example.com/manage/t",
    );
    expect(email.subject).toBe("Booking confirmed: Full Colour + Haircut & Style at Bella");
    expect(email.text).toContain("Full Colour: 10:00, 2 h, with Emma");
    expect(email.text).toContain("Haircut & Style: 12:00, 45 min, with James");
    expect(email.text).toContain("Duration: 2 h 45 min");
    expect(email.text).toContain("Price: £155");
    expect(email.text).not.toContain("Service:");
  });
});
