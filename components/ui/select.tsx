import {
  controlClass,
  fieldAria,
  FieldMessages,
  LabelledField,
  useFieldId,
  type FieldMessageProps,
} from "./field-parts";

export type SelectOption = { value: string | number; label: string };

type Props = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "children"> &
  FieldMessageProps & {
    label: React.ReactNode;
    options: readonly SelectOption[];
    /** A first, empty option (e.g. 'Select a staff member'). */
    placeholder?: string;
    dense?: boolean;
    /** The label beside a content-wide select, for toolbars (e.g. the analytics period). */
    inline?: boolean;
  };

const INLINE_SELECT =
  "rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none";

/** A labelled select with its hint and error wired up for screen readers. */
export function Select({ label, error, hint, options, placeholder, dense, inline, id, className, ...props }: Props) {
  const selectId = useFieldId(id);
  const select = (
    <select
      id={selectId}
      {...fieldAria(selectId, { hint, error })}
      className={inline ? INLINE_SELECT : controlClass({ error, dense })}
      {...props}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (inline) {
    return (
      <div className={`flex items-center gap-3 ${className ?? ""}`}>
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {select}
        <FieldMessages id={selectId} hint={hint} error={error} />
      </div>
    );
  }
  return (
    <LabelledField id={selectId} label={label} hint={hint} error={error} className={className}>
      {select}
    </LabelledField>
  );
}
