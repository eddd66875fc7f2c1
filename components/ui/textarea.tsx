import { controlClass, fieldAria, LabelledField, useFieldId, type FieldMessageProps } from "./field-parts";

type Props = React.TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldMessageProps & { label: React.ReactNode; dense?: boolean };

/** A labelled textarea with its hint and error wired up for screen readers. */
export function Textarea({ label, error, hint, dense, id, className, rows = 3, ...props }: Props) {
  const textareaId = useFieldId(id);
  return (
    <LabelledField id={textareaId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={textareaId}
        rows={rows}
        {...fieldAria(textareaId, { hint, error })}
        className={controlClass({ error, dense })}
        {...props}
      />
    </LabelledField>
  );
}
