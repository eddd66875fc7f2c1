import type { Metadata } from "next";
import { AnalyticsStatCards } from "@/components/analytics/analytics-stat-cards";
import { BookedAheadCard } from "@/components/analytics/booked-ahead-card";
import { BookingStatusChart } from "@/components/analytics/booking-status-chart";
import { BookingsOverTimeChart } from "@/components/analytics/bookings-over-time-chart";
import { ChartCard } from "@/components/analytics/chart-card";
import { DailyBookingsTable } from "@/components/analytics/daily-bookings-table";
import { PeriodSelect } from "@/components/analytics/period-select";
import { Ranking } from "@/components/analytics/ranking";
import { StatusLegend } from "@/components/analytics/status-legend";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { getAnalytics } from "@/lib/analytics/queries";
import { buildAnalyticsStats, buildStatusBreakdown, parseAnalyticsPeriod } from "@/lib/metrics/analytics";
import { formatDayDateTime } from "@/lib/format/date-time";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Analytics" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Owners and managers only (staff get 403). The period is in the URL: ?period=7|30|90, anything else is 7. */
export default async function AnalyticsPage({ searchParams }: Props) {
  const user = await requireUser({ can: ["view", "analytics"] });
  const periodDays = parseAnalyticsPeriod((await searchParams).period);

  if (!user.business) {
    return (
      <section className="space-y-6">
        <ScreenHeader title="Analytics" />
        <SetupRequired role={user.role} message="Please complete your business setup before viewing analytics." />
      </section>
    );
  }

  const business = user.business;
  // Range: N days ago to now, by appointment time (starts_at); see getAnalyticsRange.
  const data = await getAnalytics(getDb(), { ...user, business }, { periodDays, now: new Date() });
  const statuses = buildStatusBreakdown(data.summary);

  return (
    <section className="space-y-6">
      <ScreenHeader title="Analytics" actions={<PeriodSelect value={periodDays} />}>
        Appointments from {formatDayDateTime(data.range.start, business.timeZone)} to now ({business.timeZone} time);
        what is booked for the days ahead is under Booked Ahead.
      </ScreenHeader>

      <AnalyticsStatCards stats={buildAnalyticsStats(data.summary)} />

      <BookedAheadCard
        bookedAhead={data.bookedAhead}
        periodDays={periodDays}
        untilLabel={formatDayDateTime(data.aheadRange.end, business.timeZone)}
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartCard
          id="bookings-over-time"
          title="Bookings Over Time"
          description="Bookings per day, by appointment date."
        >
          <BookingsOverTimeChart data={data.daily} />
          <DailyBookingsTable data={data.daily} />
        </ChartCard>

        <ChartCard
          id="booking-status"
          title="Booking Status"
          description="Bookings in the period by their current status."
        >
          <BookingStatusChart data={statuses} />
          <StatusLegend data={statuses} />
        </ChartCard>

        <ChartCard
          id="top-services"
          title="Top Services"
          description="The five most booked services. Revenue counts completed bookings."
        >
          <Ranking
            rows={data.topServices}
            subject="service"
            nameHeading="Service"
            caption="Top services by bookings"
            rowTestId="top-service"
            emptyText="No service data available"
          />
        </ChartCard>

        <ChartCard
          id="staff-performance"
          title="Staff Performance"
          description="The five busiest staff members. Revenue counts completed bookings."
        >
          <Ranking
            rows={data.topStaff}
            subject="staff member"
            colour="#7c3aed"
            nameHeading="Staff member"
            caption="Staff performance by bookings"
            rowTestId="top-staff"
            emptyText="No staff data available"
          />
        </ChartCard>
      </div>
    </section>
  );
}
