import type { CalendarSettings } from "@/lib/business/settings-schema";

type LastFetch = { at: string; userAgent: string } | null;

function Line({ label, value, good }: { label: string; value: string; good?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`min-w-0 text-right font-medium break-words ${good ? "text-emerald-700" : "text-slate-900"}`}>
        {value}
      </dd>
    </div>
  );
}

function Panel({
  id,
  testId,
  title,
  children,
}: {
  id: string;
  testId: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">{children}</dl>
    </section>
  );
}

/**
 * What is true today, nothing more: BookingPro has no Google or Microsoft account connection, so
 * those lines say whether the owner uses that app with the feed.
 */
export function IntegrationStatus({ settings, lastFetch }: { settings: CalendarSettings; lastFetch: LastFetch }) {
  return (
    <Panel id="integration-status-heading" testId="integration-status" title="Integration Status">
      <Line label="iCal feed" value={settings.syncEnabled ? "Active" : "Off"} good={settings.syncEnabled} />
      <Line label="Last fetched" value={lastFetch ? lastFetch.at : "Never"} />
      <Line label="Google Calendar" value={settings.googleCalendarEnabled ? "Using the feed" : "Not in use"} />
      <Line label="Outlook" value={settings.outlookEnabled ? "Using the feed" : "Not in use"} />
      <Line label="Auto Export" value={settings.autoExport ? "On" : "Off"} />
      <Line label="Cancelled bookings" value={settings.includeCancelled ? "Included" : "Left out"} />
    </Panel>
  );
}

export function ExportStatistics({
  bookingsExported,
  hitsLast7Days,
  lastFetch,
}: {
  bookingsExported: number;
  hitsLast7Days: number;
  lastFetch: LastFetch;
}) {
  return (
    <Panel id="export-statistics-heading" testId="export-statistics" title="Export Statistics">
      <Line label="Bookings exported" value={String(bookingsExported)} />
      <Line label="Last fetched" value={lastFetch ? lastFetch.at : "Never"} />
      <Line label="Fetched by" value={lastFetch ? lastFetch.userAgent || "Unknown app" : "—"} />
      <Line label="Feed hits (7 days)" value={String(hitsLast7Days)} />
    </Panel>
  );
}
