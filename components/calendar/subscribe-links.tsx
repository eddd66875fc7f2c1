import { ExternalLink } from "lucide-react";
import { googleSubscribeUrl, outlookSubscribeUrl } from "@/lib/calendar/feed-urls";

export const LINK_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none";

type Props = { feedUrl: string; calendarName: string; showGoogle?: boolean; showOutlook?: boolean };

/** Add to Google Calendar and Add to Outlook: each subscribes the app to the live feed. */
export function SubscribeLinks({ feedUrl, calendarName, showGoogle = true, showOutlook = true }: Props) {
  return (
    <>
      {showGoogle ? (
        <a href={googleSubscribeUrl(feedUrl)} target="_blank" rel="noopener noreferrer" className={LINK_BUTTON}>
          <ExternalLink className="size-4" aria-hidden="true" />
          Add to Google Calendar
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {showOutlook ? (
        <a
          href={outlookSubscribeUrl(feedUrl, calendarName)}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_BUTTON}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Add to Outlook
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </>
  );
}
