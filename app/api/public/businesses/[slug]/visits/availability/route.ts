import { z } from "zod";
import { getVisitAvailability } from "@/lib/availability/visit-context";
import { visitAvailabilityQuerySchema } from "@/lib/bookings/public-booking-schema";
import type { AvailabilityResponse } from "@/lib/bookings/public-api";
import { defineRoute } from "@/lib/http/define-route";
import { PUBLIC_BUSINESS_NOT_FOUND, requirePublicBusinessId } from "@/lib/tenant/business-id";
import { publicBusinessIdSchema } from "@/lib/tenant/public-id";

/** Public: free start times of a visit of several services back to back, 21 days from today. */
export const GET = defineRoute({
  access: "public",
  params: z.object({ slug: publicBusinessIdSchema }),
  notFoundMessage: PUBLIC_BUSINESS_NOT_FOUND,
  query: visitAvailabilityQuerySchema,
  handler: async ({ params, query }, { db, now }): Promise<AvailabilityResponse> => {
    const businessId = await requirePublicBusinessId(db, params.slug);
    const choices = query.services.map((serviceId, index) => ({ serviceId, staffId: query.staff[index] }));
    return getVisitAvailability(db, businessId, choices, query.staffing, now);
  },
});
