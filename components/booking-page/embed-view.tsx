import type { PublicBookingPage } from "@/lib/booking-page/queries";
import { resolveBusinessBrand } from "@/lib/business/brand";
import { brandStyle } from "./brand-style";
import { PoweredBy } from "./powered-by";
import { BOOKING_SECTION_ID, SkipToBooking } from "./skip-to-booking";
import { BookingWizard } from "@/components/booking-wizard/booking-wizard";
import { toWizardProps } from "./wizard-props";
import { EmbedContent } from "@/components/booking-wizard/embed-content";

/**
 * The embeddable booking form: the wizard without the step indicator, in content that reports its height to the
 * host page. Its padding is the booking card's (p-4, sm:p-6), which the summary bar's full-width bleed matches.
 */
export function EmbedView({ page }: { page: PublicBookingPage }) {
  const brand = resolveBusinessBrand(page);
  return (
    <EmbedContent className="bg-white p-4 sm:p-6" style={brandStyle(page.customization)}>
      <SkipToBooking />
      <main>
        <h1 className="sr-only">Book with {brand.name}</h1>
        <section id={BOOKING_SECTION_ID} tabIndex={-1} aria-label="Booking" className="outline-offset-4">
          <BookingWizard {...toWizardProps(page, brand.name)} showStepIndicator={false} embedded />
        </section>
      </main>
      {!brand.hidePoweredBy && <PoweredBy newTab />}
    </EmbedContent>
  );
}
