import { getPublicAvailability } from "@/lib/availability/public-availability";
import type { AvailabilityResponse } from "@/lib/bookings/public-api";
import { getDb } from "@/db";
import { jsonError, jsonFromError, jsonOk, jsonValidationError } from "@/lib/http/json-response";
import { resolvePublicBusinessId } from "@/lib/tenant/business-id";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";
import { availabilityQuerySchema } from "@/lib/bookings/public-booking-schema";

type Context = { params: Promise<{ slug: string }> };

/** Public: free start times of one service with one staff member, 21 days from today. */
export async function GET(request: Request, { params }: Context) {
  const slug = parsePublicBusinessId((await params).slug);
  if (!slug) return jsonError("not_found", "Business not found");
  const url = new URL(request.url);
  const query = availabilityQuerySchema.safeParse({
    serviceId: url.searchParams.get("serviceId") ?? "",
    staffId: url.searchParams.get("staffId") ?? "",
  });
  if (!query.success) return jsonValidationError(query.error);
  try {
    const db = getDb();
    const businessId = await resolvePublicBusinessId(db, slug);
    if (!businessId) return jsonError("not_found", "Business not found");
    const availability = await getPublicAvailability(
      db,
      businessId,
      query.data.serviceId,
      query.data.staffId,
      new Date(),
    );
    return jsonOk(availability satisfies AvailabilityResponse);
  } catch (error) {
    return jsonFromError(error);
  }
}
