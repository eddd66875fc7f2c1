import { describe, expect, it } from "vitest";
import {
  BUSINESS_TYPE_LABELS,
  businessFormSchema,
  canonicalTimeZone,
  EMPTY_BUSINESS_FORM,
  listTimeZones,
  normalizeWebsite,
  toBusinessFormFields,
} from "@/lib/business/schema";
import { DEFAULT_BUSINESS_HOURS, WEEKDAYS } from "@/lib/business/settings-schema";

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const validFields = () => toBusinessFormFields({ ...EMPTY_BUSINESS_FORM, name: "Bella Beauty", type: "salon" });

describe("business form schema", () => {
  it("parses the form's flat fields into the stored shape, with the spec's default hours", () => {
    const parsed = businessFormSchema.parse({
      ...validFields(),
      name: "  Bella Beauty ",
      description: " Hair and beauty ",
      address: "12 King Street",
      phone: "+44 161 496 0000",
      email: "hello@bella.example.com",
      website: "bella.example.com",
      timeZone: "europe/london",
    });
    expect(parsed).toEqual({
      name: "Bella Beauty",
      type: "salon",
      description: "Hair and beauty",
      address: "12 King Street",
      phone: "+44 161 496 0000",
      email: "hello@bella.example.com",
      website: "https://bella.example.com",
      timeZone: "Europe/London",
      hours: DEFAULT_BUSINESS_HOURS,
    });
  });

  it("reads hours.{day}.open / close / closed, the checkbox as 'on' or absent", () => {
    const fields = {
      ...validFields(),
      "hours.monday.open": "08:30",
      "hours.monday.close": "20:00",
      "hours.sunday.closed": undefined,
      "hours.saturday.closed": "on",
    };
    const parsed = businessFormSchema.parse(fields);
    expect(parsed.hours.monday).toEqual({ open: "08:30", close: "20:00", closed: false });
    expect(parsed.hours.sunday).toEqual({ open: "10:00", close: "16:00", closed: false });
    expect(parsed.hours.saturday).toEqual({ open: "10:00", close: "16:00", closed: true });
  });

  it("requires a name and a type with the spec's messages", () => {
    const result = businessFormSchema.safeParse({ ...validFields(), name: "   ", type: "" });
    expect(fieldErrors(result)).toEqual({ name: "Business name is required", type: "Choose a business type" });
    expect(fieldErrors(businessFormSchema.safeParse({ ...validFields(), type: "casino" }))).toEqual({
      type: "Choose a business type",
    });
    const { type: _type, ...withoutType } = validFields();
    expect(fieldErrors(businessFormSchema.safeParse(withoutType))).toEqual({ type: "Choose a business type" });
  });

  it("accepts every business type of the spec", () => {
    for (const type of Object.keys(BUSINESS_TYPE_LABELS)) {
      expect(businessFormSchema.parse({ ...validFields(), type }).type).toBe(type);
    }
    expect(BUSINESS_TYPE_LABELS).toEqual({
      salon: "Hair Salon",
      barber: "Barber Shop",
      beauty: "Beauty Salon",
      spa: "Spa & Wellness",
      clinic: "Medical Clinic",
      dental: "Dental Practice",
      other: "Other",
    });
  });

  it("refuses a closing time that is not after the opening time, unless the day is closed", () => {
    const result = businessFormSchema.safeParse({
      ...validFields(),
      "hours.monday.open": "17:00",
      "hours.monday.close": "09:00",
      "hours.tuesday.open": "12:00",
      "hours.tuesday.close": "12:00",
    });
    expect(fieldErrors(result)).toEqual({
      "hours.monday.close": "Closing time must be after opening time",
      "hours.tuesday.close": "Closing time must be after opening time",
    });
    const closed = businessFormSchema.parse({
      ...validFields(),
      "hours.monday.open": "17:00",
      "hours.monday.close": "09:00",
      "hours.monday.closed": "on",
    });
    expect(closed.hours.monday).toEqual({ open: "17:00", close: "09:00", closed: true });
  });

  it("refuses malformed times on open days, and keeps defaults for a closed day's missing times", () => {
    const result = businessFormSchema.safeParse({
      ...validFields(),
      "hours.friday.open": "9am",
      "hours.friday.close": "25:00",
    });
    expect(fieldErrors(result)).toEqual({
      "hours.friday.open": "Enter an opening time like 09:00",
      "hours.friday.close": "Enter a closing time like 17:00",
    });
    const fields: Record<string, string | undefined> = { ...validFields(), "hours.wednesday.closed": "on" };
    delete fields["hours.wednesday.open"];
    delete fields["hours.wednesday.close"];
    expect(businessFormSchema.parse(fields).hours.wednesday).toEqual({ open: "09:00", close: "17:00", closed: true });
  });

  it("reports the business fields and the hours together", () => {
    const result = businessFormSchema.safeParse({
      ...validFields(),
      name: "",
      "hours.monday.close": "08:00",
      email: "nope",
    });
    expect(fieldErrors(result)).toEqual({
      name: "Business name is required",
      email: "Enter a valid email address",
      "hours.monday.close": "Closing time must be after opening time",
    });
  });

  it("validates contact details and lengths", () => {
    expect(fieldErrors(businessFormSchema.safeParse({ ...validFields(), phone: "call me" }))).toEqual({
      phone: "Enter a valid phone number",
    });
    expect(fieldErrors(businessFormSchema.safeParse({ ...validFields(), phone: "123" }))).toEqual({
      phone: "Enter a valid phone number",
    });
    expect(fieldErrors(businessFormSchema.safeParse({ ...validFields(), website: "javascript:alert(1)" }))).toEqual({
      website: "Enter a website address like https://example.com",
    });
    expect(fieldErrors(businessFormSchema.safeParse({ ...validFields(), name: "x".repeat(121) }))).toEqual({
      name: "Business name can be at most 120 characters",
    });
    expect(fieldErrors(businessFormSchema.safeParse({ ...validFields(), description: "x".repeat(1001) }))).toEqual({
      description: "Description can be at most 1000 characters",
    });
    expect(
      businessFormSchema.parse({ ...validFields(), phone: "0161 496 0000", email: "", website: "" }),
    ).toMatchObject({ phone: "0161 496 0000", email: "", website: "" });
  });

  it("validates the time zone (IANA names, default Europe/London)", () => {
    const { timeZone: _zone, ...withoutZone } = validFields();
    expect(businessFormSchema.parse(withoutZone).timeZone).toBe("Europe/London");
    expect(businessFormSchema.parse({ ...validFields(), timeZone: "America/New_York" }).timeZone).toBe(
      "America/New_York",
    );
    expect(fieldErrors(businessFormSchema.safeParse({ ...validFields(), timeZone: "Mars/Olympus" }))).toEqual({
      timeZone: "Choose a valid time zone",
    });
    expect(fieldErrors(businessFormSchema.safeParse({ ...validFields(), timeZone: "" }))).toEqual({
      timeZone: "Choose a time zone",
    });
  });

  it("round-trips every weekday through the form fields", () => {
    const hours = Object.fromEntries(
      WEEKDAYS.map((day, index) => [day, { open: `0${index}:15`, close: `1${index}:45`, closed: index % 2 === 0 }]),
    );
    const values = {
      ...EMPTY_BUSINESS_FORM,
      name: "Round Trip",
      type: "spa" as const,
      hours: hours as typeof DEFAULT_BUSINESS_HOURS,
    };
    expect(businessFormSchema.parse(toBusinessFormFields(values)).hours).toEqual(hours);
  });
});

describe("helpers", () => {
  it.each([
    ["", ""],
    ["example.com", "https://example.com"],
    ["http://example.com/path?q=1", "http://example.com/path?q=1"],
    ["HTTPS://Example.com", "HTTPS://Example.com"],
    ["example.com:8080/book", "https://example.com:8080/book"],
  ])("normalizeWebsite(%j) → %j", (input, output) => {
    expect(normalizeWebsite(input)).toBe(output);
  });

  it.each([
    "javascript:alert(1)",
    "ftp://example.com",
    "localhost",
    "http://",
    "exa mple.com",
    "data:text/html,hi",
    "mailto:a@b.co",
    "javascript://example.com/%0Aalert(1)",
  ])("normalizeWebsite refuses %j", (input) => {
    expect(normalizeWebsite(input)).toBeNull();
  });

  it("knows the IANA zones", () => {
    const zones = listTimeZones();
    expect(zones).toContain("Europe/London");
    expect(zones).toContain("UTC");
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("Not/AZone")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });
});
