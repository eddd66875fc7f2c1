import { controlClass, fieldAria, LabelledField, useFieldId, type FieldMessageProps } from "./field-parts";

type Props = React.InputHTMLAttributes<HTMLInputElement> &
  FieldMessageProps & {
    label: React.ReactNode;
    /** Extra control beside the input (e.g. a show/hide toggle). */
    addon?: React.ReactNode;
    dense?: boolean;
  };

/** A labelled input with its hint and error wired up for screen readers. */
export function Input({ label, error, hint, addon, dense, id, className, ...inputProps }: Props) {
  const inputId = useFieldId(id);
  return (
    <LabelledField id={inputId} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          {...fieldAria(inputId, { hint, error })}
          className={`${controlClass({ error, dense })}${addon ? " pr-20" : ""}`}
          {...inputProps}
        />
        {addon ? <div className="absolute inset-y-0 right-0 flex items-center pr-2">{addon}</div> : null}
      </div>
    </LabelledField>
  );
}
