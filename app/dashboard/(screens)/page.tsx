import Link from "next/link";
import { cookies } from "next/headers";
import { CalendarCheck, PoundSterling, Scissors, Users } from "lucide-react";
import { Agenda } from "@/components/overview/agenda";
import { QuickActions } from "@/components/overview/quick-actions";
import { RecentBookings } from "@/components/overview/recent-bookings";
import { StaffDay } from "@/components/overview/staff-day";
import { StatCard } from "@/components/overview/stat-card";
import { CannotBookNotice } from "@/components/setup/cannot-book-notice";
import { SetupChecklist } from "@/components/setup/setup-checklist";
import { formatCount } from "@/lib/format/count";
import { can } from "@/lib/access/policy";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import {
  getNextStaffAppointment,
  getOverviewStats,
  getRecentBookings,
  getStaffDay,
  getTodayAgenda,
} from "@/lib/overview/queries";
import { buildSetupChecklist, isSetupHiddenFor, SETUP_HIDDEN_COOKIE } from "@/lib/overview/setup-checklist";
import { getSetupState } from "@/lib/overview/setup-queries";
import { parseStaffDayView } from "@/lib/overview/staff-day";
import { formatPence } from "@/lib/format/money";
import { REVENUE_DESCRIPTION } from "@/lib/metrics/revenue";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";
import { buildPublicUrls } from "@/lib/tenant/public-urls";

type SearchParams = Record<string, string | string[] | undefined>;

/** The four figures of the month, each beside last month's. */
const OVERVIEW_STATS = [
  {
    key: "totalBookings",
    label: "Total Bookings",
    description: "Appointments this month",
    emptyLastMonth: "No bookings last month",
    Icon: CalendarCheck,
    format: formatCount,
  },
  {
    key: "activeServices",
    label: "Active Services",
    description: "Bookable now",
    emptyLastMonth: "None last month",
    Icon: Scissors,
    format: formatCount,
  },
  {
    key: "staffMembers",
    label: "Staff Members",
    description: "Active now",
    emptyLastMonth: "None last month",
    Icon: Users,
    format: formatCount,
  },
  {
    key: "revenuePence",
    label: "Revenue",
    description: REVENUE_DESCRIPTION,
    emptyLastMonth: "No revenue last month",
    Icon: PoundSterling,
    format: formatPence,
  },
] as const;

export default async function OverviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const checklistHidden = isSetupHiddenFor((await cookies()).get(SETUP_HIDDEN_COOKIE)?.value, user.id);
  if (!user.business) {
    const canSetUp = can(user, "manage", "business");
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">Welcome to BookingPro, {user.name}!</h1>
          <p className="mt-2 text-slate-600">Set up your business to start taking online bookings.</p>
          {canSetUp ? (
            <Link
              href="/dashboard/setup"
              className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800"
            >
              Setup Business
            </Link>
          ) : (
            <p className="mt-4 text-slate-600">
              Your account is not linked to a business yet. Please contact your manager.
            </p>
          )}
        </section>
        {!canSetUp || checklistHidden ? null : (
          <SetupChecklist
            userId={user.id}
            checklist={buildSetupChecklist({
              hasBusiness: false,
              hasPricedService: false,
              hasActiveStaff: false,
              customization: null,
              hasUploadedImage: false,
              hasBooking: false,
            })}
            bookingPage={null}
            customersCannotBook={false}
            // The welcome above already has the Setup Business button.
            emphasiseNext={false}
          />
        )}
      </div>
    );
  }
  const scoped = { ...user, business: user.business };
  const db = getDb();
  const now = new Date();
  const timeZone = user.business.timeZone;
  const welcome = (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-2xl font-bold text-slate-900">Welcome back, {user.name}!</h2>
      <p className="mt-1 text-slate-600">Here&apos;s what&apos;s happening at {user.business.name}.</p>
      <Link
        href={`/book/${user.business.slug}`}
        target="_blank"
        rel="noopener"
        className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
      >
        View Booking Page
      </Link>
    </section>
  );

  // A staff user's home is their own day (or week); the business's figures are for owners and managers.
  if (!can(user, "view", "analytics")) {
    const view = parseStaffDayView((await searchParams).view);
    const [days, next, recent] = await Promise.all([
      getStaffDay(db, scoped, now),
      getNextStaffAppointment(db, scoped, now),
      getRecentBookings(db, scoped),
    ]);
    return (
      <div className="space-y-6">
        {welcome}
        <StaffDay view={view} items={days} next={next} now={now} timeZone={timeZone} />
        <RecentBookings bookings={recent} timeZone={timeZone} />
      </div>
    );
  }

  const [agenda, stats, recent, setup] = await Promise.all([
    getTodayAgenda(db, scoped, now),
    getOverviewStats(db, scoped, now),
    getRecentBookings(db, scoped),
    getSetupState(db, user.business.id),
  ]);
  const checklist = setup ? buildSetupChecklist(setup.facts) : null;
  const showChecklist = checklist !== null && !checklist.complete && !checklistHidden;
  const unbookable = setup?.unbookableServices ?? [];
  // With the checklist on screen and nobody on the team, its staff step says it (and offers "Add myself").
  const showNotice = unbookable.length > 0 && !(showChecklist && !setup?.facts.hasActiveStaff);
  const bookingPagePath = `/book/${encodeURIComponent(user.business.slug)}`;
  const checklistCard =
    showChecklist && setup ? (
      <SetupChecklist
        userId={user.id}
        checklist={checklist}
        bookingPage={{
          path: bookingPagePath,
          url: buildPublicUrls({
            platformOrigin: getPlatformOrigin(),
            slug: user.business.slug,
            customDomain: setup.customDomain,
          }).bookingPageUrl,
        }}
        customersCannotBook={setup.activeServiceCount > 0 && !setup.facts.hasActiveStaff}
      />
    ) : null;
  // Before the first booking the checklist leads the page; once bookings come in, today's agenda does.
  const live = setup?.facts.hasBooking === true;
  return (
    <div className="space-y-6">
      {welcome}
      {showNotice && setup ? (
        <CannotBookNotice
          services={unbookable}
          noStaff={!setup.facts.hasActiveStaff}
          nothingBookable={unbookable.length === setup.activeServiceCount}
        />
      ) : null}
      {live ? null : checklistCard}
      <Agenda
        title="Today's Agenda"
        description={`The next appointments today (${timeZone} time).`}
        emptyText="No more appointments today"
        items={agenda}
        timeZone={timeZone}
      />
      {live ? checklistCard : null}
      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {OVERVIEW_STATS.map(({ key, label, description, emptyLastMonth, Icon, format }) => (
          <StatCard
            key={key}
            label={label}
            value={format(stats[key].current)}
            description={description}
            current={stats[key].current}
            previous={stats[key].previous}
            emptyLastMonth={emptyLastMonth}
            icon={<Icon className="size-5" />}
          />
        ))}
      </section>
      <QuickActions />
      <RecentBookings bookings={recent} timeZone={timeZone} />
    </div>
  );
}
