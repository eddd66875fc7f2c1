import { z } from "zod";
import { getRequestClientAddress } from "@/lib/auth/client-address";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import type { BookingCreatedResponse } from "@/lib/bookings/public-api";
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  publicBookingSchema,
} from "@/lib/bookings/public-booking-schema";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResult } from "@/lib/http/route-result";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { PUBLIC_BUSINESS_NOT_FOUND, requirePublicBusinessId } from "@/lib/tenant/business-id";
import { publicBusinessIdSchema } from "@/lib/tenant/public-id";

/**
 * Public: a customer books a slot (no sign-in). The public id becomes the business's id here; below, everything
 * takes the id. With an Idempotency-Key header, a repeat of a request that already booked answers 200 with that
 * booking (before any rate limit counts it) and books nothing.
 */
export const POST = defineRoute({
  access: "public",
  params: z.object({ slug: publicBusinessIdSchema }),
  notFoundMessage: PUBLIC_BUSINESS_NOT_FOUND,
  headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() },
  body: publicBookingSchema,
  handler: async ({ params, headers, body }, { db, request, now }) => {
    const businessId = await requirePublicBusinessId(db, params.slug);
    const created = await createPublicBooking(db, businessId, body, {
      now,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      clientAddress: getRequestClientAddress(request.headers),
    });
    for (const to of created.emailedTo) scheduleMailDelivery({ to, subject: `Booking ${created.booking.id}` });
    return jsonResult(toResponseBody(created), created.replayed ? 200 : 201);
  },
});

function toResponseBody(created: Pick<BookingCreatedResponse, "booking" | "manageUrl" | "calendar">) {
  return {
    booking: created.booking,
    manageUrl: created.manageUrl,
    calendar: created.calendar,
  } satisfies BookingCreatedResponse;
}
