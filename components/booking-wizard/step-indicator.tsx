import { Check } from "lucide-react";

export type IndicatorStep = { label: string; state: "done" | "current" | "upcoming" };

/**
 * Numbered steps with labels. On a phone only the current label is visible (the others stay
 * readable to screen readers); from `sm` up every label shows. The list order gives the number.
 */
export function StepIndicator({ steps }: { steps: IndicatorStep[] }) {
  return (
    <nav aria-label="Booking progress" className="mb-6">
      <ol className="flex flex-wrap items-center gap-1.5 sm:gap-3">
        {steps.map((step, index) => (
          <li
            key={step.label}
            aria-current={step.state === "current" ? "step" : undefined}
            className="flex min-w-0 items-center gap-1.5 sm:gap-2"
          >
            {index > 0 && <span aria-hidden="true" className="h-px w-3 shrink-0 bg-slate-300 sm:w-8" />}
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold sm:size-8 ${
                step.state === "upcoming"
                  ? "border border-slate-300 bg-white text-slate-700"
                  : "bg-[var(--bp-primary,#0369a1)] text-[var(--bp-on-primary,#fff)]"
              }`}
            >
              {step.state === "done" ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={`text-sm ${step.state === "current" ? "font-semibold text-slate-900" : "sr-only text-slate-700 sm:not-sr-only"}`}
            >
              {step.label}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
