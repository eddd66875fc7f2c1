import type { Metadata } from "next";
import Link from "next/link";
import { StatusBadge } from "@/components/bookings/status-badge";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { listVisibleBookings } from "@/lib/db/queries/bookings";
import { formatPence } from "@/lib/format/money";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";

export const metadata: Metadata = { title: "Bookings" };

export default async function BookingsPage() {
  const user = await requireUser();
  if (!user.business) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6">
        Please complete your business setup first. <Link href="/dashboard" className="font-semibold text-brand-700">Back to Overview</Link>
      </p>
    );
  }
  const { timeZone } = user.business;
  const rows = await listVisibleBookings(getDb(), { ...user, business: user.business });
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Bookings</h1>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">No bookings found</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {rows.map((booking) => (
            <li key={booking.id} data-testid="booking-row" className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-slate-900">{booking.customerName}</p>
                <p className="text-sm text-slate-600">
                  {booking.serviceName} · {booking.staffName || "No staff assigned"} · {formatPence(booking.pricePence)}
                </p>
              </div>
              <div className="text-right text-sm text-slate-700">
                <p>
                  {toDateInZone(booking.startsAt, timeZone)} {toTimeInZone(booking.startsAt, timeZone)}
                </p>
                <StatusBadge status={booking.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
