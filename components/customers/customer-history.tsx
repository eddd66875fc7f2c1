import Link from "next/link";
import { StatusBadge } from "@/components/bookings/status-badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { CustomerBooking } from "@/lib/customers/queries";
import { formatDayDateTime } from "@/lib/format/date-time";
import { formatPenceShort } from "@/lib/format/money";

/** Every booking of the customer, latest first; each opens the booking highlighted in Bookings. */
export function CustomerHistory({ bookings, timeZone }: { bookings: CustomerBooking[]; timeZone: string }) {
  return (
    <section
      aria-labelledby="history-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id="history-heading" className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900">
        Booking History
      </h2>
      {bookings.length === 0 ? (
        <div className="px-5 py-8 text-center" data-testid="no-visits">
          <p className="font-semibold text-slate-900">No visits yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Their bookings will appear here. Book them from the Schedule with New appointment.
          </p>
        </div>
      ) : (
        <BookingRows bookings={bookings} timeZone={timeZone} />
      )}
    </section>
  );
}

const bookingHref = (booking: CustomerBooking) => `/dashboard/bookings?highlightBooking=${booking.id}`;

const columns = (timeZone: string): Column<CustomerBooking>[] => [
  {
    header: "Date",
    className: "whitespace-nowrap",
    cell: (booking) => (
      <Link href={bookingHref(booking)} className="font-semibold text-brand-700 tabular-nums hover:underline">
        {formatDayDateTime(booking.startsAt, timeZone)}
      </Link>
    ),
  },
  { header: "Service", className: "text-slate-900", cell: (booking) => booking.serviceName },
  { header: "Staff", className: "text-slate-700", cell: (booking) => booking.staffName || "No staff assigned" },
  {
    header: "Price",
    numeric: true,
    className: "text-slate-900",
    cell: (booking) => formatPenceShort(booking.pricePence),
  },
  { header: "Status", cell: (booking) => <StatusBadge status={booking.status} /> },
];

function BookingRows({ bookings, timeZone }: { bookings: CustomerBooking[]; timeZone: string }) {
  return (
    <DataTable
      caption="Bookings, latest first"
      columns={columns(timeZone)}
      rows={bookings}
      rowKey={(booking) => booking.id}
      rowTestId="history-row"
      phone={{
        box: { className: "overflow-x-auto" },
        listClassName: "divide-y divide-slate-100",
        card: (booking) => (
          <li key={booking.id} data-testid="history-card" className="px-5 py-3">
            <Link href={bookingHref(booking)} className="font-semibold text-brand-700 tabular-nums hover:underline">
              {formatDayDateTime(booking.startsAt, timeZone)}
            </Link>
            <p className="text-sm text-slate-900">
              {booking.serviceName}
              <span className="text-slate-600">
                {booking.staffName ? ` with ${booking.staffName}` : " · No staff assigned"}
              </span>
            </p>
            <p className="mt-1 flex items-center justify-between gap-3 text-sm">
              <span className="tabular-nums text-slate-900">{formatPenceShort(booking.pricePence)}</span>
              <StatusBadge status={booking.status} />
            </p>
          </li>
        ),
      }}
    />
  );
}
