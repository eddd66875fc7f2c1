import type { AnalyticsStat } from "@/lib/metrics/analytics";

/** The seven figures of the period, as a description list of cards. */
export function AnalyticsStatCards({ stats }: { stats: AnalyticsStat[] }) {
  return (
    <section aria-label="Summary">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            data-testid="analytics-stat"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="mt-2 text-3xl font-bold tabular-nums text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
