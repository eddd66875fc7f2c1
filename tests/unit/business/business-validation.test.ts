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
import { DEFAULT_BUSINESS_HOURS } from "@/lib/business/settings-schema";
import { WEEKDAYS } from "@/lib/availability/weekly-schedule";

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

  it("reads hours.{day}.enabled / start / end, the checkbox as 'on' or absent", () => {
    const fields = {
      ...validFields(),
      "hours.monday.start": "08:30",
      "hours.monday.end": "20:00",
      "hours.sunday.enabled": "on",
      "hours.saturday.enabled": undefined,
    };
    const parsed = businessFormSchema.parse(fields);
    expect(parsed.hours.monday).toEqual({ enabled: true, start: "08:30", end: "20:00" });
    expect(parsed.hours.sunday).toEqual({ enabled: true, start: "10:00", end: "16:00" });
    expect(parsed.hours.saturday).toEqual({ enabled: false, start: "10:00", end: "16:00" });
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
      "hours.monday.start": "17:00",
      "hours.monday.end": "09:00",
      "hours.tuesday.start": "12:00",
      "hours.tuesday.end": "12:00",
    });
    expect(fieldErrors(result)).toEqual({
      "hours.monday.end": "Closing time must be after opening time",
      "hours.tuesday.end": "Closing time must be after opening time",
    });
    const closed = businessFormSchema.parse({
      ...validFields(),
      "hours.monday.start": "17:00",
      "hours.monday.end": "09:00",
      "hours.monday.enabled": undefined,
    });
    expect(closed.hours.monday).toEqual({ enabled: false, start: "17:00", end: "09:00" });
  });

  it("refuses malformed times on open days, and keeps defaults for a closed day's missing times", () => {
    const result = businessFormSchema.safeParse({
      ...validFields(),
      "hours.friday.start": "9am",
      "hours.friday.end": "25:00",
    });
    expect(fieldErrors(result)).toEqual({
      "hours.friday.start": "Enter an opening time like 09:00",
      "hours.friday.end": "Enter a closing time like 17:00",
    });
    const fields: Record<string, string | undefined> = { ...validFields() };
    delete fields["hours.wednesday.enabled"];
    delete fields["hours.wednesday.start"];
    delete fields["hours.wednesday.end"];
    expect(businessFormSchema.parse(fields).hours.wednesday).toEqual({ enabled: false, start: "09:00", end: "17:00" });
  });

  it("reports the business fields and the hours together", () => {
    const result = businessFormSchema.safeParse({
      ...validFields(),
      name: "",
      "hours.monday.end": "08:00",
      email: "nope",
    });
    expect(fieldErrors(result)).toEqual({
      name: "Business name is required",
      email: "Enter a valid email address",
      "hours.monday.end": "Closing time must be after opening time",
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
      WEEKDAYS.map((day, index) => [day, { enabled: index % 2 !== 0, start: `0${index}:15`, end: `1${index}:45` }]),
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
