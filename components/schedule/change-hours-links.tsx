import Link from "next/link";
import { formatDateButton } from "@/lib/format/booking-date";
import type { ScheduleModel } from "./types";

/** Whose hours the caller may change for one day: anyone's (Staff screen), their own member's (My Availability). */
export type ChangeHours = { anyone: true } | { ownStaffId: string } | null;

/** The one-day change form started with that member and date, or null when the caller may not change their hours. */
function changeHoursHref(changeHours: ChangeHours, staffId: string, date: string): string | null {
  if (!changeHours) return null;
  if ("anyone" in changeHours) return `/dashboard/staff?staff=${staffId}&date=${date}#day-changes`;
  return changeHours.ownStaffId === staffId ? `/dashboard/availability?date=${date}#day-changes` : null;
}

/**
 * Below the board: a link per column shown (today on) to change that member's hours on that date. Here rather than in
 * the column headings, so the board stays a few Tab stops from the top of the page.
 */
export function ChangeHoursLinks({ model, changeHours }: { model: ScheduleModel; changeHours: ChangeHours }) {
  const links = model.columns.flatMap((column) => {
    const href = column.date >= model.today ? changeHoursHref(changeHours, column.staffId, column.date) : null;
    if (!href) return [];
    const { weekday, day, month } = formatDateButton(column.date);
    const label = model.view === "day" ? column.staffName : `${weekday} ${day} ${month}`;
    return [{ key: column.key, href, label }];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="change-hours-heading" className="text-sm text-slate-700" data-testid="change-hours">
      <h2 id="change-hours-heading" className="inline font-medium text-slate-900">
        {model.view === "day" ? "Change hours for this day:" : `Change ${model.columns[0]?.staffName}'s hours on:`}
      </h2>{" "}
      <ul className="inline">
        {links.map((link, index) => (
          <li key={link.key} className="inline">
            {index > 0 ? ", " : null}
            <Link href={link.href} className="font-medium text-brand-700 underline underline-offset-2">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
