import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { getRequestClientAddress } from "@/lib/auth/client-address";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Role } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/auth/session";
import { getBusinessCache } from "@/lib/cache/business-cache";
import { getDb } from "@/db";
import type { Database } from "@/db/client";
import {
  AppError,
  FORBIDDEN_MESSAGE,
  NO_BUSINESS_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  UNEXPECTED_MESSAGE,
} from "@/lib/errors";
import { toInvalidForm } from "@/lib/forms/field-errors";
import type { ActionResult } from "./result";

/**
 * What a public action's handler gets: no user (any other credential, e.g. a signed link, is its input),
 * and the client's address for per-address limits (null when unknown: no trusted proxy).
 */
export type PublicContext = { db: Database; clientAddress: string | null };

export type ActionContext<NeedsBusiness extends boolean> = {
  db: Database;
  user: CurrentUser;
  business: NeedsBusiness extends true ? NonNullable<CurrentUser["business"]> : CurrentUser["business"];
};

type DefinitionBase<S extends z.ZodType, T, Context> = {
  schema: S;
  /** Form fields echoed back on every failure so the form keeps what was typed (never passwords). */
  keepFields?: readonly string[];
  /** The message for an unexpected failure (which is logged), when the generic one would say too little. */
  unexpectedError?: string;
  handler: (input: z.output<S>, context: Context) => Promise<ActionResult<T>>;
};

/** Anyone may call it (sign-in, register, password reset, manage by link). */
export type PublicActionDefinition<S extends z.ZodType, T> = DefinitionBase<S, T, PublicContext> & {
  access: "public";
};

/** Only a signed-in user with one of `roles` (and a business, when `requiresBusiness`) may call it. */
export type SignedInActionDefinition<S extends z.ZodType, T, NeedsBusiness extends boolean = true> = DefinitionBase<
  S,
  T,
  ActionContext<NeedsBusiness>
> & {
  access?: "signed-in";
  roles: readonly Role[];
  requiresBusiness: NeedsBusiness;
};

/**
 * A server action's rules in one object: who may call it, what input it takes, what it does.
 * `runAction` applies them in order: session → role → business (signed-in actions only) → zod → handler.
 */
export type ActionDefinition<S extends z.ZodType, T, NeedsBusiness extends boolean = true> =
  PublicActionDefinition<S, T> | SignedInActionDefinition<S, T, NeedsBusiness>;

export function defineAction<S extends z.ZodType, T = undefined>(
  definition: PublicActionDefinition<S, T>,
): PublicActionDefinition<S, T>;
export function defineAction<S extends z.ZodType, T = undefined, NeedsBusiness extends boolean = true>(
  definition: SignedInActionDefinition<S, T, NeedsBusiness>,
): SignedInActionDefinition<S, T, NeedsBusiness>;
export function defineAction(definition: unknown) {
  return definition;
}

export type ActionInput = FormData | Record<string, unknown>;

/**
 * Form data as an object (a repeated field becomes an array); Next's own fields are dropped. A file
 * is kept as it is: only a schema that asks for one (an image upload) reads it, and it is never echoed back.
 */
export function toPlainObject(input: ActionInput): Record<string, unknown> {
  if (!(input instanceof FormData)) return input && typeof input === "object" ? input : {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of input.entries()) {
    if (key.startsWith("$ACTION")) continue;
    if (key in result) {
      const existing = result[key];
      result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    } else {
      result[key] = value;
    }
  }
  return result;
}

function pickValues(
  raw: Record<string, unknown>,
  fields: readonly string[] | undefined,
): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(fields.filter((f) => typeof raw[f] === "string").map((f) => [f, raw[f] as string]));
}

/** Who may call it, checked before the input is even read; null when the caller may go on. */
function refuseCaller<S extends z.ZodType, T, NeedsBusiness extends boolean>(
  definition: SignedInActionDefinition<S, T, NeedsBusiness>,
  user: CurrentUser | null,
  values: Record<string, string> | undefined,
): ActionResult<T> | null {
  if (!user) return { ok: false, code: "unauthenticated", error: NOT_SIGNED_IN_MESSAGE };
  if (!definition.roles.includes(user.role)) return { ok: false, code: "forbidden", error: FORBIDDEN_MESSAGE };
  if (definition.requiresBusiness && !user.business)
    return { ok: false, code: "not_found", error: NO_BUSINESS_MESSAGE, values };
  return null;
}

async function callHandler<S extends z.ZodType, T, NeedsBusiness extends boolean>(
  definition: ActionDefinition<S, T, NeedsBusiness>,
  input: z.output<S>,
  user: CurrentUser | null,
  db: Database,
  clientAddress: string | null,
): Promise<ActionResult<T>> {
  if (definition.access === "public") return definition.handler(input, { db, clientAddress });
  const signedIn = user as CurrentUser;
  const business = signedIn.business as ActionContext<NeedsBusiness>["business"];
  try {
    return await definition.handler(input, { db, user: signedIn, business });
  } finally {
    // Every server hears of the change from the database on commit (lib/cache/business-change-listener.ts);
    // this one forgets its copy now, so the page the action leads to never shows what was there before.
    if (business) getBusinessCache().invalidateBusiness(business.id);
  }
}

/**
 * Runs a definition for an already-known user (null when signed out; public actions ignore it).
 * The core of every server action, also called directly by integration tests.
 */
export async function runAction<S extends z.ZodType, T, NeedsBusiness extends boolean>(
  definition: ActionDefinition<S, T, NeedsBusiness>,
  user: CurrentUser | null,
  input: ActionInput,
  db: Database = getDb(),
  clientAddress: string | null = null,
): Promise<ActionResult<T>> {
  const raw = toPlainObject(input);
  const values = pickValues(raw, definition.keepFields);
  if (definition.access !== "public") {
    const refused = refuseCaller(definition, user, values);
    if (refused) return refused;
  }

  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) {
    const { message, fieldErrors } = toInvalidForm(parsed.error);
    return { ok: false, code: "invalid", error: message, fieldErrors, values };
  }
  try {
    const result = await callHandler(definition, parsed.data, user, db, clientAddress);
    return result.ok || result.values || !values ? result : { ...result, values };
  } catch (error) {
    // Next's redirect and notFound (Auth.js's redirect after signing in among them) are not failures.
    unstable_rethrow(error);
    if (error instanceof AppError)
      return { ok: false, code: error.code, error: error.message, fieldErrors: error.fieldErrors, values };
    console.error("Action failed", error);
    return { ok: false, code: "unexpected", error: definition.unexpectedError ?? UNEXPECTED_MESSAGE, values };
  }
}

/** The entry point of every server action: the signed-in user comes from the session, never the client. */
export async function performAction<S extends z.ZodType, T, NeedsBusiness extends boolean>(
  definition: ActionDefinition<S, T, NeedsBusiness>,
  input: ActionInput,
): Promise<ActionResult<T>> {
  if (definition.access === "public") {
    return runAction(definition, null, input, getDb(), getRequestClientAddress(await headers()));
  }
  return runAction(definition, await getCurrentUser(), input);
}
