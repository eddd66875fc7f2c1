import type { Metadata } from "next";
import { CalendarSync } from "@/components/calendar/calendar-sync";
import { ExportStatistics, IntegrationStatus } from "@/components/calendar/calendar-status";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { getDb } from "@/db";
import { requireUser } from "@/lib/auth/session";
import { businessExportFileName } from "@/lib/calendar/export";
import { feedWindowStart } from "@/lib/calendar/feed";
import { getCalendarSyncBusiness, getFeedFingerprint, getFeedStats, listStaffFeeds } from "@/lib/calendar/feed-queries";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";
import { formatDateTimeInZone } from "@/lib/time/zoned-time";

export const metadata: Metadata = { title: "Calendar Sync" };

/** Owner and manager: downloads, the live feeds and their settings, and what calendar apps fetched. */
export default async function CalendarPage() {
  const user = await requireUser({ roles: ["owner", "manager"] });
  const db = getDb();
  const now = new Date();
  const business = user.business ? await getCalendarSyncBusiness(db, user.business.id) : null;

  const header = (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900">Calendar Integration</h1>
      <p className="mt-1 text-slate-600">Export your bookings and keep your calendar apps in sync.</p>
    </div>
  );
  if (!business || !user.business) {
    return (
      <section className="mx-auto max-w-6xl">
        {header}
        <SetupRequired message="Please complete your business setup before connecting your calendar." />
      </section>
    );
  }

  const [staff, stats, fingerprint] = await Promise.all([
    listStaffFeeds(db, business.id),
    getFeedStats(db, business.id, now),
    getFeedFingerprint(db, {
      businessId: business.id,
      staffId: null,
      since: feedWindowStart(now),
      includeCancelled: business.calendarSettings.includeCancelled,
    }),
  ]);
  const lastFetch = stats.lastFetch
    ? {
        at: formatDateTimeInZone(stats.lastFetch.fetchedAt, user.business.timeZone),
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
          bookingsExported={fingerprint.events}
          hitsLast7Days={stats.hitsLast7Days}
          lastFetch={lastFetch}
        />
      </CalendarSync>
    </section>
  );
}
