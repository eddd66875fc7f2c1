import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BrandHeader } from "@/components/booking-page/brand-header";
import { brandStyle, THEME_BACKGROUNDS } from "@/components/booking-page/brand-style";
import { PoweredBy } from "@/components/booking-page/powered-by";
import { StatusBadge } from "@/components/bookings/status-badge";
import { AddToCalendar } from "@/components/booking-wizard/add-to-calendar";
import { ManageBookingActions } from "@/components/manage-booking/manage-booking-actions";
import { buildCustomerCalendarLinks } from "@/lib/bookings/customer-calendar";
import { createManageUrl } from "@/lib/bookings/manage-token";
import {
  EXPIRED_MANAGE_LINK_MESSAGE,
  getChangeRefusal,
  getRescheduleOptions,
  loadManagedBookingByToken,
} from "@/lib/bookings/manage-booking";
import type { ManagedBooking } from "@/lib/bookings/public-queries";
import { resolveBusinessBrand, type BusinessBrand } from "@/lib/business/brand";
import { getDb } from "@/db";
import { formatPence } from "@/lib/format/money";
import { formatDayDateTime } from "@/lib/format/date-time";

export const metadata: Metadata = {
  title: "Your booking",
  description: "See, reschedule or cancel your booking.",
  robots: { index: false },
};

type Props = { params: Promise<{ token: string }> };

const CARD = "rounded-[var(--bp-radius)] border border-slate-200 bg-white p-5 shadow-sm";

function brandOf(booking: ManagedBooking): BusinessBrand {
  return resolveBusinessBrand({
    name: booking.businessName,
    customization: booking.customization,
    whiteLabel: booking.whiteLabel,
  });
}

/** The business's look around the page: its theme, colours, font, logo and name. */
function BrandedPage({ booking, children }: { booking: ManagedBooking; children: React.ReactNode }) {
  const brand = brandOf(booking);
  return (
    <div
      data-testid="manage-page"
      className={`min-h-screen ${THEME_BACKGROUNDS[booking.customization.theme]}`}
      style={brandStyle(booking.customization)}
    >
      <BrandHeader brand={brand} nameAs="p" />
      <main className="mx-auto max-w-xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">Your booking</h1>
        {children}
      </main>
      {!brand.hidePoweredBy && <PoweredBy />}
    </div>
  );
}

/** The customer's own booking, reached from the confirmation email (signed link, no login). */
export default async function ManageBookingPage({ params }: Props) {
  const { token } = await params;
  const now = new Date();
  const link = await loadManagedBookingByToken(getDb(), decodeURIComponent(token), now);
  if (link.state === "invalid") notFound();
  const { booking } = link;
  if (link.state === "expired") {
    return (
      <BrandedPage booking={booking}>
        <p data-testid="manage-expired" className={`mt-6 text-sm text-slate-700 ${CARD}`}>
          {EXPIRED_MANAGE_LINK_MESSAGE}
        </p>
      </BrandedPage>
    );
  }
  const refusal = getChangeRefusal(booking, now);
  const options = refusal ? null : await getRescheduleOptions(getDb(), booking, now);
  return (
    <BrandedPage booking={booking}>
      <dl
        data-testid="managed-booking"
        className={`mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm ${CARD} border-t-4 border-t-[var(--bp-secondary)]`}
      >
        <dt className="text-slate-600">Service</dt>
        <dd className="font-medium text-slate-900">{booking.serviceName}</dd>
        <dt className="text-slate-600">With</dt>
        <dd className="text-slate-900">{booking.staffName || "No staff assigned"}</dd>
        <dt className="text-slate-600">When</dt>
        <dd className="text-slate-900">{formatDayDateTime(booking.startsAt, booking.timeZone)}</dd>
        {booking.customization.showPricing && (
          <>
            <dt className="text-slate-600">Price</dt>
            <dd className="text-slate-900">{formatPence(booking.pricePence)}</dd>
          </>
        )}
        <dt className="text-slate-600">Status</dt>
        <dd>
          <StatusBadge status={booking.status} />
        </dd>
      </dl>
      {booking.status !== "cancelled" && (
        <AddToCalendar
          links={buildCustomerCalendarLinks(
            booking,
            { name: brandOf(booking).name, address: booking.businessAddress },
            createManageUrl({ id: booking.businessId, slug: booking.businessSlug }, booking.id),
          )}
          className={`mt-6 ${CARD}`}
        />
      )}
      <div className={`mt-6 ${CARD}`}>
        {refusal ? (
          <p data-testid="manage-refusal" className="text-sm text-slate-700">
            {refusal}
          </p>
        ) : (
          <ManageBookingActions token={decodeURIComponent(token)} options={options} />
        )}
      </div>
    </BrandedPage>
  );
}
