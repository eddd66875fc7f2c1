import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBookingsCalendar } from "@/lib/calendar/booking-ics";
import { registerSchema } from "@/lib/auth/schema";
import { createBlackoutSchema } from "@/lib/blackouts/schema";
import { businessFormSchema, EMPTY_BUSINESS_FORM, toBusinessFormFields } from "@/lib/business/schema";
import { publicBookingSchema } from "@/lib/bookings/public-booking-schema";
import { createServiceSchema } from "@/lib/services/schema";
import { staffFormSchema } from "@/lib/staff/schema";
import { cleanMultiLine, cleanSingleLine } from "@/lib/forms/text";
import { whiteLabelFormSchema } from "@/lib/business/white-label-schema";
import { nastyString } from "../../support/arbitraries";

// Every C0 and C1 control character, DEL, and Unicode's line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

describe("cleaning free text", () => {
  it("turns breaks in a single line into spaces and drops every other control character", () => {
    expect(cleanSingleLine("Cut\r\nDESCRIPTION:x")).toBe("Cut DESCRIPTION:x");
    expect(cleanSingleLine("A\u0000B\u0007C\u001bD\u007fE\u0085F\u009fG")).toBe("ABCDEFG");
    expect(cleanSingleLine("tab\there\u2028")).toBe("tab here ");
    expect(cleanSingleLine("Zoë — café 💇")).toBe("Zoë — café 💇");
  });

  it("keeps line breaks as \\n in a multi-line value, without \\r", () => {
    expect(cleanMultiLine("one\r\ntwo\rthree\nfour")).toBe("one\ntwo\nthree\nfour");
    expect(cleanMultiLine("a\u0000\tb\u0085")).toBe("a b");
  });

  it("never leaves a control character other than \\n, whatever the input", () => {
    fc.assert(
      fc.property(nastyString(200), (value) => {
        expect(cleanSingleLine(value)).not.toMatch(CONTROL);
        expect(cleanMultiLine(value).replace(/\n/g, "")).not.toMatch(CONTROL);
      }),
    );
  });

  it("cleans every free-text field of the schemas before trimming and length checks", () => {
    const booking = publicBookingSchema.parse({
      serviceId: "00000000-0000-4000-8000-000000000000",
      staffId: "00000000-0000-4000-8000-000000000000",
      date: "2030-06-11",
      time: "10:00",
      customerName: "Alex\r\nCustomer\u0000",
      customerEmail: "alex@example.com",
      customerPhone: "07700\t900999",
      notes: "Window seat\r\nplease\u0007",
    });
    expect(booking).toMatchObject({
      customerName: "Alex Customer",
      customerPhone: "07700 900999",
      notes: "Window seat\nplease",
    });

    const service = createServiceSchema.parse({
      name: "Cut\rX-INJECT:1",
      description: "Line one\r\nLine two",
      duration: "30",
      price: "10",
    });
    expect(service.values).toMatchObject({ name: "Cut X-INJECT:1", description: "Line one\nLine two" });

    // Only control characters: nothing is left, so the required field is refused.
    expect(createServiceSchema.safeParse({ name: "\r\u0000", duration: "30", price: "10" }).success).toBe(false);

    const business = businessFormSchema.parse({
      ...toBusinessFormFields(EMPTY_BUSINESS_FORM),
      name: "Bella\u0000",
      type: "salon",
      description: "About\r\nus",
      address: "1 High St\r\nLondon",
    });
    expect(business).toMatchObject({ name: "Bella", description: "About\nus", address: "1 High St London" });

    const staff = staffFormSchema({ emailRequired: false }).parse({ name: "Emma\rWilson", jobTitle: "Stylist\u0085" });
    expect(staff).toMatchObject({ name: "Emma Wilson", jobTitle: "Stylist" });

    const blackout = createBlackoutSchema.parse({
      startDate: "2030-06-11",
      endDate: "2030-06-11",
      reason: "Bank\rholiday",
    });
    expect(blackout.reason).toBe("Bank holiday");

    const account = registerSchema.parse({
      name: "Sam\r\nOwner",
      email: "sam@example.com",
      password: "secret-1-sam",
      confirmPassword: "secret-1-sam",
    });
    expect(account.name).toBe("Sam Owner");

    const whiteLabel = whiteLabelFormSchema(["localhost"]).parse({
      subdomain: "acme",
      companyName: "Acme\r\nLtd",
      primaryColor: "#0ea5e9",
    });
    expect(whiteLabel.companyName).toBe("Acme Ltd");
  });
});

describe("booking .ics files", () => {
  const booking = {
    id: "b1",
    serviceName: "Cut\rDESCRIPTION:injected",
    staffName: "Emma\u0000",
    customerName: "Alex",
    startsAt: new Date("2030-06-11T09:00:00Z"),
    endsAt: new Date("2030-06-11T10:00:00Z"),
    status: "confirmed" as const,
    notes: "line one\r\nline two\rX-EVIL:1",
  };

  it("never lets a stored control character start a new property line", () => {
    const ics = createBookingsCalendar([booking], {
      name: "Bella\rX-WR-CALNAME:evil",
      address: "1 High St\r",
      slug: "demo",
    });
    // Every line ends with CRLF; no lone CR or other control character inside a line.
    for (const line of ics.split("\r\n")) expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const names = ics.split("\r\n").map((line) => line.split(":")[0]);
    expect(names).not.toContain("X-EVIL");
    expect(names.filter((name) => name === "DESCRIPTION")).toHaveLength(1);
    expect(names.filter((name) => name === "X-WR-CALNAME")).toHaveLength(1);
    expect(ics).toContain("SUMMARY:Cut DESCRIPTION:injected at Bella X-WR-CALNAME:evil");
    expect(ics).toContain("DESCRIPTION:With Emma\\nline one\\nline two\\nX-EVIL:1");
  });
});
