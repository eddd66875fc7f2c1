import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { googleSubscribeUrl, outlookSubscribeUrl } from "@/lib/calendar/feed-urls";

export const LINK_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none";
const UNAVAILABLE_BUTTON =
  "inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-600";

type Props = {
  feedUrl: string;
  calendarName: string;
  showGoogle?: boolean;
  showOutlook?: boolean;
  /** Why calendar apps cannot read the feed now (Sync is off): the links wait, saying so, instead of a 404. */
  offReason?: string | null;
};

/** Add to Google Calendar and Add to Outlook: each subscribes the app to the live feed. */
export function SubscribeLinks({ feedUrl, calendarName, showGoogle = true, showOutlook = true, offReason }: Props) {
  const reasonId = useId();
  const links = [
    showGoogle ? { label: "Add to Google Calendar", href: googleSubscribeUrl(feedUrl) } : null,
    showOutlook ? { label: "Add to Outlook", href: outlookSubscribeUrl(feedUrl, calendarName) } : null,
  ].filter((link) => link !== null);
  if (offReason) {
    return (
      <>
        {links.map(({ label }) => (
          <button key={label} type="button" disabled aria-describedby={reasonId} className={UNAVAILABLE_BUTTON}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
        <p id={reasonId} className="basis-full text-sm text-slate-600">
          {offReason}
        </p>
      </>
    );
  }
  return (
    <>
      {links.map(({ label, href }) => (
        <a key={label} href={href} target="_blank" rel="noopener noreferrer" className={LINK_BUTTON}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
    </>
  );
}
