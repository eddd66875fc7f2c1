import { Ban } from "lucide-react";
import {
  formatShortDay,
  formatShortMonth,
  getUpcomingDays,
  isDateBlocked,
  toCalendarWeeks,
  UPCOMING_DAYS,
  type BlackoutRule,
} from "@/lib/blackouts/rules";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

type Props = {
  /** 'YYYY-MM-DD' in the business's time zone. */
  today: string;
  blackouts: readonly BlackoutRule[];
};

/**
 * 'Upcoming 2 Weeks': the 14 days from today in weeks starting Sunday, each flagged blocked when a
 * business or staff blackout (recurring ones included) covers all or part of it.
 */
export function UpcomingCalendar({ today, blackouts }: Props) {
  const weeks = toCalendarWeeks(getUpcomingDays(today, UPCOMING_DAYS));
  return (
    <section
      aria-labelledby="upcoming-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
        Upcoming 2 Weeks
      </h2>
      <p className="mt-1 text-sm text-slate-600">Days with a blackout for the business or a staff member.</p>
      <table className="mt-4 w-full table-fixed border-separate border-spacing-1" data-testid="upcoming-calendar">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col" className="pb-1 text-center text-xs font-semibold text-slate-600">
                <abbr title={full} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, weekIndex) => (
            <tr key={week.find(Boolean) ?? weekIndex}>
              {week.map((date, dayIndex) => {
                if (!date) return <td key={`blank-${weekIndex}-${dayIndex}`} aria-hidden="true" />;
                const blocked = isDateBlocked(blackouts, date);
                const isToday = date === today;
                const dayOfMonth = Number(date.slice(8, 10));
                const showMonth = date === today || dayOfMonth === 1;
                return (
                  <td
                    key={date}
                    data-testid="calendar-day"
                    data-date={date}
                    data-blocked={blocked ? "true" : "false"}
                    aria-label={`${formatShortDay(date)}: ${blocked ? "blocked" : "available"}`}
                    className={`h-14 rounded-lg border text-center align-middle text-sm sm:h-16 ${
                      blocked ? "border-red-200 bg-red-100 text-red-900" : "border-slate-200 bg-slate-50 text-slate-800"
                    } ${isToday ? "ring-2 ring-brand-600 ring-offset-1" : ""}`}
                  >
                    <span
                      aria-hidden="true"
                      className="flex flex-col items-center justify-center gap-0.5 leading-tight"
                    >
                      <span className="font-semibold">{dayOfMonth}</span>
                      {showMonth ? <span className="text-[0.7rem]">{formatShortMonth(date)}</span> : null}
                      {blocked ? <Ban className="size-3.5" /> : null}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-700" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="flex size-4 items-center justify-center rounded border border-red-200 bg-red-100 text-red-900"
          >
            <Ban className="size-3" />
          </span>
          Blocked
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-4 rounded border border-slate-200 bg-slate-50" />
          Available
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-4 rounded ring-2 ring-brand-600" />
          Today
        </li>
      </ul>
    </section>
  );
}
