import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/forms/text";

/*
 * The public booking request, checked by the API and, for the customer's details, by the booking
 * wizard before sending (same schema, so the messages are the same). Client-safe: zod only.
 */

/** The staff choice that lets the server pick whoever is free ("any professional", "any available"). */
export const ANY_STAFF = "any";

const uuid = z.uuid("Choose a service and a staff member");
/** A staff member's id, or ANY_STAFF ("any professional": the server picks whoever is free). */
const staffChoice = z.union([z.literal(ANY_STAFF), uuid], { error: "Choose a service and a staff member" });

export const availabilityQuerySchema = z.object({ serviceId: uuid, staffId: staffChoice });

/**
 * The booking request's Idempotency-Key header: one per booking attempt, so a retried POST (a lost
 * connection, a double tap) finds the booking it made instead of booking twice.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, "The Idempotency-Key header must be 16-100 letters, digits, - or _");

/** Longest accepted value of each detail, also the form's maxLength. */
export const CUSTOMER_DETAILS_LIMITS = {
  customerName: 120,
  customerEmail: 254,
  customerPhone: 40,
  notes: 1000,
} as const;

const tooLong = (limit: number) => `Please use at most ${limit} characters`;

/** The customer's details: name and email required, phone and notes optional. */
export const customerDetailsSchema = z.object({
  customerName: singleLineText()
    .trim()
    .min(1, "Please enter your full name")
    .max(CUSTOMER_DETAILS_LIMITS.customerName, tooLong(CUSTOMER_DETAILS_LIMITS.customerName)),
  customerEmail: singleLineText()
    .trim()
    .min(1, "Please enter your email address")
    .max(CUSTOMER_DETAILS_LIMITS.customerEmail, tooLong(CUSTOMER_DETAILS_LIMITS.customerEmail))
    .pipe(z.email("Please enter a valid email address")),
  customerPhone: singleLineText()
    .trim()
    .max(CUSTOMER_DETAILS_LIMITS.customerPhone, tooLong(CUSTOMER_DETAILS_LIMITS.customerPhone))
    .regex(/^[0-9+()\-\s]*$/, "Please enter a valid phone number")
    .default(""),
  notes: multiLineText().trim().max(CUSTOMER_DETAILS_LIMITS.notes, tooLong(CUSTOMER_DETAILS_LIMITS.notes)).default(""),
});

/** A customer's booking request: the chosen service, staff member, date and time, and their details. */
export const publicBookingSchema = z.object({
  serviceId: uuid,
  staffId: staffChoice,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time"),
  ...customerDetailsSchema.shape,
});

export type PublicBookingInput = z.output<typeof publicBookingSchema>;
