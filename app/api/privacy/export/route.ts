import { defineRoute } from "@/lib/http/define-route";
import { BUSINESS_NOT_FOUND_EXPORT, exportBusinessData } from "@/lib/privacy/business-export";

export const dynamic = "force-dynamic";

/** "Export all business data" (owner only): the session's business as one JSON file, without secrets. */
export const GET = defineRoute({
  access: {
    can: ["manage", "privacy"],
    requiresBusiness: true,
    refusals: {
      unauthenticated: "Please sign in to export your business data.",
      forbidden: "Only the owner can export all business data.",
      noBusiness: BUSINESS_NOT_FOUND_EXPORT,
    },
  },
  handler: async (_input, { db, user, business, now }) => exportBusinessData(db, { user, business }, now),
});
