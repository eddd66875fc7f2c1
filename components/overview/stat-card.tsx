import { describeMonthChange } from "@/lib/metrics/month-change";

type Props = {
  label: string;
  value: string;
  /** What the figure counts, e.g. 'Completed bookings this month'. */
  description: string;
  current: number;
  previous: number;
  /** The neutral line when last month had nothing to compare with, e.g. 'No bookings last month'. */
  emptyLastMonth: string;
  icon: React.ReactNode;
};

const TREND_STYLES = { up: "text-green-700", down: "text-red-700", flat: "text-slate-600" } as const;

export function StatCard({ label, value, description, current, previous, emptyLastMonth, icon }: Props) {
  const change = describeMonthChange(current, previous, emptyLastMonth);
  return (
    <div data-testid="stat-card" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className="shrink-0 text-slate-500" aria-hidden>
          {icon}
        </span>
      </div>
      <p data-testid="stat-value" className="mt-2 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">
        {value}
      </p>
      <p className="mt-1 text-xs text-slate-600">{description}</p>
      <p data-testid="stat-change" className={`mt-1 text-xs font-medium ${TREND_STYLES[change.trend]}`}>
        {change.text}
      </p>
    </div>
  );
}
