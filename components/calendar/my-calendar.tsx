"use client";

import { BusyCalendarPanel } from "@/components/busy-calendars/busy-calendar-panel";
import { FormCard } from "@/components/ui/form-card";
import type { BusyCalendarStatus } from "@/lib/calendar/busy-calendar-queries";
import { FeedUrlCard } from "./feed-url-card";
import { SubscribeLinks } from "./subscribe-links";

type Props = {
  staff: { id: string; name: string };
  businessName: string;
  feedUrl: string;
  syncEnabled: boolean;
  /** The staff member's personal calendar, when the owner lets staff manage their availability; else null. */
  busyCalendar: { status: BusyCalendarStatus | null; timeZone: string } | null;
};

/** A staff user's own calendar: their bookings as a live feed, and their personal calendar blocking their slots. */
export function MyCalendar({ staff, businessName, feedUrl, syncEnabled, busyCalendar }: Props) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <FormCard
          title="Your bookings in your calendar"
          description="Subscribe once: your new, moved and cancelled bookings appear in your calendar app."
        >
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <SubscribeLinks
              feedUrl={feedUrl}
              calendarName={`${businessName}: ${staff.name}`}
              offReason={
                syncEnabled ? null : "The business has switched calendar feeds off: ask your manager to turn Sync on."
              }
            />
          </div>
        </FormCard>
        <FeedUrlCard feedUrl={feedUrl} syncEnabled={syncEnabled} />
      </div>
      <div>
        {busyCalendar ? (
          <FormCard
            title="Personal calendar"
            description="Times that are busy in your own calendar are not offered to customers."
          >
            <BusyCalendarPanel
              staffId={staff.id}
              staffName={staff.name}
              status={busyCalendar.status}
              timeZone={busyCalendar.timeZone}
              showHeading={false}
            />
          </FormCard>
        ) : (
          <FormCard title="Personal calendar">
            <p data-testid="busy-calendar-managed" className="text-sm text-slate-700">
              Your manager connects personal calendars for this business. Ask them to add yours so your busy times are
              not offered to customers.
            </p>
          </FormCard>
        )}
      </div>
    </div>
  );
}
