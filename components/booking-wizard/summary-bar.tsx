import { formatDateButton } from "@/lib/format/booking-date";
import { formatDurationRange, formatPriceRange } from "@/lib/format/terms";
import type { TermsRange } from "@/lib/services/staff-terms";
import { PRIMARY_BUTTON } from "./wizard-ui";

type Props = {
  serviceName: string;
  /** The chosen professional's, or the range of those who may do it. */
  terms: TermsRange;
  showPricing: boolean;
  /** The staff member's name or "Any professional"; null before it is chosen. */
  staffLabel: string | null;
  date: string | null;
  time: string | null;
  /** Shown with Continue only where Continue leads on (the date & time step). */
  onContinue?: () => void;
  canContinue?: boolean;
};

/** "Wed 25 Nov, 10:30" */
function formatChosenTime(date: string, time: string): string {
  const { weekday, day, month } = formatDateButton(date);
  return `${weekday} ${day} ${month}, ${time}`;
}

/**
 * What the customer has chosen so far, stuck to the bottom of the screen while they choose the rest, with
 * Continue on the date & time step: on a phone the next action is always under the thumb.
 */
export function SummaryBar({
  serviceName,
  terms,
  showPricing,
  staffLabel,
  date,
  time,
  onContinue,
  canContinue = false,
}: Props) {
  // The time first: on a narrow screen the end of the line is what gets cut off.
  const second = [date && time ? formatChosenTime(date, time) : null, staffLabel].filter(Boolean).join(" · ");
  return (
    <div
      data-testid="summary-bar"
      className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:-mx-6 sm:px-6"
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-semibold text-slate-900">
          {serviceName}{" "}
          <span className="font-normal text-slate-700">
            · {formatDurationRange(terms)}
            {showPricing && ` · ${formatPriceRange(terms)}`}
          </span>
        </p>
        {second && <p className="truncate text-slate-700">{second}</p>}
      </div>
      {onContinue && (
        <button type="button" onClick={onContinue} disabled={!canContinue} className={`${PRIMARY_BUTTON} shrink-0`}>
          Continue
        </button>
      )}
    </div>
  );
}
