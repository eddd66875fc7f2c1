import { CircleCheck } from "lucide-react";
import { AddToCalendar } from "./add-to-calendar";
import type { BookingLinks, ConfirmedBooking } from "./wizard-state";
import { BookingSummary, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./wizard-ui";

type Props = {
  booking: ConfirmedBooking;
  links: BookingLinks;
  showPricing: boolean;
  onBookAnother: () => void;
};

/** Shown after the server accepted the booking; the summary is the server's record of it. */
export function Confirmation({ booking, links, showPricing, onBookAnother }: Props) {
  return (
    <section className="text-center">
      <CircleCheck aria-hidden="true" className="mx-auto mb-3 size-14 text-green-700" />
      <div data-testid="wizard-step" className="mb-4">
        <h2 tabIndex={-1} data-step-heading className="text-2xl font-bold text-slate-900 focus:outline-none">
          Booking Confirmed!
        </h2>
      </div>
      <p className="mx-auto mb-6 max-w-md text-slate-700">
        Your appointment has been successfully booked. You&apos;ll receive a confirmation email shortly.
      </p>
      <div className="text-left">
        <BookingSummary
          serviceName={booking.serviceName}
          staffName={booking.staffName}
          date={booking.date}
          time={booking.time}
          durationMinutes={booking.durationMinutes}
          pricePence={booking.pricePence}
          showPricing={showPricing}
        />
      </div>
      <AddToCalendar links={links.calendar} className="mt-6 text-left" />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <a href={links.manageUrl} className={SECONDARY_BUTTON}>
          Manage your booking
        </a>
        <button type="button" onClick={onBookAnother} className={PRIMARY_BUTTON}>
          Book Another Appointment
        </button>
      </div>
    </section>
  );
}
