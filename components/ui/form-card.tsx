import { useId } from "react";

type Props = {
  title: string;
  description?: string;
  /** The heading's id (the section is labelled by it); generated when not given. */
  headingId?: string;
  /** The section's id, for links and focus moves into the form. */
  id?: string;
  className?: string;
  children: React.ReactNode;
};

/** The card every dashboard form section sits in. */
export function FormCard({ title, description, headingId, id, className = "", children }: Props) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The row of buttons at the end of an add/edit form: submit last, stacked on top on small screens. */
export function FormActions({ className = "", children }: { className?: string; children: React.ReactNode }) {
  return <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`}>{children}</div>;
}
