import { CircleCheck, ExternalLink, MapPin } from "lucide-react";
import { directionsUrl } from "@/lib/booking-page/business-summary";
import { describeCancellationPolicy } from "@/lib/bookings/cancellation-policy";
import { AddToCalendar } from "./add-to-calendar";
import type { BookingLinks, ConfirmedBooking } from "./wizard-state";
import { BookingSummary, SECONDARY_BUTTON } from "./wizard-ui";
import { exactTerms } from "@/lib/services/staff-terms";

type Props = {
  booking: ConfirmedBooking;
  links: BookingLinks;
  showPricing: boolean;
  businessName: string;
  address: string;
  cancellationNoticeHours: number;
  /** In the embed: our pages refuse to be framed, so the manage link opens a tab of its own. */
  linksInNewTab?: boolean;
  onBookAnother: () => void;
};

/**
 * Shown after the server accepted the booking; the summary is the server's record of it (with "any
 * professional", the staff member it was given to). Adding it to a calendar comes first.
 */
export function Confirmation({
  booking,
  links,
  showPricing,
  businessName,
  address,
  cancellationNoticeHours,
  linksInNewTab = false,
  onBookAnother,
}: Props) {
  const directions = directionsUrl(address);
  return (
    <section>
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto mb-3 size-14 text-green-700" />
        <div data-testid="wizard-step" className="mb-4">
          <h2 tabIndex={-1} data-step-heading className="text-2xl font-bold text-slate-900 focus:outline-none">
            Booking Confirmed!
          </h2>
        </div>
        <p className="mx-auto mb-6 max-w-md text-slate-700">
          Your appointment has been successfully booked. You&apos;ll receive a confirmation email shortly.
        </p>
      </div>
      <BookingSummary
        serviceName={booking.serviceName}
        staffName={booking.staffName}
        date={booking.date}
        time={booking.time}
        terms={exactTerms(booking)}
        showPricing={showPricing}
        parts={booking.parts}
      />
      <AddToCalendar links={links.calendar} emphasis="primary" className="mt-6" />
      {directions && (
        <p className="mt-6 flex items-start gap-2 text-sm text-slate-800">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
          <span>
            {address}{" "}
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold whitespace-nowrap text-slate-900 underline underline-offset-2"
            >
              Get directions
            </a>
          </span>
        </p>
      )}
      <p data-testid="cancellation-policy" className="mt-3 text-sm text-slate-700">
        {describeCancellationPolicy(cancellationNoticeHours, businessName)}
      </p>
      <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <a
          href={links.manageUrl}
          className={`${SECONDARY_BUTTON} w-full sm:w-auto`}
          {...(linksInNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          Manage your booking
          {linksInNewTab && (
            <>
              <ExternalLink aria-hidden="true" className="size-4 text-slate-600" />
              <span className="sr-only"> (opens in a new tab)</span>
            </>
          )}
        </a>
        <button
          type="button"
          onClick={onBookAnother}
          className="min-h-11 px-2 text-sm font-semibold text-slate-800 underline underline-offset-2 hover:text-slate-950"
        >
          Book Another Appointment
        </button>
      </div>
    </section>
  );
}
