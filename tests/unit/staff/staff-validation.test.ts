import { describe, expect, it } from "vitest";
import { DEFAULT_STAFF_AVAILABILITY } from "@/lib/business/settings-schema";
import {
  EMPTY_STAFF_FORM,
  staffAvailabilityFormSchema,
  staffFormSchema,
  staffIdInputSchema,
  summarizeAvailability,
  toStaffFormFields,
  type StaffFormValues,
} from "@/lib/staff/schema";
import { WEEKDAYS } from "@/lib/availability/weekly-schedule";

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

const form = (overrides: Partial<StaffFormValues> = {}) =>
  toStaffFormFields({ ...EMPTY_STAFF_FORM, name: "Ann Smith", ...overrides });
const optional = staffFormSchema({ emailRequired: false });
const required = staffFormSchema({ emailRequired: true });

describe("staff form schema", () => {
  it("parses the default form: Mon-Fri 09:00-17:00 on, weekend off, active, all services", () => {
    const result = optional.safeParse(form());
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "Ann Smith",
      email: "",
      phone: "",
      jobTitle: "",
      specialties: [],
      isActive: true,
      availability: DEFAULT_STAFF_AVAILABILITY,
    });
    expect(result.data?.availability.saturday).toEqual({ enabled: false, start: "09:00", end: "17:00" });
  });

  it("trims text, lower-cases the email, and keeps the job title", () => {
    const result = optional.safeParse({
      ...form(),
      name: "  Ann  ",
      email: " Ann@Example.COM ",
      phone: " +44 7700 900123 ",
      jobTitle: " Stylist ",
    });
    expect(result.data).toMatchObject({
      name: "Ann",
      email: "ann@example.com",
      phone: "+44 7700 900123",
      jobTitle: "Stylist",
    });
  });

  it("requires the full name", () => {
    expect(fieldErrors(optional.safeParse({ ...form(), name: "   " }))).toEqual({ name: "Full name is required" });
    expect(fieldErrors(optional.safeParse({ ...form(), name: undefined }))).toEqual({ name: "Full name is required" });
  });

  it("requires the email only when staff login is enabled", () => {
    expect(optional.safeParse({ ...form(), email: "" }).success).toBe(true);
    expect(fieldErrors(required.safeParse({ ...form(), email: "" }))).toEqual({ email: "Email is required" });
    expect(fieldErrors(required.safeParse({ ...form(), email: "   " }))).toEqual({ email: "Email is required" });
    expect(required.safeParse({ ...form(), email: "ann@example.com" }).success).toBe(true);
    expect(fieldErrors(optional.safeParse({ ...form(), email: "not-an-email" }))).toEqual({
      email: "Enter a valid email address",
    });
  });

  it("enforces the maximum lengths", () => {
    expect(optional.safeParse({ ...form(), name: "a".repeat(120) }).success).toBe(true);
    expect(fieldErrors(optional.safeParse({ ...form(), name: "a".repeat(121) }))).toEqual({
      name: "Full name can be at most 120 characters",
    });
    expect(fieldErrors(optional.safeParse({ ...form(), email: `${"a".repeat(250)}@x.io` }))).toEqual({
      email: "Email can be at most 254 characters",
    });
    expect(fieldErrors(optional.safeParse({ ...form(), phone: "1".repeat(41) }))).toEqual({
      phone: "Phone can be at most 40 characters",
    });
    expect(fieldErrors(optional.safeParse({ ...form(), jobTitle: "a".repeat(81) }))).toEqual({
      jobTitle: "Job title can be at most 80 characters",
    });
    expect(optional.safeParse({ ...form(), jobTitle: "a".repeat(80) }).success).toBe(true);
  });

  it("refuses phone numbers that are not phone numbers", () => {
    expect(fieldErrors(optional.safeParse({ ...form(), phone: "call me" }))).toEqual({
      phone: "Enter a valid phone number",
    });
    expect(optional.safeParse({ ...form(), phone: "(020) 7946-0958" }).success).toBe(true);
  });

  it("reads specialties from one value, a list, or nothing, deduplicated", () => {
    expect(optional.safeParse({ ...form(), specialties: "a" }).data?.specialties).toEqual(["a"]);
    expect(optional.safeParse({ ...form(), specialties: ["b", "a", "b", " "] }).data?.specialties).toEqual(["b", "a"]);
    const withoutSpecialties: Record<string, unknown> = form();
    delete withoutSpecialties.specialties;
    expect(optional.safeParse(withoutSpecialties).data?.specialties).toEqual([]);
    expect(optional.safeParse({ ...form(), specialties: 42 }).success).toBe(false);
  });

  it("treats the Active checkbox as FormData does: 'on' when ticked, absent when not", () => {
    expect(optional.safeParse(form({ isActive: false })).data?.isActive).toBe(false);
    expect(optional.safeParse({ ...form(), isActive: "on" }).data?.isActive).toBe(true);
    expect(optional.safeParse({ ...form(), isActive: true }).data?.isActive).toBe(true);
  });

  it("requires the end time after the start time on working days, per field", () => {
    const result = optional.safeParse({
      ...form(),
      "availability.monday.start": "17:00",
      "availability.monday.end": "09:00",
      "availability.tuesday.end": "09:00",
      "availability.tuesday.start": "09:00",
    });
    expect(fieldErrors(result)).toEqual({
      "availability.monday.end": "End time must be after start time",
      "availability.tuesday.end": "End time must be after start time",
    });
  });

  it("reports missing or malformed times on working days", () => {
    expect(
      fieldErrors(
        optional.safeParse({ ...form(), "availability.friday.start": "", "availability.friday.end": "25:00" }),
      ),
    ).toEqual({
      "availability.friday.start": "Enter a start time like 09:00",
      "availability.friday.end": "Enter an end time like 17:00",
    });
  });

  it("keeps the times of days off, falling back to the defaults for unusable ones, without errors", () => {
    const result = optional.safeParse({
      ...form(),
      "availability.saturday.start": "18:00",
      "availability.saturday.end": "10:00",
      "availability.sunday.start": "",
      "availability.sunday.end": "nope",
    });
    expect(result.success).toBe(true);
    expect(result.data?.availability.saturday).toEqual({ enabled: false, start: "18:00", end: "10:00" });
    expect(result.data?.availability.sunday).toEqual({ enabled: false, start: "09:00", end: "17:00" });
  });

  it("reads absent fields as empty, unticked and off (only a name posted)", () => {
    const result = optional.safeParse({ name: "Ann" });
    expect(result.data).toMatchObject({
      name: "Ann",
      email: "",
      phone: "",
      jobTitle: "",
      specialties: [],
      isActive: false,
    });
    expect(Object.values(result.data?.availability ?? {}).every((day) => !day.enabled)).toBe(true);
    expect(fieldErrors(required.safeParse({}))).toEqual({ name: "Full name is required", email: "Email is required" });
  });

  it("reads the id of delete and create-login requests, whatever is posted", () => {
    expect(staffIdInputSchema.parse({ id: " abc " })).toEqual({ id: "abc" });
    expect(staffIdInputSchema.parse({})).toEqual({ id: "" });
    expect(staffIdInputSchema.parse({ id: 7 })).toEqual({ id: "" });
  });

  it("reports every problem of the form in one go", () => {
    const errors = fieldErrors(
      required.safeParse({ ...form(), name: "", email: "", "availability.monday.end": "08:00" }),
    );
    expect(errors).toEqual({
      name: "Full name is required",
      email: "Email is required",
      "availability.monday.end": "End time must be after start time",
    });
  });

  it("round-trips every weekday through the flat field names", () => {
    const availability = Object.fromEntries(
      WEEKDAYS.map((day, index) => [day, { enabled: index % 2 === 0, start: `0${index}:30`, end: `1${index}:45` }]),
    ) as StaffFormValues["availability"];
    expect(optional.safeParse(form({ availability })).data?.availability).toEqual(availability);
  });
});

describe("summarizeAvailability", () => {
  it("groups consecutive days with the same hours", () => {
    expect(summarizeAvailability(DEFAULT_STAFF_AVAILABILITY)).toEqual(["Mon–Fri 09:00–17:00"]);
    const week = {
      monday: { enabled: true, start: "09:00", end: "17:00" },
      tuesday: { enabled: true, start: "09:00", end: "17:00" },
      wednesday: { enabled: true, start: "09:00", end: "17:00" },
      thursday: { enabled: true, start: "09:00", end: "18:00" },
      friday: { enabled: true, start: "09:00", end: "18:00" },
      saturday: { enabled: true, start: "09:00", end: "16:00" },
      sunday: { enabled: true, start: "10:00", end: "15:00" },
    };
    expect(summarizeAvailability(week)).toEqual([
      "Mon–Wed 09:00–17:00",
      "Thu–Fri 09:00–18:00",
      "Sat 09:00–16:00",
      "Sun 10:00–15:00",
    ]);
  });

  it("writes a day's breaks and groups only days with the same breaks", () => {
    const lunch = [{ start: "13:00", end: "14:00" }];
    const week = {
      ...DEFAULT_STAFF_AVAILABILITY,
      monday: { ...DEFAULT_STAFF_AVAILABILITY.monday, breaks: lunch },
      tuesday: { ...DEFAULT_STAFF_AVAILABILITY.tuesday, breaks: lunch },
    };
    expect(summarizeAvailability(week)).toEqual(["Mon–Tue 09:00–13:00, 14:00–17:00", "Wed–Fri 09:00–17:00"]);
  });

  it("does not group across a day off and is empty when no day is on", () => {
    const week = { ...DEFAULT_STAFF_AVAILABILITY, wednesday: { enabled: false, start: "09:00", end: "17:00" } };
    expect(summarizeAvailability(week)).toEqual(["Mon–Tue 09:00–17:00", "Thu–Fri 09:00–17:00"]);
    const off = Object.fromEntries(
      WEEKDAYS.map((day) => [day, { ...DEFAULT_STAFF_AVAILABILITY[day], enabled: false }]),
    ) as typeof DEFAULT_STAFF_AVAILABILITY;
    expect(summarizeAvailability(off)).toEqual([]);
  });
});

describe("staffAvailabilityFormSchema (My Availability)", () => {
  it("reads the weekly hours alone with the staff form's rules, ignoring every other field", () => {
    const availability = { ...DEFAULT_STAFF_AVAILABILITY, sunday: { enabled: true, start: "10:00", end: "15:00" } };
    const fields = { ...toStaffFormFields({ ...EMPTY_STAFF_FORM, availability }), staffId: "someone-else", name: "" };
    expect(staffAvailabilityFormSchema.parse(fields)).toEqual(availability);
  });

  it("reports each day's problem under its own field", () => {
    const fields = toStaffFormFields({
      ...EMPTY_STAFF_FORM,
      availability: { ...DEFAULT_STAFF_AVAILABILITY, friday: { enabled: true, start: "18:00", end: "09:00" } },
    });
    const result = staffAvailabilityFormSchema.safeParse({ ...fields, "availability.monday.start": "9am" });
    expect(fieldErrors(result)).toEqual({
      "availability.monday.start": "Enter a start time like 09:00",
      "availability.friday.end": "End time must be after start time",
    });
  });
});
