import { describe, expect, it } from "vitest";
import {
  BLACKOUT_MESSAGES,
  createBlackoutSchema,
  deleteBlackoutSchema,
  updateBlackoutSchema,
} from "@/lib/blackouts/schema";

const STAFF_ID = "0b8a7f8e-6a59-4b71-9c39-0d3b3f7c2a11";

function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "business",
    staffId: "",
    startDate: "2026-11-24",
    endDate: "2026-11-26",
    startTime: "",
    endTime: "",
    reason: "",
    ...overrides,
  };
}

/** The first message per field, as the action layer reports them. */
function fieldErrors(input: Record<string, unknown>): Record<string, string> {
  const parsed = createBlackoutSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("createBlackoutSchema", () => {
  it("accepts a whole-day business blackout and stores no staff, times or pattern", () => {
    expect(createBlackoutSchema.parse(form({ reason: "  Staff training  " }))).toEqual({
      type: "business",
      staffId: null,
      startDate: "2026-11-24",
      endDate: "2026-11-26",
      startTime: null,
      endTime: null,
      reason: "Staff training",
      recurring: false,
      recurringPattern: "none",
    });
  });

  it("ignores a staff id sent with a business blackout", () => {
    expect(createBlackoutSchema.parse(form({ staffId: STAFF_ID })).staffId).toBeNull();
  });

  it("accepts a staff blackout with times and a recurring pattern", () => {
    const values = createBlackoutSchema.parse(
      form({
        type: "staff",
        staffId: STAFF_ID.toUpperCase(),
        startTime: "12:00",
        endTime: "13:00",
        recurring: "on",
        recurringPattern: "monthly",
      }),
    );
    expect(values).toMatchObject({
      type: "staff",
      staffId: STAFF_ID,
      startTime: "12:00",
      endTime: "13:00",
      recurring: true,
      recurringPattern: "monthly",
    });
  });

  it("defaults the pattern to weekly when recurring, and a missing type to business", () => {
    expect(createBlackoutSchema.parse(form({ recurring: "on" })).recurringPattern).toBe("weekly");
    expect(createBlackoutSchema.parse(form({ recurring: true, recurringPattern: "weekly" })).recurring).toBe(true);
    expect(createBlackoutSchema.parse(form({ recurringPattern: "monthly" })).recurringPattern).toBe("none");
    expect(createBlackoutSchema.parse(form({ type: undefined })).type).toBe("business");
  });

  it("accepts one-day ranges and equal start and end times (one blocked minute)", () => {
    expect(createBlackoutSchema.safeParse(form({ endDate: "2026-11-24" })).success).toBe(true);
    expect(createBlackoutSchema.safeParse(form({ startTime: "10:00", endTime: "10:00" })).success).toBe(true);
  });

  it("requires the dates", () => {
    expect(fieldErrors(form({ startDate: "", endDate: undefined }))).toEqual({
      startDate: BLACKOUT_MESSAGES.startDateRequired,
      endDate: BLACKOUT_MESSAGES.endDateRequired,
    });
    expect(BLACKOUT_MESSAGES.startDateRequired).toBe("Start date is required");
    expect(BLACKOUT_MESSAGES.endDateRequired).toBe("End date is required");
  });

  it("refuses impossible dates", () => {
    expect(fieldErrors(form({ startDate: "2026-02-30" }))).toEqual({ startDate: "Enter a valid start date" });
    expect(fieldErrors(form({ endDate: "26/11/2026" }))).toEqual({ endDate: "Enter a valid end date" });
  });

  it("refuses an end date before the start date", () => {
    expect(fieldErrors(form({ startDate: "2026-11-26", endDate: "2026-11-25" }))).toEqual({
      endDate: "End date cannot be before start date",
    });
    expect(fieldErrors(form({ startDate: "2027-01-01", endDate: "2026-12-31" }))).toEqual({
      endDate: "End date cannot be before start date",
    });
  });

  it("requires both times or neither, and refuses an end time before the start time", () => {
    expect(fieldErrors(form({ startTime: "09:00" }))).toEqual({
      endTime: "Enter both a start and an end time, or neither",
    });
    expect(fieldErrors(form({ endTime: "17:00" }))).toEqual({
      startTime: "Enter both a start and an end time, or neither",
    });
    expect(fieldErrors(form({ startTime: "13:00", endTime: "12:59" }))).toEqual({
      endTime: "End time cannot be before start time",
    });
    expect(fieldErrors(form({ startTime: "25:00", endTime: "12:00" }))).toEqual({
      startTime: "Enter a valid start time",
    });
  });

  it("requires a staff member for a staff blackout", () => {
    expect(fieldErrors(form({ type: "staff" }))).toEqual({ staffId: "Please select a staff member" });
    expect(fieldErrors(form({ type: "staff", staffId: "not-a-uuid" }))).toEqual({
      staffId: "Please select a staff member",
    });
  });

  it("refuses unknown types and patterns, and reasons over 200 characters", () => {
    expect(fieldErrors(form({ type: "everyone" }))).toEqual({ type: BLACKOUT_MESSAGES.typeRequired });
    expect(fieldErrors(form({ recurring: "on", recurringPattern: "yearly" }))).toEqual({
      recurringPattern: "Choose weekly or monthly",
    });
    expect(fieldErrors(form({ reason: "x".repeat(201) }))).toEqual({ reason: "Reason can be at most 200 characters" });
    expect(createBlackoutSchema.safeParse(form({ reason: "x".repeat(200) })).success).toBe(true);
  });

  it("reports every problem at once", () => {
    const errors = fieldErrors({
      type: "staff",
      startDate: "",
      endDate: "",
      startTime: "10:00",
      reason: "x".repeat(300),
    });
    expect(Object.keys(errors).sort()).toEqual(["endDate", "endTime", "reason", "staffId", "startDate"]);
  });

  it("never takes a business id from the input", () => {
    const values = createBlackoutSchema.parse(form({ businessId: STAFF_ID }));
    expect(values).not.toHaveProperty("businessId");
  });
});

describe("update and delete schemas", () => {
  it("keep the id as text for the action to check", () => {
    expect(updateBlackoutSchema.parse({ ...form(), id: " abc " })).toMatchObject({
      id: "abc",
      values: { type: "business" },
    });
    expect(deleteBlackoutSchema.parse({ id: STAFF_ID })).toEqual({ id: STAFF_ID });
    expect(deleteBlackoutSchema.parse({})).toEqual({ id: "" });
  });

  it("validate the fields on update too", () => {
    expect(updateBlackoutSchema.safeParse({ ...form({ endDate: "2026-11-01" }), id: STAFF_ID }).success).toBe(false);
  });
});
