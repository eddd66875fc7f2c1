import Link from "next/link";
import { describeHoursOutsideOpening, hoursOutsideOpening } from "@/lib/staff/hours-outside-opening";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

type Props = {
  availability: WeeklySchedule;
  openingHours: WeeklySchedule;
  /** The form's copy follows the hours as they are edited: announced politely. */
  live?: boolean;
  className?: string;
};

/**
 * Working hours past the opening hours are bookable only where both overlap; this says so, day by day, on the
 * staff card and under the form's hours. Nothing is shown when every working day is within opening hours.
 */
export function HoursOutsideOpeningNote({ availability, openingHours, live = false, className = "" }: Props) {
  const lines = hoursOutsideOpening(availability, openingHours).map((item) =>
    describeHoursOutsideOpening(item, openingHours),
  );
  const note =
    lines.length > 0 ? (
      <div
        data-testid="hours-outside-opening"
        className={`rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
      >
        <p className="font-medium">Outside opening hours</p>
        <ul className="mt-1 space-y-0.5">
          {lines.map((line) => (
            <li key={line} className="tabular-nums">
              {line}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs">
          Change the opening hours in{" "}
          <Link href="/dashboard/setup" className="font-medium underline">
            Business Setup
          </Link>
          .
        </p>
      </div>
    ) : null;
  // The live region stays mounted so a screen reader hears the note appear.
  return live ? <div aria-live="polite">{note}</div> : note;
}
