/** One appointment as the customer's calendar app should show it. */
export type CalendarEventDetails = {
  title: string;
  startsAt: Date;
  endsAt: Date;
  details: string;
  location: string;
};

export type AddEventLinks = { google: string; outlook: string };

/** 20261125T140000Z: the UTC form Google's template link takes. */
function toGoogleInstant(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * "Add to Google Calendar" and "Add to Outlook" links that open the app's new-event form filled in.
 * Apple Calendar (and anything else) takes the booking's .ics file instead.
 */
export function buildAddEventLinks(event: CalendarEventDetails): AddEventLinks {
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${toGoogleInstant(event.startsAt)}/${toGoogleInstant(event.endsAt)}`,
    details: event.details,
    location: event.location,
  }).toString();

  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.startsAt.toISOString(),
    enddt: event.endsAt.toISOString(),
    body: event.details,
    location: event.location,
  }).toString();

  return { google: google.toString(), outlook: outlook.toString() };
}
