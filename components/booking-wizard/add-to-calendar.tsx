import { CalendarPlus, Download } from "lucide-react";
import { useId } from "react";
import type { BookingLinks } from "./wizard-state";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./wizard-ui";

type Props = {
  links: BookingLinks["calendar"];
  className?: string;
  /** Primary on the confirmation, where adding it to a calendar is the next thing to do. */
  emphasis?: "primary" | "secondary";
};

/** Google Calendar and Outlook open their new-event form filled in; the .ics suits Apple Calendar and the rest. */
export function AddToCalendar({ links, className, emphasis = "secondary" }: Props) {
  const headingId = useId();
  const button = emphasis === "primary" ? `${PRIMARY_BUTTON} text-sm` : SECONDARY_BUTTON;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        Add to your calendar
      </h3>
      <div data-testid="add-to-calendar" className="grid gap-2 sm:grid-cols-3">
        <a href={links.google} target="_blank" rel="noopener noreferrer" className={button}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Google Calendar
        </a>
        <a href={links.outlook} target="_blank" rel="noopener noreferrer" className={button}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Outlook
        </a>
        <a href={links.ics} download className={button}>
          <Download aria-hidden="true" className="size-4" />
          Apple Calendar
        </a>
      </div>
    </section>
  );
}
