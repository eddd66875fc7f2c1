import type { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { defineRoute } from "@/lib/http/define-route";
import { passThroughResult } from "@/lib/http/route-result";

/*
 * Auth.js's own endpoints (sign-in, sign-out, session, CSRF): Auth.js reads the request and answers it
 * itself; the wrapper adds its error handling only.
 */

export const GET = defineRoute({
  access: "public",
  handler: async (_input, { request }) => passThroughResult(await handlers.GET(request as NextRequest)),
});

export const POST = defineRoute({
  access: "public",
  handler: async (_input, { request }) => passThroughResult(await handlers.POST(request as NextRequest)),
});
