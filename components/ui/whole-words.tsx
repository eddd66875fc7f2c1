import { Fragment } from "react";

/** An email's break points: after the @ and before each dot ('jane.doe@salon.co.uk' → jane | .doe@ | salon | .co | .uk). */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

type Props = {
  text: string;
  /** Also wrap after the @ and before the dots of an email address. */
  email?: boolean;
  className?: string;
};

/**
 * Names and emails in lists: lines break only between words (an email also at its @ and dots), never inside
 * one. A single word wider than the box is cut with an ellipsis instead; the title keeps the whole text for a
 * pointer, and screen readers read the text itself, which is never shortened.
 */
export function WholeWords({ text, email = false, className = "block" }: Props) {
  const parts = email ? emailParts(text) : [text];
  return (
    <span title={text} className={`min-w-0 overflow-hidden text-ellipsis break-normal ${className}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
