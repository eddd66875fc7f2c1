import { Clock, Mail, MapPin, Navigation, Phone } from "lucide-react";
import { directionsUrl, formatDayHours } from "@/lib/booking-page/business-summary";
import { type Weekday, WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

export type BusinessInfoProps = {
  address: string;
  phone: string;
  email: string;
  hours: WeeklySchedule;
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
export function BusinessInfoDetails({ address, phone, email, hours, today }: BusinessInfoProps) {
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
