import "server-only";
import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { performAction, toPlainObject, type ActionDefinition, type ActionInput } from "./action";
import type { ActionResult } from "./result";

/** A path to refresh after a successful change; `layout` refreshes every page below it. */
export type RevalidateTarget = string | { path: string; type: "layout" | "page" };

/** A screen's data changed: refresh it (and everything under it, for a layout). */
export type Revalidation = RevalidateTarget | ((input: Record<string, unknown>) => RevalidateTarget);

/**
 * Every dashboard screen: for data shown in several places (services in the overview stats, a
 * booking in the list, overview, notifications and analytics, the business name in the top bar).
 */
export const WHOLE_DASHBOARD: RevalidateTarget = { path: "/dashboard", type: "layout" };

export type ServerAction<T> = (previous: ActionResult<T> | null, input: ActionInput) => Promise<ActionResult<T>>;

function revalidate(target: RevalidateTarget): void {
  if (typeof target === "string") revalidatePath(target);
  else revalidatePath(target.path, target.type);
}

/**
 * The server action for a definition, with the `(previous, input)` signature of useActionState.
 * Pages are revalidated here, after a success, not in the handler: revalidatePath throws outside a
 * request, and integration tests run handlers directly through `runAction`.
 */
export function serverAction<S extends z.ZodType, T, NeedsBusiness extends boolean>(
  definition: ActionDefinition<S, T, NeedsBusiness>,
  options: { revalidate?: Revalidation } = {},
): ServerAction<T> {
  return async (_previous, input) => {
    const result = await performAction(definition, input);
    const target = options.revalidate;
    if (result.ok && target) revalidate(typeof target === "function" ? target(toPlainObject(input)) : target);
    return result;
  };
}
