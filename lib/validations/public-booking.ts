import { z } from "zod";

const uuid = z.uuid("Choose a service and a staff member");

export const availabilityQuerySchema = z.object({ serviceId: uuid, staffId: uuid });

/** A customer's booking request (spec section 5, Booking details form), with length limits. */
export const publicBookingSchema = z.object({
  serviceId: uuid,
  staffId: uuid,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time"),
  customerName: z.string().trim().min(1, "Please enter your full name").max(120, "Please use at most 120 characters"),
  customerEmail: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "Please use at most 254 characters")
    .pipe(z.email("Please enter a valid email address")),
  customerPhone: z
    .string()
    .trim()
    .max(40, "Please use at most 40 characters")
    .regex(/^[0-9+()\-\s]*$/, "Please enter a valid phone number")
    .default(""),
  notes: z.string().trim().max(1000, "Please use at most 1000 characters").default(""),
});

export type PublicBookingInput = z.output<typeof publicBookingSchema>;
