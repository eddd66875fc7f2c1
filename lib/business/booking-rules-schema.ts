import { z } from "zod";
import { checkboxSchema } from "@/lib/forms/checkbox";

/**
 * Booking Rules form. Posted field names: bufferMinutes, minNoticeHours, cancellationNoticeHours,
 * reminderHours, bookingWindowDays, each a whole number as typed. Minimum notice is edited in hours
 * and stored in minutes. notifyCustomerOfChanges is a checkbox ('on' when ticked): whether the schedule's
 * "Email the customer" starts ticked when the business moves an appointment.
 */

export const BOOKING_RULES_FIELDS = [
  "bufferMinutes",
  "minNoticeHours",
  "cancellationNoticeHours",
  "reminderHours",
  "bookingWindowDays",
] as const;

export type BookingRuleField = (typeof BOOKING_RULES_FIELDS)[number];

/** Each rule's range and its message; the database checks the same ranges. */
export const BOOKING_RULE_LIMITS: Record<BookingRuleField, { min: number; max: number; message: string }> = {
  bufferMinutes: { min: 0, max: 240, message: "Enter a whole number of minutes from 0 to 240" },
  minNoticeHours: { min: 0, max: 336, message: "Enter a whole number of hours from 0 to 336 (two weeks)" },
  cancellationNoticeHours: { min: 0, max: 720, message: "Enter a whole number of hours from 0 to 720 (30 days)" },
  reminderHours: {
    min: 0,
    max: 168,
    message: "Enter a whole number of hours from 0 to 168 (a week); 0 turns reminders off",
  },
  bookingWindowDays: { min: 1, max: 365, message: "Enter a whole number of days from 1 to 365" },
};

function wholeNumber(field: BookingRuleField) {
  const { min, max, message } = BOOKING_RULE_LIMITS[field];
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, context) => {
      const text = String(value ?? "").trim();
      const number = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isInteger(number) && number >= min && number <= max) return number;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .meta({ min, max, step: 1 });
}

export const bookingRulesFormSchema = z.object({
  bufferMinutes: wholeNumber("bufferMinutes"),
  minNoticeHours: wholeNumber("minNoticeHours"),
  cancellationNoticeHours: wholeNumber("cancellationNoticeHours"),
  reminderHours: wholeNumber("reminderHours"),
  bookingWindowDays: wholeNumber("bookingWindowDays"),
  notifyCustomerOfChanges: checkboxSchema,
});

export type BookingRulesInput = z.output<typeof bookingRulesFormSchema>;

/** The stored rules, as the columns hold them. */
export type BookingRules = {
  bufferMinutes: number;
  minNoticeMinutes: number;
  cancellationNoticeHours: number;
  reminderHours: number;
  bookingWindowDays: number;
  notifyCustomerOfChanges: boolean;
};

export type BookingRulesFormValues = Record<BookingRuleField, string> & { notifyCustomerOfChanges: boolean };

export function toBookingRules(input: BookingRulesInput): BookingRules {
  const { minNoticeHours, ...rest } = input;
  return { ...rest, minNoticeMinutes: minNoticeHours * 60 };
}

export function toBookingRulesFormValues(rules: BookingRules): BookingRulesFormValues {
  return {
    bufferMinutes: String(rules.bufferMinutes),
    minNoticeHours: String(Math.round(rules.minNoticeMinutes / 60)),
    cancellationNoticeHours: String(rules.cancellationNoticeHours),
    reminderHours: String(rules.reminderHours),
    bookingWindowDays: String(rules.bookingWindowDays),
    notifyCustomerOfChanges: rules.notifyCustomerOfChanges,
  };
}
