import { WEEKDAY_NAMES, WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { formatDayHours } from "@/lib/booking-page/business-summary";

/** The business's opening hours, read only: customers can only book within them, whatever a member's hours. */
export function OpeningHours({ hours }: { hours: WeeklySchedule }) {
  return (
    <section
      aria-labelledby="opening-hours-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="opening-hours-heading" className="text-lg font-semibold text-slate-900">
        Opening hours
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The business&apos;s hours. Your bookable times are where they meet yours.
      </p>
      <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="opening-hours">
        {WEEKDAYS.map((day) => (
          <div key={day} className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-700">{WEEKDAY_NAMES[day]}</dt>
            <dd className={hours[day].enabled ? "font-medium text-slate-900 tabular-nums" : "text-slate-500"}>
              {formatDayHours(hours[day])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
