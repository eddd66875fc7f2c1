import type { ActionResult } from "./result";

/**
 * Calling server actions from the browser. Client-safe: no server-only code, so any client
 * component may import it.
 */

/** Shown when a server action could not be reached or crashed before it could answer. */
export const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

/** Next's redirect() and notFound() throw errors whose digest starts with NEXT_; they must reach Next. */
function isNextSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && digest.startsWith("NEXT_");
}

/**
 * Calls a server action; a thrown failure (network down, server crash) becomes a failed result
 * with a readable message, so a screen only ever handles `ActionResult`.
 */
export async function callAction<T, Args extends unknown[]>(
  action: (...args: Args) => Promise<ActionResult<T>>,
  ...args: Args
): Promise<ActionResult<T>> {
  try {
    return await action(...args);
  } catch (error) {
    if (isNextSignal(error)) throw error;
    return { ok: false, code: "network", error: NETWORK_ERROR_MESSAGE };
  }
}

/** The message a failed result gives for one field, if any. */
export function fieldErrorOf(result: ActionResult<unknown> | null | undefined, field: string): string | undefined {
  return result && !result.ok ? result.fieldErrors?.[field] : undefined;
}
