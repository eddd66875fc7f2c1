import { FormCard } from "@/components/ui/form-card";
import { WEEKDAY_NAMES, WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { formatDayHours } from "@/lib/booking-page/business-summary";

/** The business's opening hours, read only: customers can only book within them, whatever a member's hours. */
export function OpeningHours({ hours }: { hours: WeeklySchedule }) {
  return (
    <FormCard
      title="Opening hours"
      headingId="opening-hours-heading"
      description="The business's hours. Your bookable times are where they meet yours."
    >
      <dl className="divide-y divide-slate-100 text-sm" data-testid="opening-hours">
        {WEEKDAYS.map((day) => (
          <div key={day} className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-700">{WEEKDAY_NAMES[day]}</dt>
            <dd className={hours[day].enabled ? "font-medium text-slate-900 tabular-nums" : "text-slate-500"}>
              {formatDayHours(hours[day])}
            </dd>
          </div>
        ))}
      </dl>
    </FormCard>
  );
}
