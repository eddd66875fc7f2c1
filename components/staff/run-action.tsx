import type { ActionResult } from "@/lib/actions/result";
import { UNEXPECTED_MESSAGE } from "@/lib/errors";

/**
 * Awaits a server action and turns an unexpected throw (network failure, server crash) into a
 * failed result with a readable message, while letting Next's redirect/not-found signals through.
 */
export async function runSafely<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch (error) {
    const digest = (error as { digest?: unknown } | null)?.digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_")) throw error;
    return { ok: false, error: UNEXPECTED_MESSAGE };
  }
}

export function fieldErrorOf(result: ActionResult<unknown> | null, field: string): string | undefined {
  return result && !result.ok ? result.fieldErrors?.[field] : undefined;
}
