import { after } from "next/server";
import { z } from "zod";
import { serveFeed } from "@/lib/calendar/feed";
import { recordFeedHitSoon } from "@/lib/calendar/feed-hits";
import { defineRoute } from "@/lib/http/define-route";

// Read from the database on every request; never prerendered or cached by Next.
export const dynamic = "force-dynamic";

/** One staff member's live iCal feed, opened by that member's own secret token. */
export const GET = defineRoute({
  access: "public",
  params: z.object({ businessId: z.string(), staffId: z.string() }),
  query: z.object({ token: z.string().optional() }),
  // The token is the credential: anything it does not open is the same bare 404.
  hideRefusals: true,
  handler: async ({ params, query }, { db, request, now }) =>
    serveFeed(
      db,
      { businessId: params.businessId, staffId: params.staffId, token: query.token ?? null },
      request.headers,
      now,
      (hit) => after(() => recordFeedHitSoon(db, hit)),
      // Next 16 drops a route handler's Content-Encoding and compresses the response itself when the client
      // accepts gzip: a body gzipped here would reach the client gzipped twice, labelled once.
      { gzip: false },
    ),
});
