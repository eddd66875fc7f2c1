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
  isVisit,
  loadManagedBookingByToken,
  type ManagedLink,
} from "@/lib/bookings/manage-booking";
import type { ManagedBooking } from "@/lib/bookings/public-queries";
import { resolveBusinessBrand, type BusinessBrand } from "@/lib/business/brand";
import { getDb } from "@/db";
import { describeCancellationPolicy } from "@/lib/bookings/cancellation-policy";
import { formatAppointmentDateTime } from "@/lib/format/date-time";
import { formatDuration } from "@/lib/format/duration";
import { formatPenceShort } from "@/lib/format/money";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";
import { MapPin } from "lucide-react";
import { lengthInMinutes } from "@/lib/time/length";

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
      <main className="mx-auto max-w-xl px-4 py-8 lg:max-w-5xl">
        <h1 className="text-2xl font-bold text-slate-900">Your booking</h1>
        {children}
      </main>
      {!brand.hidePoweredBy && <PoweredBy />}
    </div>
  );
}

/** A visit's services in order: each with whom, when it starts, how long it takes and (when shown) its price. */
function VisitServices({ booking }: { booking: ManagedLink }) {
  return (
    <ol data-testid="visit-services" aria-label="Services" className="mt-3 divide-y divide-slate-200">
      {booking.parts.map((part) => (
        <li key={part.id} data-testid="visit-service" className="flex items-start justify-between gap-4 py-2">
          <div className="min-w-0">
            <p className="text-base font-medium text-slate-800">{part.serviceName}</p>
            <p className="text-sm text-slate-700">
              <span data-testid="visit-service-time">{toTimeInZone(part.startsAt, booking.timeZone)}</span>
              {" · "}
              {formatDuration(lengthInMinutes(part))}
              {part.staffName && ` · with ${part.staffName}`}
            </p>
          </div>
          {booking.customization.showPricing && (
            <p className="shrink-0 text-sm font-medium text-slate-900">{formatPenceShort(part.pricePence)}</p>
          )}
        </li>
      ))}
    </ol>
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
  const brand = brandOf(booking);
  const policy = describeCancellationPolicy(booking.cancellationNoticeHours, brand.name);
  const durationMinutes = lengthInMinutes(booking);
  const visit = isVisit(booking);
  const address = booking.businessAddress?.trim() || null;
  return (
    <BrandedPage booking={booking}>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-6">
          <div data-testid="managed-booking" className={`${CARD} border-t-4 border-t-[var(--bp-secondary)]`}>
            <h2 data-testid="booking-when" className="text-xl font-semibold text-slate-900">
              {formatAppointmentDateTime(booking.startsAt, booking.timeZone, now)}
            </h2>
            {visit ? (
              <VisitServices booking={booking} />
            ) : (
              <p className="mt-1 text-base font-medium text-slate-800">{booking.serviceName}</p>
            )}
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {visit ? (
                <>
                  <dt className="text-slate-600">Ends</dt>
                  <dd data-testid="visit-ends" className="text-slate-900">
                    {formatAppointmentDateTime(booking.endsAt, booking.timeZone, now)}
                  </dd>
                </>
              ) : (
                <>
                  <dt className="text-slate-600">With</dt>
                  <dd className="text-slate-900">{booking.staffName || "No staff assigned"}</dd>
                </>
              )}
              <dt className="text-slate-600">{visit ? "Total time" : "Duration"}</dt>
              <dd className="text-slate-900">{formatDuration(durationMinutes)}</dd>
              {booking.customization.showPricing && (
                <>
                  <dt className="text-slate-600">{visit ? "Total price" : "Price"}</dt>
                  <dd data-testid="booking-price" className="text-slate-900">
                    {formatPenceShort(booking.pricePence)}
                  </dd>
                </>
              )}
              <dt className="text-slate-600">Status</dt>
              <dd>
                <StatusBadge status={booking.status} />
              </dd>
              {address && (
                <>
                  <dt className="text-slate-600">Where</dt>
                  <dd className="text-slate-900">
                    <p className="whitespace-pre-line">{address}</p>
                    <a
                      href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
                      target="_blank"
                      rel="noopener"
                      className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-slate-900 underline underline-offset-4 hover:text-slate-700"
                    >
                      <MapPin aria-hidden="true" className="size-4" />
                      Get directions<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </dd>
                </>
              )}
            </dl>
          </div>
          {booking.status !== "cancelled" && (
            <AddToCalendar
              links={buildCustomerCalendarLinks(
                booking,
                { name: brand.name, address: booking.businessAddress },
                createManageUrl({ id: booking.businessId, slug: booking.businessSlug }, booking.id),
              )}
              className={CARD}
            />
          )}
        </div>
        <div className="space-y-6">
          <section aria-labelledby="policy-heading" className={CARD}>
            <h2 id="policy-heading" className="text-base font-semibold text-slate-900">
              Cancellation policy
            </h2>
            <p data-testid="cancellation-policy" className="mt-1 text-sm text-slate-700">
              {policy}
            </p>
            {(booking.businessPhone || booking.businessEmail) && (
              <p className="mt-3 text-sm text-slate-700">
                Questions? Contact {brand.name}
                {booking.businessPhone && (
                  <>
                    {" "}
                    on{" "}
                    <a
                      href={`tel:${booking.businessPhone.replace(/\s+/g, "")}`}
                      className="font-semibold whitespace-nowrap text-slate-900 underline underline-offset-4"
                    >
                      {booking.businessPhone}
                    </a>
                  </>
                )}
                {booking.businessEmail && (booking.businessPhone ? " or at " : " at ")}
                {booking.businessEmail && (
                  <a
                    href={`mailto:${booking.businessEmail}`}
                    className="font-semibold break-words text-slate-900 underline underline-offset-4"
                  >
                    {booking.businessEmail}
                  </a>
                )}
                .
              </p>
            )}
          </section>
        </div>
      </div>
      <div className={`mt-6 ${CARD}`}>
        {refusal ? (
          <p data-testid="manage-refusal" className="text-sm text-slate-700">
            {refusal}
          </p>
        ) : (
          <ManageBookingActions
            token={decodeURIComponent(token)}
            days={options}
            current={{
              date: toDateInZone(booking.startsAt, booking.timeZone),
              time: toTimeInZone(booking.startsAt, booking.timeZone),
            }}
            policy={policy}
          />
        )}
      </div>
    </BrandedPage>
  );
}
