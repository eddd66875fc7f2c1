import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/db";
import type { Database } from "@/db/client";
import { getAllowedRoles, hasAbility, type Ability } from "@/lib/access/policy";
import type { CurrentUser } from "@/lib/auth/load-user";
import { getCurrentUser } from "@/lib/auth/session";
import { AppError, FORBIDDEN_MESSAGE, NO_BUSINESS_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { jsonError, jsonFromError, jsonValidationError } from "./json-response";
import { readJsonBody } from "./read-json-body";
import { notFoundResult } from "./route-result";
import { toResponse } from "./route-response";

/*
 * A route handler's rules in one object, as defineAction's are for server actions: who may call it,
 * what its address, query, headers and JSON body must hold, and what it does. The handler returns
 * data (answered as JSON) or a route result (lib/http/route-result.ts); it never builds a Response.
 * In order: session → ability → business (signed-in routes) → params → query → headers → body → handler.
 * The session is checked here, not trusted to the proxy. Expected failures (AppError) answer JSON
 * `{ error, code }` with their status; input that does not validate answers 422 with each field's
 * message (a path that does not parse: 404); anything else is logged once and answered 500.
 */

type Business = NonNullable<CurrentUser["business"]>;

/** What a refusal says, when the route says it in its own words. */
type RefusalMessages = { unauthenticated?: string; forbidden?: string; noBusiness?: string };

export type SignedInAccess = {
  can: Ability;
  requiresBusiness: boolean;
  refusals?: RefusalMessages;
};

export type RouteAccess = "public" | SignedInAccess;

type Schema = z.ZodType;
type HeaderSchemas = Record<string, Schema>;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export type RouteInput<P, Q, H, B> = {
  params: Parsed<P>;
  query: Parsed<Q>;
  headers: { [K in keyof H]: Parsed<H[K]> };
  body: Parsed<B>;
};

export type RouteContext<A extends RouteAccess> = {
  db: Database;
  request: Request;
  now: Date;
} & (A extends SignedInAccess
  ? { user: CurrentUser; business: A["requiresBusiness"] extends true ? Business : Business | null }
  : { user: null; business: null });

export type RouteDefinition<
  A extends RouteAccess,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  H extends HeaderSchemas | undefined,
  B extends Schema | undefined,
> = {
  access: A;
  /** The path's segments; any that do not parse is an address that does not exist (404). */
  params?: P;
  /** The 404's message for a path that does not parse. */
  notFoundMessage?: string;
  /** The query string, one value per name (the first). */
  query?: Q;
  /** Named request headers, each parsed on its own (an absent one is undefined). */
  headers?: H;
  /** A JSON body, read by the size-limited, same-origin reader (lib/http/read-json-body.ts). */
  body?: B;
  /** Refusals and unknown addresses answer a bare 404 that tells nothing of what exists (downloads, feeds). */
  hideRefusals?: boolean;
  handler: (input: RouteInput<P, Q, H, B>, context: RouteContext<A>) => Promise<unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition, whatever its schemas
type AnyRouteDefinition = RouteDefinition<RouteAccess, any, any, any, any>;

/** The path's segments as Next hands them over, before their schema reads them. */
type ParamsIn<P> = P extends Schema
  ? { [K in keyof z.input<P>]: string }
  : Record<string, string | string[] | undefined>;

/** The handler Next calls; `definition` lets tests run it for a given user (runRoute). */
export type RouteHandler<P = unknown> = ((
  request: Request,
  context: { params: Promise<ParamsIn<P>> },
) => Promise<Response>) & { definition: AnyRouteDefinition };

/** Input that did not validate (not a bug: answered 422 or, in the path, 404). */
class InvalidInput {
  constructor(
    readonly where: "params" | "input",
    readonly error: z.ZodError,
  ) {}
}

function parse(schema: Schema, value: unknown, where: InvalidInput["where"]): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidInput(where, parsed.error);
  return parsed.data;
}

/** Who may call it, before anything of the request is read. */
function checkCaller(access: SignedInAccess, user: CurrentUser | null): asserts user is CurrentUser {
  const { refusals = {} } = access;
  if (!user) throw new AppError("unauthenticated", refusals.unauthenticated ?? NOT_SIGNED_IN_MESSAGE);
  const forbidden = () => new AppError("forbidden", refusals.forbidden ?? FORBIDDEN_MESSAGE);
  if (!getAllowedRoles(access.can).includes(user.role)) throw forbidden();
  if (access.requiresBusiness && !user.business) {
    throw new AppError("not_found", refusals.noBusiness ?? NO_BUSINESS_MESSAGE);
  }
  // A switch of the staff portal (the role alone allowed it).
  if (!hasAbility(user, access.can)) throw forbidden();
}

function readQuery(request: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) query[name] ??= value;
  return query;
}

async function readInput(definition: AnyRouteDefinition, request: Request, rawParams: unknown) {
  const input = { params: undefined, query: undefined, headers: {}, body: undefined } as RouteInput<
    Schema,
    Schema,
    HeaderSchemas,
    Schema
  >;
  if (definition.params) input.params = parse(definition.params, rawParams, "params");
  if (definition.query) input.query = parse(definition.query, readQuery(request), "input");
  for (const [name, schema] of Object.entries((definition.headers ?? {}) as HeaderSchemas)) {
    input.headers[name] = parse(schema, request.headers.get(name) ?? undefined, "input");
  }
  if (definition.body) {
    const body = await readJsonBody(request);
    if (!body.ok) throw body.error;
    input.body = parse(definition.body, body.value, "input");
  }
  return input;
}

const HIDDEN_CODES: ReadonlySet<string> = new Set(["unauthenticated", "forbidden", "not_found"]);

function answerFailure(definition: AnyRouteDefinition, error: unknown): Response {
  if (error instanceof InvalidInput) {
    if (error.where === "input") return jsonValidationError(error.error);
    return definition.hideRefusals
      ? toResponse(notFoundResult())
      : jsonError("not_found", definition.notFoundMessage ?? "Not found");
  }
  if (definition.hideRefusals && error instanceof AppError && HIDDEN_CODES.has(error.code)) {
    return toResponse(notFoundResult());
  }
  return jsonFromError(error);
}

/** For tests: the user (null: signed out), the database and the clock the request runs with. */
export type RouteRunOptions = { user?: CurrentUser | null; db?: Database; now?: Date; params?: unknown };

async function respond(definition: AnyRouteDefinition, request: Request, options: RouteRunOptions) {
  try {
    const db = options.db ?? getDb();
    const now = options.now ?? new Date();
    let user: CurrentUser | null = null;
    if (definition.access !== "public") {
      user = options.user !== undefined ? options.user : await getCurrentUser();
      checkCaller(definition.access, user);
    }
    const input = await readInput(definition, request, options.params ?? {});
    const context = { db, request, now, user, business: user?.business ?? null };
    return toResponse(await definition.handler(input, context as never));
  } catch (error) {
    // Next's own signals (a redirect, notFound, a dynamic bailout while prerendering) are not failures.
    unstable_rethrow(error);
    return answerFailure(definition, error);
  }
}

export function defineRoute<
  const A extends RouteAccess,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  H extends HeaderSchemas | undefined = undefined,
  B extends Schema | undefined = undefined,
>(definition: RouteDefinition<A, P, Q, H, B>): RouteHandler<P> {
  const route = definition as unknown as AnyRouteDefinition;
  const handler = async (request: Request, context: { params: Promise<unknown> }) =>
    respond(route, request, { params: await context.params });
  return Object.assign(handler, { definition: route });
}

/** Runs a route as Next would, for a given user instead of the request's session (integration tests). */
export function runRoute(
  route: { definition: AnyRouteDefinition },
  request: Request,
  options: RouteRunOptions = {},
): Promise<Response> {
  return respond(route.definition, request, options);
}
