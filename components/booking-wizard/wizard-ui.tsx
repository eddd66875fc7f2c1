import { CircleAlert } from "lucide-react";
import { formatLongDate } from "@/lib/format/booking-date";
import { formatDurationRange, formatPriceRange } from "@/lib/format/terms";
import type { TermsRange } from "@/lib/services/staff-terms";

/** Network failures and unreadable answers. */
export const GENERIC_ERROR = "Something went wrong. Please try again.";

/** The business's colour and corner radius come from CSS variables set by the page. */
export const RADIUS = "rounded-[var(--bp-radius,8px)]";
export const PRIMARY_BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 ${RADIUS} bg-[var(--bp-primary,#0369a1)] px-5 py-2.5 text-base font-semibold text-[var(--bp-on-primary,#fff)] shadow-sm transition hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60`;
export const SECONDARY_BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 ${RADIUS} border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50`;
/** A large, card-like choice (service, staff member). */
export const OPTION_CARD = `block w-full ${RADIUS} border bg-white p-4 text-left shadow-sm transition hover:border-slate-400 hover:shadow`;
export const OPTION_SELECTED = "border-[var(--bp-primary,#0369a1)] ring-2 ring-[var(--bp-primary,#0369a1)]";

/** Each step's heading; focus moves here when the step changes (see BookingWizard). */
export function StepHeading({ title }: { title: string }) {
  return (
    <div data-testid="wizard-step" className="mb-4">
      <h2
        tabIndex={-1}
        data-step-heading
        className="scroll-mt-4 text-xl font-semibold text-slate-900 focus:outline-none sm:text-2xl"
      >
        {title}
      </h2>
    </div>
  );
}

export function EmptyState({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={`${RADIUS} border border-dashed border-slate-300 bg-white p-8 text-center`}>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      {children}
    </div>
  );
}

export function ErrorAlert({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div
      role="alert"
      className={`mb-4 flex items-start gap-3 ${RADIUS} border border-red-200 bg-red-50 p-4 text-sm text-red-800`}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}

export type SummaryProps = {
  /** A visit's services joined: "Full Colour + Haircut & Style". */
  serviceName: string;
  serviceCount?: number;
  staffName: string;
  date: string;
  time: string;
  /** Exact once the professional is known; a range for "any professional" until the booking is made. */
  terms: TermsRange;
  showPricing: boolean;
  /** A booked visit: each service with its start and professional, in place of one service and staff row. */
  parts?: readonly { serviceName: string; staffName: string; time: string }[];
};

/** Service, staff, date, time, duration and (unless hidden) price: above the form and on the confirmation. */
export function BookingSummary({
  serviceName,
  serviceCount = 1,
  staffName,
  date,
  time,
  terms,
  showPricing,
  parts,
}: SummaryProps) {
  const what: [string, string][] = parts
    ? parts.map((part) => [part.serviceName, `${part.time} · ${part.staffName}`])
    : [
        [serviceCount > 1 ? "Services" : "Service", serviceName],
        ["Staff", staffName],
      ];
  const rows: [string, string][] = [
    ...what,
    ["Date", formatLongDate(date)],
    ["Time", time],
    ["Duration", formatDurationRange(terms)],
  ];
  if (showPricing) rows.push(["Price", formatPriceRange(terms)]);
  return (
    <dl
      data-testid="booking-summary"
      className={`${RADIUS} divide-y divide-slate-200 border border-slate-200 bg-slate-50 text-sm`}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
