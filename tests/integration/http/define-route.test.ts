import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Database } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Role } from "@/lib/auth/roles";
import type { StaffAccess } from "@/lib/business/settings-schema";
import {
  AppError,
  FORBIDDEN_MESSAGE,
  NO_BUSINESS_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  UNEXPECTED_MESSAGE,
} from "@/lib/errors";
import { defineRoute, runRoute } from "@/lib/http/define-route";
import { fileResult, jsonResult, notModifiedResult, passThroughResult } from "@/lib/http/route-result";
import { nastyJson, nastyString } from "../../support/arbitraries";

/*
 * The route wrapper on its own (the routes' own tests go through it too): who may call, what the
 * request must hold, and how each answer and failure becomes HTTP. No database is read: the handlers
 * here never touch the one they are given.
 */

const db = {} as Database;
const URL_ = "http://localhost:3000/api/test";

const access = (overrides: Partial<StaffAccess> = {}): StaffAccess => ({
  enableStaffLogin: true,
  staffCanViewAllBookings: true,
  staffCanModifyBookings: true,
  staffCanManageAvailability: true,
  ...overrides,
});

function userOf(role: Role, options: { business?: boolean; modify?: boolean } = {}): CurrentUser {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    email: `${role}@example.com`,
    name: role,
    role,
    staffMemberId: null,
    sessionVersion: 0,
    business:
      options.business === false
        ? null
        : {
            id: "00000000-0000-4000-8000-000000000002",
            slug: "demo",
            name: "Demo",
            timeZone: "Europe/London",
            staffAccess: access({ staffCanModifyBookings: options.modify ?? true }),
          },
  };
}

const body = async (response: Response) => ({
  status: response.status,
  type: response.headers.get("content-type"),
  cache: response.headers.get("cache-control"),
  json: await response.json(),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("defineRoute: who may call", () => {
  const managersOnly = defineRoute({
    access: { can: ["manage", "services"], requiresBusiness: true },
    handler: async (_input, { business }) => ({ business: business.slug }),
  });

  it("answers the handler's data as JSON, never cached, to a caller with the ability", async () => {
    expect(await body(await runRoute(managersOnly, new Request(URL_), { user: userOf("manager"), db }))).toEqual({
      status: 200,
      type: "application/json",
      cache: "no-store",
      json: { business: "demo" },
    });
  });

  it("refuses the signed out (401), the wrong role (403) and a user without a business (404), in that order", async () => {
    const answer = async (user: CurrentUser | null) =>
      (await body(await runRoute(managersOnly, new Request(URL_), { user, db }))).json;
    expect(await answer(null)).toEqual({ error: NOT_SIGNED_IN_MESSAGE, code: "unauthenticated" });
    expect(await answer(userOf("staff", { business: false }))).toEqual({ error: FORBIDDEN_MESSAGE, code: "forbidden" });
    expect(await answer(userOf("owner", { business: false }))).toEqual({
      error: NO_BUSINESS_MESSAGE,
      code: "not_found",
    });
  });

  it("refuses staff whose business has the ability's switch off, and says a route's refusals in its own words", async () => {
    const modify = defineRoute({
      access: {
        can: ["modify", "bookings"],
        requiresBusiness: true,
        refusals: { unauthenticated: "Sign in to change bookings.", forbidden: "Not yours to change." },
      },
      handler: async () => ({ ok: true }),
    });
    const run = async (user: CurrentUser | null) => runRoute(modify, new Request(URL_), { user, db });
    expect((await run(userOf("staff", { modify: true }))).status).toBe(200);
    expect(await (await run(userOf("staff", { modify: false }))).json()).toEqual({
      error: "Not yours to change.",
      code: "forbidden",
    });
    expect(await (await run(null)).json()).toEqual({ error: "Sign in to change bookings.", code: "unauthenticated" });
  });

  it("hides every refusal and unknown address behind the same bare 404 when asked to", async () => {
    const hidden = defineRoute({
      access: { can: ["export", "bookings"], requiresBusiness: true },
      params: z.object({ id: z.uuid() }),
      hideRefusals: true,
      handler: async () => {
        throw new AppError("not_found", "No such booking");
      },
    });
    const id = "00000000-0000-4000-8000-000000000003";
    const answers = await Promise.all(
      [
        { user: null, params: { id } },
        { user: userOf("staff"), params: { id } },
        { user: userOf("owner", { business: false }), params: { id } },
        { user: userOf("owner"), params: { id: "not-a-uuid" } },
        { user: userOf("owner"), params: { id } },
      ].map(async (options) => {
        const response = await runRoute(hidden, new Request(URL_), { ...options, db });
        return [response.status, response.headers.get("content-type"), await response.text()];
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify([404, "text/plain; charset=utf-8", "Not Found"])]),
    );
  });
});

describe("defineRoute: what the request must hold", () => {
  const route = defineRoute({
    access: "public",
    params: z.object({ slug: z.string().regex(/^[a-z]+$/) }),
    notFoundMessage: "Business not found",
    query: z.object({ day: z.iso.date("Choose a day") }),
    headers: { "Idempotency-Key": z.string().min(16, "Send a longer key").optional() },
    body: z.object({ name: z.string().min(1, "Enter your name") }),
    handler: async ({ params, query, headers, body: sent }) =>
      jsonResult({ slug: params.slug, day: query.day, key: headers["Idempotency-Key"] ?? null, ...sent }, 201),
  });
  const post = (payload: string, headers: Record<string, string> = {}, query = "?day=2031-01-06") =>
    new Request(`${URL_}${query}`, {
      method: "POST",
      headers: { "content-type": "application/json", host: "localhost:3000", ...headers },
      body: payload,
    });
  const run = (request: Request, slug = "demo") => runRoute(route, request, { params: { slug }, db });

  it("hands the handler the parsed path, query, headers and body", async () => {
    const response = await run(post('{"name":"Ann"}', { "idempotency-key": "k".repeat(16) }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ slug: "demo", day: "2031-01-06", key: "k".repeat(16), name: "Ann" });
  });

  it("answers a path that does not parse 404, and input that does not validate 422 with each field's message", async () => {
    expect(await (await run(post('{"name":"Ann"}'), "DEMO!")).json()).toEqual({
      error: "Business not found",
      code: "not_found",
    });
    const invalid = async (request: Request) => {
      const response = await run(request);
      return { status: response.status, json: await response.json() };
    };
    expect(await invalid(post('{"name":"Ann"}', {}, "?day=someday"))).toEqual({
      status: 422,
      json: { error: "Choose a day", code: "invalid", fieldErrors: { day: "Choose a day" } },
    });
    // A header is parsed on its own: its message is the form's.
    expect(await invalid(post('{"name":"Ann"}', { "idempotency-key": "short" }))).toEqual({
      status: 422,
      json: { error: "Send a longer key", code: "invalid", fieldErrors: { form: "Send a longer key" } },
    });
    expect(await invalid(post('{"name":""}'))).toEqual({
      status: 422,
      json: { error: "Enter your name", code: "invalid", fieldErrors: { name: "Enter your name" } },
    });
  });

  it("reads the body through the size-limited, same-origin reader", async () => {
    const status = async (request: Request) => (await run(request)).status;
    expect(await status(post('{"name":"Ann"}', { origin: "https://evil.example" }))).toBe(403);
    expect(await status(post('{"name":"Ann"}', { "content-type": "text/plain" }))).toBe(415);
    expect(await status(post(JSON.stringify({ name: "x".repeat(20_000) })))).toBe(413);
    expect(await status(post("{not json"))).toBe(400);
  });

  it("never answers malformed input with a 500 (property)", async () => {
    await fc.assert(
      fc.asyncProperty(nastyString(40), nastyString(40), nastyJson, async (slug, day, payload) => {
        const request = post(JSON.stringify(payload), {}, `?${new URLSearchParams({ day })}`);
        const response = await run(request, slug);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});

describe("defineRoute: answers and failures", () => {
  const answering = (answer: () => Promise<unknown>) => defineRoute({ access: "public", handler: answer });
  const run = (route: ReturnType<typeof answering>) => runRoute(route, new Request(URL_), { db });

  it("keeps an AppError's status, code and message", async () => {
    const route = answering(async () => {
      throw new AppError("slot_taken", "That time has just been booked", { fieldErrors: { time: "Taken" } });
    });
    expect(await body(await run(route))).toEqual({
      status: 409,
      type: "application/json",
      cache: "no-store",
      json: { error: "That time has just been booked", code: "slot_taken", fieldErrors: { time: "Taken" } },
    });
  });

  it("logs anything else once and answers 500 without its details", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await run(
      answering(async () => {
        throw new Error("connection reset: secret details");
      }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: UNEXPECTED_MESSAGE });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("sends a file with its type, name, cache policy and validators; bytes with their length", async () => {
    const lastModified = new Date("2031-01-06T10:00:00Z");
    const response = await run(
      answering(async () =>
        fileResult({
          body: new Uint8Array([1, 2, 3]),
          contentType: "text/calendar; charset=utf-8",
          disposition: "attachment",
          fileName: "demo.ics",
          cacheControl: "private, no-cache",
          etag: '"v1"',
          lastModified,
          headers: { "X-Robots-Tag": "noindex" },
        }),
      ),
    );
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      "cache-control": "private, no-cache",
      "content-disposition": 'attachment; filename="demo.ics"',
      "content-length": "3",
      "content-type": "text/calendar; charset=utf-8",
      etag: '"v1"',
      "last-modified": lastModified.toUTCString(),
      "x-robots-tag": "noindex",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("answers 304 with the validators only, and passes a library's own response on untouched", async () => {
    const notModified = await run(answering(async () => notModifiedResult({ cacheControl: "no-cache", etag: '"v1"' })));
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"v1"');
    expect(notModified.headers.get("content-type")).toBeNull();
    expect(await notModified.text()).toBe("");

    const own = new Response("from Auth.js", { status: 302, headers: { location: "/login" } });
    expect(await run(answering(async () => passThroughResult(own)))).toBe(own);
  });
});
