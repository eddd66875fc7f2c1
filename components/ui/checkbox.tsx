import { fieldAria, FieldMessages, useFieldId, type FieldMessageProps } from "./field-parts";

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & FieldMessageProps & { label: React.ReactNode };

/** A checkbox with its label beside it; hint and error wired up for screen readers. Posts 'on' when ticked. */
export function Checkbox({ label, error, hint, id, className, ...props }: Props) {
  const inputId = useFieldId(id);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          {...fieldAria(inputId, { hint, error })}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-brand-700 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm font-medium break-words text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
