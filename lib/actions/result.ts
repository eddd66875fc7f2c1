/** What every server action returns; forms read it through useActionState. */
export type ActionResult<T = undefined> =
  | { ok: true; message?: string; data?: T }
  | {
      ok: false;
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
