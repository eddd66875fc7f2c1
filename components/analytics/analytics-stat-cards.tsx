import type { AnalyticsStat } from "@/lib/metrics/analytics";

/**
 * The figures of the period, as a description list of cards. A card's description is visible text
 * (a second <dd>), so keyboard, touch and screen-reader users all get it without a hover tooltip.
 */
export function AnalyticsStatCards({ stats }: { stats: AnalyticsStat[] }) {
  return (
    <section aria-label="Summary">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            data-testid="analytics-stat"
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="mt-2 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{stat.value}</dd>
            {stat.description ? <dd className="mt-1 text-xs text-slate-600">{stat.description}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
