import { useId } from "react";

type Props = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** Extra control beside the input (e.g. a show/hide toggle). */
  addon?: React.ReactNode;
};

/** A labelled input with its hint and error wired up for screen readers. */
export function FormField({ label, error, hint, addon, id, className, ...inputProps }: Props) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${
            error ? "border-red-500" : "border-slate-300"
          } ${addon ? "pr-20" : ""}`}
          {...inputProps}
        />
        {addon && <div className="absolute inset-y-0 right-0 flex items-center pr-2">{addon}</div>}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
