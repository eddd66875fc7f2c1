import { z } from "zod";
import { defineRoute } from "@/lib/http/define-route";
import { CUSTOMER_NOT_FOUND_EXPORT, decodeCustomerSegment, exportCustomerData } from "@/lib/privacy/customer-export";

export const dynamic = "force-dynamic";

/**
 * One customer's data as `?format=json` (default) or `?format=csv` (owners and managers): the session's
 * business only; another business's customer or an unknown email is a 404 JSON answer.
 */
export const GET = defineRoute({
  access: {
    can: ["export", "customers"],
    requiresBusiness: true,
    refusals: {
      unauthenticated: "Please sign in to export customer data.",
      forbidden: "You don't have permission to export customer data.",
      noBusiness: CUSTOMER_NOT_FOUND_EXPORT,
    },
  },
  params: z.object({ email: z.string().transform(decodeCustomerSegment) }),
  query: z.object({ format: z.string().optional() }),
  handler: async ({ params, query }, { db, user, business, now }) =>
    exportCustomerData(db, { user, business }, params.email, query.format, now),
});
