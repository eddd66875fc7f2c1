import { CalendarPlus, Download } from "lucide-react";
import { useId } from "react";
import type { BookingLinks } from "./wizard-state";
import { SECONDARY_BUTTON } from "./wizard-ui";

/** Google Calendar and Outlook open their new-event form filled in; the .ics suits Apple Calendar and the rest. */
export function AddToCalendar({ links, className }: { links: BookingLinks["calendar"]; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
        Add to your calendar
      </h3>
      <div data-testid="add-to-calendar" className="grid gap-2 sm:grid-cols-3">
        <a href={links.google} target="_blank" rel="noopener noreferrer" className={SECONDARY_BUTTON}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Google Calendar
        </a>
        <a href={links.outlook} target="_blank" rel="noopener noreferrer" className={SECONDARY_BUTTON}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Outlook
        </a>
        <a href={links.ics} download className={SECONDARY_BUTTON}>
          <Download aria-hidden="true" className="size-4" />
          Apple Calendar (.ics)
        </a>
      </div>
    </section>
  );
}
