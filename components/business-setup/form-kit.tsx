import { useId } from "react";
import type { ActionResult, FormAction } from "@/lib/actions/result";

/**
 * Labelled select, textarea and checkbox controls matching `FormField` (components/ui), plus a
 * helper that turns a failed request into a failed result. Shared by the setup and services forms.
 */

const CONTROL =
  "block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none";

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function HintAndError({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
};

export function SelectField({ label, error, hint, options, placeholder, id, className, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={`${CONTROL} ${error ? "border-red-500" : "border-slate-300"}`}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HintAndError id={selectId} hint={hint} error={error} />
    </div>
  );
}

type TextareaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string };

export function TextareaField({ label, error, hint, id, className, rows = 3, ...props }: TextareaProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={textareaId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textareaId, hint, error)}
        className={`${CONTROL} ${error ? "border-red-500" : "border-slate-300"}`}
        {...props}
      />
      <HintAndError id={textareaId} hint={hint} error={error} />
    </div>
  );
}

type CheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: React.ReactNode;
  error?: string;
  hint?: string;
};

export function CheckboxField({ label, error, hint, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className="size-4 rounded border-slate-300 text-brand-700 accent-brand-700 focus:ring-2 focus:ring-brand-100"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <HintAndError id={inputId} hint={hint} error={error} />
    </div>
  );
}

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

/** Runs a server action; a failed request becomes a failed result, Next's redirect/not-found signals pass through. */
export async function callAction<T>(action: FormAction<T>, previous: ActionResult<T> | null, formData: FormData): Promise<ActionResult<T>> {
  try {
    return await action(previous, formData);
  } catch (error) {
    const digest = (error as { digest?: unknown } | null)?.digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_")) throw error;
    return { ok: false, error: NETWORK_ERROR_MESSAGE };
  }
}

export function fieldErrorOf(result: ActionResult<unknown> | null, field: string): string | undefined {
  return result && !result.ok ? result.fieldErrors?.[field] : undefined;
}

/** The card every dashboard form section sits in. */
export function FormCard({ title, description, children, headingId }: { title: string; description?: string; children: React.ReactNode; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
