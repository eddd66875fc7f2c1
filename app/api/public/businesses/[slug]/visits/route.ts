import { z } from "zod";
import { getRequestClientAddress } from "@/lib/auth/client-address";
import { createPublicVisit } from "@/lib/bookings/create-visit";
import type { VisitCreatedResponse } from "@/lib/bookings/public-api";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, publicVisitSchema } from "@/lib/bookings/public-booking-schema";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResult } from "@/lib/http/route-result";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { PUBLIC_BUSINESS_NOT_FOUND, requirePublicBusinessId } from "@/lib/tenant/business-id";
import { publicBusinessIdSchema } from "@/lib/tenant/public-id";

/**
 * Public: a customer books a visit of several services back to back (no sign-in), whole or not at all. With an
 * Idempotency-Key header, a repeat of a request that already booked answers 200 with that visit and books nothing.
 */
export const POST = defineRoute({
  access: "public",
  params: z.object({ slug: publicBusinessIdSchema }),
  notFoundMessage: PUBLIC_BUSINESS_NOT_FOUND,
  headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() },
  body: publicVisitSchema,
  handler: async ({ params, headers, body }, { db, request, now }) => {
    const businessId = await requirePublicBusinessId(db, params.slug);
    const created = await createPublicVisit(db, businessId, body, {
      now,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      clientAddress: getRequestClientAddress(request.headers),
    });
    for (const to of created.emailedTo) scheduleMailDelivery({ to, subject: `Visit ${created.visit.id}` });
    const { visit, manageUrl, calendar } = created;
    return jsonResult({ visit, manageUrl, calendar } satisfies VisitCreatedResponse, created.replayed ? 200 : 201);
  },
});
