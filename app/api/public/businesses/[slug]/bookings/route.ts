import { getRequestClientAddress } from "@/lib/auth/client-address";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import type { BookingCreatedResponse } from "@/lib/bookings/public-api";
import { getDb } from "@/db";
import { jsonError, jsonFromError, jsonOk, jsonValidationError } from "@/lib/http/json-response";
import { readJsonBody } from "@/lib/http/read-json-body";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { consumeBookingRateLimits } from "@/lib/rate-limit/booking-limits";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";
import { publicBookingSchema } from "@/lib/validations/public-booking";

type Context = { params: Promise<{ slug: string }> };

/** Public: a customer books a slot (no sign-in). */
export async function POST(request: Request, { params }: Context) {
  const slug = parsePublicBusinessId((await params).slug);
  if (!slug) return jsonError("not_found", "Business not found");
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = publicBookingSchema.safeParse(body.value);
  if (!parsed.success) return jsonValidationError(parsed.error);

  const db = getDb();
  try {
    await consumeBookingRateLimits(db, {
      clientAddress: getRequestClientAddress(request.headers),
      slug,
      ...parsed.data,
    });
    const created = await createPublicBooking(db, slug, parsed.data, { now: new Date() });
    for (const to of created.emailedTo) scheduleMailDelivery({ to, subject: `Booking ${created.booking.id}` });
    return jsonOk(
      {
        booking: created.booking,
        manageUrl: created.manageUrl,
        calendar: created.calendar,
      } satisfies BookingCreatedResponse,
      201,
    );
  } catch (error) {
    return jsonFromError(error);
  }
}
