import type { z } from "zod";
import { AppError } from "@/lib/errors";

/** The first message per field, keyed by the top-level field name ('form' for the object itself). */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/** A refused form: the first field's message (what the form's alert says) and every field's own. */
export function toInvalidForm(error: z.ZodError): { message: string; fieldErrors: Record<string, string> } {
  const fieldErrors = toFieldErrors(error);
  return { message: Object.values(fieldErrors)[0] ?? "Please check the form.", fieldErrors };
}

/**
 * A form's values parsed inside an action, when the schema depends on the business or must wait for the action's
 * own access checks (so a refused caller learns nothing from validation): refused as `invalid`, field by field.
 */
export function parseFormOrThrow<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const { message, fieldErrors } = toInvalidForm(parsed.error);
  throw new AppError("invalid", message, { fieldErrors });
}
