import type { LucideIcon } from "lucide-react";

type Props = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** `h2` when the empty state stands where the list's own heading would. */
  headingLevel?: "h2" | "h3";
  /** Grey: nothing matches (a search); brand colour: nothing yet (add the first). */
  muted?: boolean;
  testId?: string;
  /** What to do next (buttons, a link). */
  children?: React.ReactNode;
};

/** What a list shows while it has nothing: an icon, why, and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  headingLevel: Heading = "h3",
  muted = false,
  testId,
  children,
}: Props) {
  return (
    <div data-testid={testId} className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <span
        className={`mx-auto flex size-12 items-center justify-center rounded-full ${muted ? "bg-slate-100 text-slate-600" : "bg-brand-50 text-brand-700"}`}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
