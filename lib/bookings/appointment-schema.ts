import { z } from "zod";
import { checkboxSchema } from "@/lib/forms/checkbox";
import {
  ANY_STAFF,
  CUSTOMER_DETAILS_LIMITS,
  customerDetailsSchema,
  MAX_VISIT_SERVICES,
} from "@/lib/bookings/public-booking-schema";
import { singleLineText } from "@/lib/forms/text";

/*
 * Appointments the business adds or moves itself (the schedule screen): a walk-in or a phone booking
 * needs a name, nothing else about the customer. Client-safe: zod only.
 */

/** Longest appointment the schedule can make by resizing (a full working day). */
export const MAX_APPOINTMENT_MINUTES = 12 * 60;

const tooLong = (limit: number) => `Please use at most ${limit} characters`;
const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date");
const timeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time");

export const newAppointmentSchema = z
  .object({
    serviceId: z.uuid("Choose a service"),
    /** A visit: the services that follow the first, back to back, with the same staff member. */
    alsoServiceIds: z
      .array(z.uuid("Choose a service"))
      .max(MAX_VISIT_SERVICES - 1, `A visit can have at most ${MAX_VISIT_SERVICES} services`)
      .default([]),
    staffId: z.union([z.literal(ANY_STAFF), z.uuid()], { error: "Choose a staff member" }),
    date: dateField,
    time: timeField,
    customerName: singleLineText()
      .trim()
      .min(1, "Please enter the customer's name")
      .max(CUSTOMER_DETAILS_LIMITS.customerName, tooLong(CUSTOMER_DETAILS_LIMITS.customerName)),
    customerEmail: singleLineText()
      .trim()
      .max(CUSTOMER_DETAILS_LIMITS.customerEmail, tooLong(CUSTOMER_DETAILS_LIMITS.customerEmail))
      .refine((value) => value === "" || z.email().safeParse(value).success, "Please enter a valid email address")
      .default(""),
    // The phone and notes rules are the booking page's.
    customerPhone: customerDetailsSchema.shape.customerPhone,
    notes: customerDetailsSchema.shape.notes,
    notifyCustomer: checkboxSchema,
  })
  .refine((input) => new Set([input.serviceId, ...input.alsoServiceIds]).size === input.alsoServiceIds.length + 1, {
    path: ["alsoServiceIds"],
    message: "Each service can be added to a visit once",
  });
export type NewAppointmentInput = z.output<typeof newAppointmentSchema>;

export const moveAppointmentSchema = z.object({
  id: z.unknown().transform((value) => (typeof value === "string" ? value.trim() : "")),
  staffId: z.uuid("Choose a staff member"),
  date: dateField,
  time: timeField,
  durationMinutes: z.coerce
    .number({ error: "Choose a length" })
    .int("Choose a length")
    .min(15, "An appointment lasts at least 15 minutes")
    .max(MAX_APPOINTMENT_MINUTES, "An appointment lasts at most 12 hours")
    .refine((minutes) => minutes % 15 === 0, "Use steps of 15 minutes"),
  /** Email the customer the new time; absent = the business's "notify the customer" setting. */
  notifyCustomer: z.boolean().optional(),
  /** An Undo: the email of the move it takes back (withdrawn if it has not gone yet), null when it had none. */
  undoMailId: z.uuid().nullable().optional(),
});
export type MoveAppointmentInput = z.output<typeof moveAppointmentSchema>;

export const moveNoticeSchema = z.object({
  id: z.unknown().transform((value) => (typeof value === "string" ? value.trim() : "")),
  mailId: z.uuid().optional(),
  notify: z.boolean(),
});

/** New appointment's free times for a service, a staff member (or any available) and a date. */
export const freeTimesSchema = z.object({
  serviceId: z.uuid("Choose a service"),
  alsoServiceIds: z
    .array(z.uuid("Choose a service"))
    .max(MAX_VISIT_SERVICES - 1)
    .default([]),
  staffId: z.union([z.literal(ANY_STAFF), z.uuid()], { error: "Choose a staff member" }),
  date: dateField,
});

export const customerSearchSchema = z.object({
  query: singleLineText().trim().max(100, tooLong(100)).default(""),
});
