import { z } from "zod";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResult } from "@/lib/http/route-result";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { PUBLIC_BUSINESS_NOT_FOUND, requirePublicBusinessId } from "@/lib/tenant/business-id";
import { publicBusinessIdSchema } from "@/lib/tenant/public-id";
import { JOINED_MESSAGE, joinWaitlist } from "@/lib/waitlist/join";
import { joinWaitlistSchema } from "@/lib/waitlist/join-schema";

/** Public: a customer joins the business's waitlist (no sign-in; limited per email and per business). */
export const POST = defineRoute({
  access: "public",
  params: z.object({ slug: publicBusinessIdSchema }),
  notFoundMessage: PUBLIC_BUSINESS_NOT_FOUND,
  body: joinWaitlistSchema,
  handler: async ({ params, body }, { db, now }) => {
    const businessId = await requirePublicBusinessId(db, params.slug);
    const { entryId } = await joinWaitlist(db, businessId, body, now);
    scheduleMailDelivery({ to: body.customerEmail, subject: "You are on the waitlist" });
    return jsonResult({ entryId, message: JOINED_MESSAGE }, 201);
  },
});
