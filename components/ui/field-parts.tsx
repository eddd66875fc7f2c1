import { useId } from "react";

/**
 * The pieces every labelled control in the form kit shares: its classes, and one way of wiring a
 * hint and an error to the control (`${id}-hint`, `${id}-error`, aria-describedby, aria-invalid).
 */

export const LABEL_CLASS = "mb-1 block text-sm font-medium text-slate-800";

const CONTROL_BASE =
  "block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500";

/** A text-like control's classes; `dense` is the smaller text of dialogs and filter bars. */
export function controlClass({ error, dense }: { error?: string; dense?: boolean }): string {
  return `${CONTROL_BASE} ${error ? "border-red-500" : "border-slate-300"}${dense ? " text-sm" : ""}`;
}

export type FieldMessageProps = {
  /** Help under the control, read out with it. */
  hint?: React.ReactNode;
  /** The field's error; marks the control invalid. */
  error?: string;
};

/** The aria attributes linking a control to its hint and error paragraphs. */
export function fieldAria(id: string, { hint, error }: FieldMessageProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

/** The hint and error paragraphs under a control, with the ids `fieldAria` points at. */
export function FieldMessages({ id, hint, error }: FieldMessageProps & { id: string }) {
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

/** The control's id: the one given, or one of its own. */
export function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? generated;
}

/** A control under its label, its hint and error under it. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldMessageProps & { id: string; label: React.ReactNode; className?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
