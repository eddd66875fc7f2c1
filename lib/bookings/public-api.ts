import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";

/*
 * The public booking API's response bodies, shared by the routes (app/api/public/businesses/[slug]/...)
 * that send them and the booking wizard that reads them. Client-safe: types and zod schemas only.
 */

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** GET .../availability: free start times ('HH:mm') per date ('YYYY-MM-DD'), in the business's zone. */
export const availabilityResponseSchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      slots: z.array(z.string()),
      /** Only on a date without times: why ("closed", "no_times_left" or "fully_booked"). */
      reason: z.enum(["closed", "no_times_left", "fully_booked"]).optional().catch(undefined),
    }),
  ),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** POST .../bookings, 201: the server's record of the booking and the customer's manage link. */
export const bookingCreatedResponseSchema = z.object({
  booking: z.object({
    id: z.string(),
    serviceName: z.string(),
    staffName: z.string(),
    date: z.string(),
    time: z.string(),
    durationMinutes: z.number(),
    pricePence: z.number(),
  }),
  manageUrl: z.string(),
  /** Add to Google Calendar, Add to Outlook, and the .ics file (Apple Calendar and the rest). */
  calendar: z.object({ google: z.string(), outlook: z.string(), ics: z.string() }),
});
export type BookingCreatedResponse = z.infer<typeof bookingCreatedResponseSchema>;
export type CreatedBookingSummary = BookingCreatedResponse["booking"];

/** POST .../visits, 201: the visit as booked (each service with who does it and when, the totals) and its link. */
export const visitCreatedResponseSchema = z.object({
  visit: z.object({
    id: z.string(),
    /** "Full Colour + Haircut & Style", with "Emma Wilson" (or "Emma Wilson and James Taylor"). */
    serviceName: z.string(),
    staffName: z.string(),
    date: z.string(),
    time: z.string(),
    /** From the first service's start to the last one's end. */
    durationMinutes: z.number(),
    pricePence: z.number(),
    items: z.array(
      z.object({
        bookingId: z.string(),
        serviceName: z.string(),
        staffName: z.string(),
        date: z.string(),
        time: z.string(),
        durationMinutes: z.number(),
        pricePence: z.number(),
      }),
    ),
  }),
  manageUrl: z.string(),
  calendar: bookingCreatedResponseSchema.shape.calendar,
});
export type VisitCreatedResponse = z.infer<typeof visitCreatedResponseSchema>;
export type CreatedVisitSummary = VisitCreatedResponse["visit"];

/**
 * Any 4xx/5xx: a message for the customer, the failure's code (absent only on an unexpected 500),
 * and per-field messages when the request did not validate.
 */
export const apiErrorResponseSchema = z.object({
  error: z.string(),
  // Tolerant, so an unknown code or odd field map never hides the message.
  code: z.enum(ERROR_CODES).optional().catch(undefined),
  fieldErrors: z.record(z.string(), z.string()).optional().catch(undefined),
});
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>;
