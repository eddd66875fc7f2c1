import type { ErrorCode } from "@/lib/errors";

/**
 * Why an action failed, for a screen to branch on (never on the message's words): an `AppError`'s code
 * (`invalid` for input the schema refused), `unexpected` for a bug (logged on the server) or `network` when the
 * browser got no answer.
 */
export type ActionErrorCode = ErrorCode | "unexpected" | "network";

/** What every server action returns; forms read it through useActionState. */
export type ActionResult<T = undefined> =
  | { ok: true; message?: string; data?: T }
  | {
      ok: false;
      code: ActionErrorCode;
      /** A sentence for the toast or the form's error line. */
      error: string;
      /** Messages per field name, shown next to the field. */
      fieldErrors?: Record<string, string>;
      /** What the user typed (never passwords), so the form can keep it. */
      values?: Record<string, string>;
    };

export type FormAction<T = undefined> = (
  previous: ActionResult<T> | null,
  formData: FormData,
) => Promise<ActionResult<T>>;
