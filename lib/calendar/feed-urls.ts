/*
 * The feed addresses and the calendar apps' subscribe links. Pure (the screen and tests share them);
 * the origin is always the platform's configured one (APP_URL), never a request's Host.
 */

export function businessFeedUrl(origin: string, businessId: string, token: string): string {
  return `${origin}/api/calendar/ical/${businessId}?token=${encodeURIComponent(token)}`;
}

export function staffFeedUrl(origin: string, businessId: string, staffId: string, token: string): string {
  return `${origin}/api/calendar/ical/${businessId}/staff/${staffId}?token=${encodeURIComponent(token)}`;
}

/** Google Calendar's "add by URL" subscribe link carrying the feed URL. */
export function googleSubscribeUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feedUrl)}`;
}

/** Outlook on the web's "subscribe from web" link carrying the feed URL and the calendar's name. */
export function outlookSubscribeUrl(feedUrl: string, name: string): string {
  return `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent(name)}`;
}
