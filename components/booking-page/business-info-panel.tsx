import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { WEEKDAYS, type BusinessHours } from "@/lib/validations/business-settings";

type Props = {
  address: string;
  phone: string;
  email: string;
  hours: BusinessHours;
};

const DAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** Contact details and opening hours; a <details> so it folds away on a phone. */
export function BusinessInfoPanel({ address, phone, email, hours }: Props) {
  return (
    <details open className="group rounded-[var(--bp-radius)] border border-slate-200 bg-white p-5 shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between text-base font-semibold text-slate-900">
        Business Information
        <span aria-hidden className="text-sm text-slate-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-4 space-y-3 text-sm text-slate-700">
        {address && (
          <p className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>{address}</span>
          </p>
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
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {WEEKDAYS.map((day) => (
              <div key={day} className="contents">
                <dt className="text-slate-600">{DAY_LABELS[day]}</dt>
                <dd className="text-right tabular-nums">
                  {hours[day].closed ? "Closed" : `${hours[day].open} - ${hours[day].close}`}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </details>
  );
}
