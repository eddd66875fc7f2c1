import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StatusBadge } from "@/components/bookings/status-badge";
import { ManageBookingActions } from "@/components/manage-booking/manage-booking-actions";
import {
  EXPIRED_MANAGE_LINK_MESSAGE,
  getChangeRefusal,
  getRescheduleOptions,
  loadManagedBookingByToken,
} from "@/lib/bookings/manage-booking";
import { getDb } from "@/db";
import { formatPence } from "@/lib/format/money";
import { formatDateTimeInZone } from "@/lib/time/zoned-time";

export const metadata: Metadata = {
  title: "Your booking",
  description: "See, reschedule or cancel your booking.",
  robots: { index: false },
};

type Props = { params: Promise<{ token: string }> };

/** The customer's own booking, reached from the confirmation email (signed link, no login). */
export default async function ManageBookingPage({ params }: Props) {
  const { token } = await params;
  const now = new Date();
  const link = await loadManagedBookingByToken(getDb(), decodeURIComponent(token), now);
  if (link.state === "invalid") notFound();
  if (link.state === "expired") {
    return (
      <main className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">Your booking</h1>
        <p
          data-testid="manage-expired"
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm"
        >
          {EXPIRED_MANAGE_LINK_MESSAGE}
        </p>
      </main>
    );
  }
  const { booking } = link;
  const refusal = getChangeRefusal(booking, now);
  const options = refusal ? null : await getRescheduleOptions(getDb(), booking, now);
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <p className="text-sm font-medium text-slate-600">{booking.businessName}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Your booking</h1>
      <dl
        data-testid="managed-booking"
        className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
      >
        <dt className="text-slate-600">Service</dt>
        <dd className="font-medium text-slate-900">{booking.serviceName}</dd>
        <dt className="text-slate-600">With</dt>
        <dd className="text-slate-900">{booking.staffName || "No staff assigned"}</dd>
        <dt className="text-slate-600">When</dt>
        <dd className="text-slate-900">{formatDateTimeInZone(booking.startsAt, booking.timeZone)}</dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="text-slate-900">{formatPence(booking.pricePence)}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd>
          <StatusBadge status={booking.status} />
        </dd>
      </dl>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {refusal ? (
          <p data-testid="manage-refusal" className="text-sm text-slate-700">
            {refusal}
          </p>
        ) : (
          <ManageBookingActions token={decodeURIComponent(token)} options={options} />
        )}
      </div>
    </main>
  );
}
