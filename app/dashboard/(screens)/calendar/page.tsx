import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CalendarSync } from "@/components/calendar/calendar-sync";
import { MyCalendar } from "@/components/calendar/my-calendar";
import { ExportStatistics, IntegrationStatus } from "@/components/calendar/calendar-status";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { getDb } from "@/db";
import { can } from "@/lib/access/policy";
import { requireUser } from "@/lib/auth/session";
import { findBusyCalendarStatus } from "@/lib/calendar/busy-calendar-queries";
import { businessExportFileName } from "@/lib/calendar/export";
import { feedWindowStart } from "@/lib/calendar/feed";
import { countFeedEvents, getCalendarSyncBusiness, getFeedStats, listStaffFeeds } from "@/lib/calendar/feed-queries";
import { staffFeedUrl } from "@/lib/calendar/feed-urls";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";
import { formatDayDateTime } from "@/lib/format/date-time";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Calendar Sync" };

/**
 * Owner and manager: downloads, the live feeds and their settings, and what calendar apps fetched.
 * A staff user: their own feed, and their personal calendar when the owner lets staff manage availability.
 */
export default async function CalendarPage() {
  const user = await requireUser({ can: ["view", "bookings"] });
  const db = getDb();
  const now = new Date();
  if (!can(user, "manage", "calendar")) {
    const business = user.business ? await getCalendarSyncBusiness(db, user.business.id) : null;
    return <StaffCalendarPage user={user} business={business} />;
  }

  const header = (
    <ScreenHeader className="mb-6" title="Calendar Integration">
      Export your bookings and keep your calendar apps in sync.
    </ScreenHeader>
  );
  // Everything the screen shows, in parallel: the feed's count comes both ways and the settings pick one.
  const [business, staff, stats, events] = user.business
    ? await Promise.all([
        getCalendarSyncBusiness(db, user.business.id),
        listStaffFeeds(db, user.business.id),
        getFeedStats(db, user.business.id, now),
        countFeedEvents(db, user.business.id, feedWindowStart(now)),
      ])
    : [null, [], null, null];
  if (!business || !user.business || !stats || !events) {
    return (
      <section className="mx-auto max-w-6xl">
        {header}
        <SetupRequired
          role={user.role}
          message="Please complete your business setup before connecting your calendar."
        />
      </section>
    );
  }

  const lastFetch = stats.lastFetch
    ? {
        at: formatDayDateTime(stats.lastFetch.fetchedAt, user.business.timeZone),
        userAgent: stats.lastFetch.userAgent,
      }
    : null;

  return (
    <section className="mx-auto max-w-6xl">
      {header}
      <CalendarSync
        origin={getPlatformOrigin()}
        business={{ id: business.id, name: business.name, icalToken: business.icalToken }}
        exportFileName={businessExportFileName(business.name)}
        settings={business.calendarSettings}
        staff={staff}
      >
        <IntegrationStatus settings={business.calendarSettings} lastFetch={lastFetch} />
        <ExportStatistics
          bookingsExported={business.calendarSettings.includeCancelled ? events.all : events.live}
          hitsLast7Days={stats.hitsLast7Days}
          lastFetch={lastFetch}
        />
      </CalendarSync>
    </section>
  );
}

type CalendarUser = Awaited<ReturnType<typeof requireUser>>;
type SyncBusiness = Awaited<ReturnType<typeof getCalendarSyncBusiness>>;

async function StaffCalendarPage({ user, business }: { user: CalendarUser; business: SyncBusiness }) {
  const db = getDb();
  const staffId = user.staffMemberId;
  const [member] = business && staffId ? (await listStaffFeeds(db, business.id)).filter((s) => s.id === staffId) : [];
  if (!business || !user.business || !member) notFound();
  const canManageCalendar = can(user, "manage", "busy-calendars", { staffId: member.id });
  const status = canManageCalendar ? await findBusyCalendarStatus(db, business.id, member.id) : null;
  return (
    <section className="mx-auto max-w-6xl">
      <ScreenHeader className="mb-6" title="My Calendar">
        Your bookings in your own calendar app, and your busy times kept free.
      </ScreenHeader>
      <MyCalendar
        staff={{ id: member.id, name: member.name }}
        businessName={business.name}
        feedUrl={staffFeedUrl(getPlatformOrigin(), business.id, member.id, member.icalToken)}
        syncEnabled={business.calendarSettings.syncEnabled}
        busyCalendar={canManageCalendar ? { status, timeZone: user.business.timeZone } : null}
      />
    </section>
  );
}
