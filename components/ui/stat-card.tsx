type Props = {
  label: string;
  value: string;
  /** What the figure counts, as visible text (a second <dd>), so no one needs a hover tooltip. */
  description?: string;
  testId: string;
  /** The figures of a whole screen (Analytics) are larger than a profile's. */
  large?: boolean;
};

/** One figure of a description list of cards: its label, then the value in digits of one width. */
export function StatCard({ label, value, description, testId, large = false }: Props) {
  return (
    <div
      data-testid={testId}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${large ? "sm:p-5" : ""}`}
    >
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd
        className={`font-bold tabular-nums text-slate-900 ${large ? "mt-2 text-2xl sm:text-3xl" : "mt-1 text-xl sm:text-2xl"}`}
      >
        {value}
      </dd>
      {description ? <dd className="mt-1 text-xs text-slate-600">{description}</dd> : null}
    </div>
  );
}
