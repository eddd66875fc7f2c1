"use client";

import { useOptimistic, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { Select } from "@/components/ui/select";
import { ANALYTICS_PERIOD_OPTIONS, parseAnalyticsPeriod, type AnalyticsPeriod } from "@/lib/metrics/analytics";

/**
 * The 'Period' select. The period lives in the URL (`?period=7|30|90`), so a choice can be
 * bookmarked and Back returns to the previous one. Changing the select navigates at once; focus
 * stays on the select. Without JavaScript the form submits the same query string.
 */
export function PeriodSelect({ value }: { value: AnalyticsPeriod }) {
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
      <Select
        inline
        label="Period"
        name="period"
        options={ANALYTICS_PERIOD_OPTIONS}
        value={shown}
        onChange={(event) => choose(event.target.value)}
      />
      <noscript>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800"
        >
          Apply
        </button>
      </noscript>
      <span role="status" aria-live="polite" className="text-sm text-slate-600">
        {isPending ? "Updating…" : ""}
      </span>
    </form>
  );
}
