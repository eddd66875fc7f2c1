import { StatCard } from "@/components/ui/stat-card";
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
          <StatCard key={stat.label} testId="analytics-stat" large {...stat} />
        ))}
      </dl>
    </section>
  );
}
