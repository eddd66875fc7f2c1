import { z } from "zod";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { availabilityQuerySchema } from "@/lib/bookings/public-booking-schema";
import type { AvailabilityResponse } from "@/lib/bookings/public-api";
import { AppError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/define-route";
import { resolvePublicBusinessId } from "@/lib/tenant/business-id";
import { publicBusinessIdSchema } from "@/lib/tenant/public-id";

const BUSINESS_NOT_FOUND = "Business not found";

/** Public: free start times of one service with one staff member, 21 days from today. */
export const GET = defineRoute({
  access: "public",
  params: z.object({ slug: publicBusinessIdSchema }),
  notFoundMessage: BUSINESS_NOT_FOUND,
  query: availabilityQuerySchema,
  handler: async ({ params, query }, { db, now }): Promise<AvailabilityResponse> => {
    const businessId = await resolvePublicBusinessId(db, params.slug);
    if (!businessId) throw new AppError("not_found", BUSINESS_NOT_FOUND);
    return getPublicAvailability(db, businessId, query.serviceId, query.staffId, now);
  },
});
