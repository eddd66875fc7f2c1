import { useId } from "react";
import { controlClass, fieldAria, FieldMessages, LABEL_CLASS, type FieldMessageProps } from "./field-parts";

type Props = React.TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldMessageProps & { label: React.ReactNode; dense?: boolean };

/** A labelled textarea with its hint and error wired up for screen readers. */
export function Textarea({ label, error, hint, dense, id, className, rows = 3, ...props }: Props) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={textareaId} className={LABEL_CLASS}>
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        {...fieldAria(textareaId, { hint, error })}
        className={controlClass({ error, dense })}
        {...props}
      />
      <FieldMessages id={textareaId} hint={hint} error={error} />
    </div>
  );
}
