"use client";

import { useId, useOptimistic, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { ANALYTICS_PERIOD_OPTIONS, parseAnalyticsPeriod, type AnalyticsPeriod } from "@/lib/metrics/analytics";

/**
 * The 'Period' select. The period lives in the URL (`?period=7|30|90`), so a choice can be
 * bookmarked and Back returns to the previous one. Changing the select navigates at once; focus
 * stays on the select. Without JavaScript the form submits the same query string.
 */
export function PeriodSelect({ value }: { value: AnalyticsPeriod }) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(value);

  function choose(raw: string) {
    const next = parseAnalyticsPeriod(raw);
    startTransition(() => {
      setShown(next);
      router.push(`${pathname}?period=${next}`, { scroll: false });
    });
  }

  return (
    <form method="get" action={pathname} className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Period
      </label>
      <select
        id={id}
        name="period"
        value={shown}
        onChange={(event) => choose(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {ANALYTICS_PERIOD_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800">
          Apply
        </button>
      </noscript>
      <span role="status" aria-live="polite" className="text-sm text-slate-600">
        {isPending ? "Updating…" : ""}
      </span>
    </form>
  );
}
