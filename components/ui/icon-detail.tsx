import type { LucideIcon } from "lucide-react";

type Props = {
  icon: LucideIcon;
  /** What the value is, for screen readers (the icon says it to the eye). */
  term: string;
  className?: string;
  children: React.ReactNode;
};

/** One line of a card's details (inside a <dl>): an icon standing for its term, then the value. */
export function IconDetail({ icon: Icon, term, className = "", children }: Props) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon className="mt-0.5 size-4 text-slate-400" aria-hidden="true" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className={`min-w-0 ${className}`}>{children}</dd>
    </div>
  );
}
