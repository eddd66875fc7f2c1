import { getPublicAvailability } from "@/lib/bookings/create-booking";
import { getDb } from "@/db";
import { jsonError, jsonFromError, jsonOk, jsonValidationError } from "@/lib/http/json-response";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";
import { availabilityQuerySchema } from "@/lib/validations/public-booking";

type Context = { params: Promise<{ slug: string }> };

/** Public: free start times of one service with one staff member, 21 days from today. */
export async function GET(request: Request, { params }: Context) {
  const slug = parsePublicBusinessId((await params).slug);
  if (!slug) return jsonError(404, "Business not found");
  const url = new URL(request.url);
  const query = availabilityQuerySchema.safeParse({ serviceId: url.searchParams.get("serviceId") ?? "", staffId: url.searchParams.get("staffId") ?? "" });
  if (!query.success) return jsonValidationError(query.error);
  try {
    return jsonOk(await getPublicAvailability(getDb(), slug, query.data.serviceId, query.data.staffId, new Date()));
  } catch (error) {
    return jsonFromError(error);
  }
}
