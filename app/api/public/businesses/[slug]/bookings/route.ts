import { getRequestClientAddress } from "@/lib/auth/client-address";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import type { BookingCreatedResponse } from "@/lib/bookings/public-api";
import { getDb } from "@/db";
import { jsonError, jsonFromError, jsonOk, jsonValidationError } from "@/lib/http/json-response";
import { readJsonBody } from "@/lib/http/read-json-body";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { resolvePublicBusinessId } from "@/lib/tenant/business-id";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  publicBookingSchema,
} from "@/lib/bookings/public-booking-schema";

type Context = { params: Promise<{ slug: string }> };

/**
 * Public: a customer books a slot (no sign-in). The public id becomes the business's id here; below, everything
 * takes the id. With an Idempotency-Key header, a repeat of a request that already booked answers 200 with that
 * booking (before any rate limit counts it) and books nothing.
 */
export async function POST(request: Request, { params }: Context) {
  const slug = parsePublicBusinessId((await params).slug);
  if (!slug) return jsonError("not_found", "Business not found");
  const keyHeader = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  const key = keyHeader === null ? null : idempotencyKeySchema.safeParse(keyHeader);
  if (key && !key.success) return jsonValidationError(key.error);
  const idempotencyKey = key?.data;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = publicBookingSchema.safeParse(body.value);
  if (!parsed.success) return jsonValidationError(parsed.error);

  const db = getDb();
  try {
    const businessId = await resolvePublicBusinessId(db, slug);
    if (!businessId) return jsonError("not_found", "Business not found");
    const created = await createPublicBooking(db, businessId, parsed.data, {
      now: new Date(),
      idempotencyKey,
      clientAddress: getRequestClientAddress(request.headers),
    });
    for (const to of created.emailedTo) scheduleMailDelivery({ to, subject: `Booking ${created.booking.id}` });
    return jsonOk(toResponseBody(created), created.replayed ? 200 : 201);
  } catch (error) {
    return jsonFromError(error);
  }
}

function toResponseBody(created: Pick<BookingCreatedResponse, "booking" | "manageUrl" | "calendar">) {
  return {
    booking: created.booking,
    manageUrl: created.manageUrl,
    calendar: created.calendar,
  } satisfies BookingCreatedResponse;
}
