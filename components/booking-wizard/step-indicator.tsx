import { Check } from "lucide-react";
import type { WizardStep } from "./wizard-state";

export type IndicatorStep = { label: string; state: "done" | "current" | "upcoming" };

const STEP_LABELS: { step: Exclude<WizardStep, "confirmed">; label: string }[] = [
  { step: 1, label: "Select Service" },
  { step: 2, label: "Choose Staff" },
  { step: 3, label: "Pick Date & Time" },
  { step: 4, label: "Your Details" },
];

export function indicatorSteps(current: WizardStep, showStaffSelection: boolean): IndicatorStep[] {
  // With staff selection off the customer never sees step 2, so the indicator leaves it out.
  const visible = STEP_LABELS.filter(({ step }) => step !== 2 || showStaffSelection);
  return visible.map(({ step, label }) => ({
    label,
    state: current === "confirmed" || step < current ? "done" : step === current ? "current" : "upcoming",
  }));
}

/**
 * Numbered steps with labels on one line that never wraps: the connectors take the spare width and
 * labels shorten (ellipsis) before anything moves to a second line. On a phone only the current
 * label is visible (the others stay readable to screen readers). The list order gives the number.
 */
export function StepIndicator({ steps }: { steps: IndicatorStep[] }) {
  return (
    <nav aria-label="Booking progress" className="mb-6">
      <ol className="flex flex-nowrap items-center gap-1.5 sm:gap-2">
        {steps.map((step, index) => (
          <li
            key={step.label}
            aria-current={step.state === "current" ? "step" : undefined}
            className={`flex items-center gap-1.5 sm:gap-2 ${
              // Sized by their content, the spare width going to the connectors: labels shorten only when
              // the row is genuinely too narrow, and the row never wraps.
              index === 0 ? "min-w-0 flex-initial" : "min-w-0 flex-auto"
            }`}
          >
            {index > 0 && <span aria-hidden="true" className="h-px min-w-3 flex-1 bg-slate-300" />}
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
            {step.state === "current" ? (
              <span className="min-w-0 truncate text-sm font-semibold whitespace-nowrap text-slate-900">
                {step.label}
              </span>
            ) : (
              // Below sm only the current label shows; the others stay readable to screen readers.
              <span className="min-w-0 truncate text-sm whitespace-nowrap text-slate-700 max-sm:sr-only">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
