import Link from "next/link";
import { CalendarCheck, PoundSterling, Scissors, Users } from "lucide-react";
import { QuickActions } from "@/components/overview/quick-actions";
import { RecentBookings } from "@/components/overview/recent-bookings";
import { StatCard } from "@/components/overview/stat-card";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { getOverviewStats, getRecentBookings } from "@/lib/overview/queries";
import { formatPence } from "@/lib/format/money";

export default async function OverviewPage() {
  const user = await requireUser();
  if (!user.business) {
    return (
      <section className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Welcome to BookingPro, {user.name}!</h1>
        <p className="mt-2 text-slate-600">Set up your business to start taking online bookings.</p>
        {user.role === "staff" ? (
          <p className="mt-4 text-slate-600">
            Your account is not linked to a business yet. Please contact your manager.
          </p>
        ) : (
          <Link
            href="/dashboard/setup"
            className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800"
          >
            Setup Business
          </Link>
        )}
      </section>
    );
  }
  const scoped = { ...user, business: user.business };
  const db = getDb();
  const [stats, recent] = await Promise.all([getOverviewStats(db, scoped, new Date()), getRecentBookings(db, scoped)]);
  const canManage = user.role !== "staff";
  return (
    <div className="space-y-6">
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
      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Bookings"
          value={String(stats.totalBookings.value)}
          current={stats.totalBookings.current}
          previous={stats.totalBookings.previous}
          icon={<CalendarCheck className="size-5" />}
        />
        <StatCard
          label="Active Services"
          value={String(stats.activeServices.value)}
          current={stats.activeServices.current}
          previous={stats.activeServices.previous}
          icon={<Scissors className="size-5" />}
        />
        <StatCard
          label="Staff Members"
          value={String(stats.staffMembers.value)}
          current={stats.staffMembers.current}
          previous={stats.staffMembers.previous}
          icon={<Users className="size-5" />}
        />
        <StatCard
          label="Revenue"
          value={formatPence(stats.revenuePence.value)}
          current={stats.revenuePence.current}
          previous={stats.revenuePence.previous}
          icon={<PoundSterling className="size-5" />}
        />
      </section>
      {canManage && <QuickActions />}
      <RecentBookings bookings={recent} timeZone={user.business.timeZone} />
    </div>
  );
}
