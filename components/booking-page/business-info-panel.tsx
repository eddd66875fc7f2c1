import { ChevronDown, Clock, Mail, MapPin, Navigation, Phone } from "lucide-react";
import { Fragment } from "react";
import { directionsUrl, formatDayHours, SUMMARY_SEPARATOR } from "@/lib/booking-page/business-summary";
import { WEEKDAYS, type BusinessHours, type Weekday } from "@/lib/validations/business-settings";

type Props = {
  address: string;
  phone: string;
  email: string;
  hours: BusinessHours;
  /** Today's weekday in the business's time zone: its row of the opening hours is marked. */
  today: Weekday;
};

const DAY_LABELS: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** Contact details, directions and opening hours: the content of both the phone's fold-out and the desktop panel. */
function BusinessInfoDetails({ address, phone, email, hours, today }: Props) {
  const directions = directionsUrl(address);
  return (
    <div className="space-y-3 text-sm text-slate-700">
      {address && (
        <div className="flex gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <div>
            <p>{address}</p>
            {directions && (
              <a
                data-testid="directions-link"
                href={directions}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 font-medium text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900"
              >
                <Navigation aria-hidden className="size-3.5" />
                Get directions
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </div>
        </div>
      )}
      {phone && (
        <p className="flex gap-2">
          <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <a className="hover:underline" href={`tel:${phone.replace(/\s+/g, "")}`}>
            {phone}
          </a>
        </p>
      )}
      {email && (
        <p className="flex gap-2">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <a className="break-all hover:underline" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      )}
      <div>
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Clock aria-hidden className="size-4 text-slate-500" /> Opening hours
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 pl-6">
          {WEEKDAYS.map((day) => (
            <div key={day} data-today={day === today || undefined} className="group/day contents">
              <dt className="text-slate-600 group-data-today/day:font-semibold group-data-today/day:text-slate-900">
                {DAY_LABELS[day]}
                {day === today && <span className="sr-only"> (today)</span>}
              </dt>
              <dd className="text-right tabular-nums group-data-today/day:font-semibold group-data-today/day:text-slate-900">
                {formatDayHours(hours[day])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/** The desktop panel beside the wizard: always open. */
export function BusinessInfoPanel(props: Props) {
  return (
    <section
      data-testid="business-info"
      aria-labelledby="business-info-heading"
      className="rounded-[var(--bp-radius)] border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="business-info-heading" className="mb-4 text-base font-semibold text-slate-900">
        Business Information
      </h2>
      <BusinessInfoDetails {...props} />
    </section>
  );
}

/**
 * The phone's version: one line (address · today's hours · phone; `businessSummaryParts`) under the header that folds out to
 * the full panel, so the services start near the top of the screen.
 */
export function BusinessInfoSummary({ summary, ...props }: Props & { summary: string[] }) {
  return (
    <details
      data-testid="business-info-summary"
      className="group rounded-[var(--bp-radius)] border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2.5 rounded-[var(--bp-radius)] px-3.5 py-2.5 text-sm text-slate-700 [&::-webkit-details-marker]:hidden">
        <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
        <span className="min-w-0 flex-1 leading-snug">
          <span className="sr-only">Business Information: </span>
          {/* Lines break only between the parts (the address may wrap): never inside a phone number or hours. */}
          {summary.map((part, index) => (
            <Fragment key={part}>
              {index > 0 && " "}
              <span className={index === 0 ? undefined : "whitespace-nowrap"}>
                {part}
                {index < summary.length - 1 && `\u00a0${SUMMARY_SEPARATOR.trim()}`}
              </span>
            </Fragment>
          ))}
        </span>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-slate-500 group-open:rotate-180 motion-safe:transition-transform"
        />
      </summary>
      <div className="border-t border-slate-100 px-4 pt-3 pb-4">
        <BusinessInfoDetails {...props} />
      </div>
    </details>
  );
}
