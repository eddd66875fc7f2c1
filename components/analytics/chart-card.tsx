type Props = {
  /** Used for the heading's id. */
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
};

/** A chart's card: an h2 with the chart's exact title, an optional line of context, then the content. */
export function ChartCard({ id, title, description, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`chart-${id}`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
