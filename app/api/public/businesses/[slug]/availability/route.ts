import { z } from "zod";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { availabilityQuerySchema } from "@/lib/bookings/public-booking-schema";
import type { AvailabilityResponse } from "@/lib/bookings/public-api";
import { defineRoute } from "@/lib/http/define-route";
import { PUBLIC_BUSINESS_NOT_FOUND, requirePublicBusinessId } from "@/lib/tenant/business-id";
import { publicBusinessIdSchema } from "@/lib/tenant/public-id";

/** Public: free start times of one service with one staff member, 21 days from today. */
export const GET = defineRoute({
  access: "public",
  params: z.object({ slug: publicBusinessIdSchema }),
  notFoundMessage: PUBLIC_BUSINESS_NOT_FOUND,
  query: availabilityQuerySchema,
  handler: async ({ params, query }, { db, now }): Promise<AvailabilityResponse> => {
    const businessId = await requirePublicBusinessId(db, params.slug);
    return getPublicAvailability(db, businessId, query.serviceId, query.staffId, now);
  },
});
