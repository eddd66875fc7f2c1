import "server-only";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import type { CurrentUser } from "@/lib/auth/load-user";
import type { Role } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import type { Database } from "@/db/client";
import {
  AppError,
  FORBIDDEN_MESSAGE,
  NO_BUSINESS_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  UNEXPECTED_MESSAGE,
} from "@/lib/errors";
import { toFieldErrors } from "@/lib/validations/field-errors";
import type { ActionResult } from "./result";

export type ActionContext<NeedsBusiness extends boolean> = {
  db: Database;
  user: CurrentUser;
  business: NeedsBusiness extends true ? NonNullable<CurrentUser["business"]> : CurrentUser["business"];
};

/**
 * A server action's rules in one object: who may call it, what input it takes, what it does.
 * `performAction` applies them in order: session → role → business → zod → handler.
 */
export type ActionDefinition<S extends z.ZodType, T, NeedsBusiness extends boolean = true> = {
  roles: readonly Role[];
  requiresBusiness: NeedsBusiness;
  schema: S;
  /** Form fields echoed back on a validation error so the form keeps what was typed (never passwords). */
  keepFields?: readonly string[];
  handler: (input: z.output<S>, context: ActionContext<NeedsBusiness>) => Promise<ActionResult<T>>;
};

export function defineAction<S extends z.ZodType, T = undefined, NeedsBusiness extends boolean = true>(
  definition: ActionDefinition<S, T, NeedsBusiness>,
): ActionDefinition<S, T, NeedsBusiness> {
  return definition;
}

export type ActionInput = FormData | Record<string, unknown>;

function toPlainObject(input: ActionInput): Record<string, unknown> {
  if (!(input instanceof FormData)) return input && typeof input === "object" ? input : {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of input.entries()) {
    if (key.startsWith("$ACTION")) continue;
    if (typeof value !== "string") continue;
    if (key in result) {
      const existing = result[key];
      result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    } else {
      result[key] = value;
    }
  }
  return result;
}

function pickValues(raw: Record<string, unknown>, fields: readonly string[] | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(fields.filter((f) => typeof raw[f] === "string").map((f) => [f, raw[f] as string]));
}

/** Runs a definition for an already-known user (the core, used directly by integration tests). */
export async function runAction<S extends z.ZodType, T, NeedsBusiness extends boolean>(
  definition: ActionDefinition<S, T, NeedsBusiness>,
  user: CurrentUser | null,
  input: ActionInput,
  db: Database = getDb(),
): Promise<ActionResult<T>> {
  const raw = toPlainObject(input);
  const values = pickValues(raw, definition.keepFields);
  if (!user) return { ok: false, error: NOT_SIGNED_IN_MESSAGE };
  if (!definition.roles.includes(user.role)) return { ok: false, error: FORBIDDEN_MESSAGE };
  if (definition.requiresBusiness && !user.business) return { ok: false, error: NO_BUSINESS_MESSAGE, values };

  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error);
    return { ok: false, error: Object.values(fieldErrors)[0] ?? "Please check the form.", fieldErrors, values };
  }
  try {
    return await definition.handler(parsed.data, {
      db,
      user,
      business: user.business as ActionContext<NeedsBusiness>["business"],
    });
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof AppError) return { ok: false, error: error.message, fieldErrors: error.fieldErrors, values };
    console.error("Action failed", error);
    return { ok: false, error: UNEXPECTED_MESSAGE, values };
  }
}

/** The entry point of every server action: the signed-in user comes from the session, never the client. */
export async function performAction<S extends z.ZodType, T, NeedsBusiness extends boolean>(
  definition: ActionDefinition<S, T, NeedsBusiness>,
  input: ActionInput,
): Promise<ActionResult<T>> {
  return runAction(definition, await getCurrentUser(), input);
}
