import { describeMonthChange } from "@/lib/metrics/month-change";

type Props = { label: string; value: string; current: number; previous: number; icon: React.ReactNode };

const TREND_STYLES = { up: "text-green-700", down: "text-red-700", flat: "text-slate-600" } as const;

export function StatCard({ label, value, current, previous, icon }: Props) {
  const change = describeMonthChange(current, previous);
  return (
    <div data-testid="stat-card" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className="text-slate-500" aria-hidden>
          {icon}
        </span>
      </div>
      <p data-testid="stat-value" className="mt-2 text-3xl font-bold tabular-nums text-slate-900">
        {value}
      </p>
      <p className={`mt-1 text-xs font-medium ${TREND_STYLES[change.trend]}`}>{change.text}</p>
    </div>
  );
}
