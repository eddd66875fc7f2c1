import { z } from "zod";
import { checkboxSchema } from "@/lib/forms/checkbox";
import { singleLineText } from "@/lib/forms/text";
import { CUSTOMER_DETAILS_LIMITS, customerDetailsSchema } from "@/lib/bookings/public-booking-schema";
import { MAX_EVERY_WEEKS, MAX_SERIES_OCCURRENCES, MIN_SERIES_OCCURRENCES } from "./plan-series";

/*
 * A repeat series from the dashboard (New appointment's "Repeat", an appointment's "Book again"), and the scoped
 * change or cancel of a series booking. Client-safe: zod only.
 */

const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date");
const timeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time");
const tooLong = (limit: number) => `Please use at most ${limit} characters`;

/** Every N weeks, M times or until a date. */
export const repeatSchema = z
  .object({
    everyWeeks: z.coerce
      .number({ error: "Choose how often" })
      .int("Choose how often")
      .min(1, "Choose how often")
      .max(MAX_EVERY_WEEKS, `Repeat at most every ${MAX_EVERY_WEEKS} weeks`),
    ends: z.enum(["count", "until"], { error: "Choose when the series ends" }),
    count: z.coerce
      .number({ error: "Choose how many times" })
      .int("Choose how many times")
      .min(MIN_SERIES_OCCURRENCES, `Repeat at least ${MIN_SERIES_OCCURRENCES} times`)
      .max(MAX_SERIES_OCCURRENCES, `Repeat at most ${MAX_SERIES_OCCURRENCES} times`)
      .optional(),
    until: dateField.optional(),
  })
  .superRefine((repeat, context) => {
    if (repeat.ends === "count" && repeat.count === undefined) {
      context.addIssue({ code: "custom", path: ["count"], message: "Choose how many times" });
    }
    if (repeat.ends === "until" && repeat.until === undefined) {
      context.addIssue({ code: "custom", path: ["until"], message: "Choose the last date" });
    }
  });
export type RepeatInput = z.output<typeof repeatSchema>;

/** The series asked for: the first appointment's service, staff member, date and time, and how it repeats. */
export const checkSeriesSchema = z.object({
  serviceId: z.uuid("Choose a service"),
  staffId: z.uuid("Choose a staff member"),
  date: dateField,
  time: timeField,
  repeat: repeatSchema,
});
export type CheckSeriesInput = z.output<typeof checkSeriesSchema>;

/** One occurrence to book: its planned date, at this time with this staff member (a picked alternative or as asked). */
export const seriesChoiceSchema = z.object({
  date: dateField,
  time: timeField,
  staffId: z.uuid("Choose a staff member"),
});
export type SeriesChoice = z.output<typeof seriesChoiceSchema>;

export const bookSeriesSchema = checkSeriesSchema.extend({
  choices: z
    .array(seriesChoiceSchema)
    .min(1, "Choose at least one date to book")
    .max(MAX_SERIES_OCCURRENCES, `A series has at most ${MAX_SERIES_OCCURRENCES} appointments`),
  customerName: singleLineText()
    .trim()
    .min(1, "Please enter the customer's name")
    .max(CUSTOMER_DETAILS_LIMITS.customerName, tooLong(CUSTOMER_DETAILS_LIMITS.customerName)),
  customerEmail: singleLineText()
    .trim()
    .max(CUSTOMER_DETAILS_LIMITS.customerEmail, tooLong(CUSTOMER_DETAILS_LIMITS.customerEmail))
    .refine((value) => value === "" || z.email().safeParse(value).success, "Please enter a valid email address")
    .default(""),
  customerPhone: customerDetailsSchema.shape.customerPhone,
  notes: customerDetailsSchema.shape.notes,
  notifyCustomer: checkboxSchema,
});
export type BookSeriesInput = z.output<typeof bookSeriesSchema>;

/** Which occurrences a change or cancel reaches. */
export const SERIES_SCOPES = ["this", "following", "series"] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

const bookingId = z.unknown().transform((value) => (typeof value === "string" ? value.trim() : ""));

export const cancelSeriesSchema = z.object({
  id: bookingId,
  scope: z.enum(SERIES_SCOPES, { error: "Choose which appointments" }),
});

export const moveSeriesSchema = z.object({
  id: bookingId,
  scope: z.enum(SERIES_SCOPES, { error: "Choose which appointments" }),
  staffId: z.uuid("Choose a staff member"),
  date: dateField,
  time: timeField,
});
export type MoveSeriesInput = z.output<typeof moveSeriesSchema>;
