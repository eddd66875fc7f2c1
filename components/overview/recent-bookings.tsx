import Link from "next/link";
import { StatusBadge } from "@/components/bookings/status-badge";
import type { BookingStatus } from "@/lib/constants";
import { formatDayDateTime } from "@/lib/format/date-time";

type Props = {
  bookings: { id: string; customerName: string; serviceName: string; status: BookingStatus; startsAt: Date }[];
  timeZone: string;
};

export function RecentBookings({ bookings, timeZone }: Props) {
  return (
    <section
      aria-labelledby="recent-bookings-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <h2 id="recent-bookings-heading" className="text-lg font-semibold text-slate-900">
          Recent Bookings
        </h2>
        <Link href="/dashboard/bookings" className="text-sm font-semibold text-brand-700 hover:underline">
          View all
        </Link>
      </div>
      {bookings.length === 0 ? (
        <p className="px-5 py-8 text-center text-slate-600">No bookings yet</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {bookings.map((booking) => (
            <li key={booking.id} data-testid="recent-booking">
              <Link
                href={`/dashboard/bookings?highlightBooking=${booking.id}`}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 hover:bg-slate-50"
              >
                <span>
                  <span className="block font-medium text-slate-900">{booking.customerName}</span>
                  <span className="block text-sm text-slate-600">{booking.serviceName}</span>
                </span>
                <span className="flex items-center gap-3 text-sm text-slate-700">
                  <StatusBadge status={booking.status} />
                  <span className="tabular-nums">{formatDayDateTime(booking.startsAt, timeZone)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
