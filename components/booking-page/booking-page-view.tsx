import { businessSummaryParts, todayInZone } from "@/lib/booking-page/business-summary";
import type { PublicBookingPage } from "@/lib/booking-page/queries";
import { resolveBusinessBrand } from "@/lib/business/brand";
import { BrandHeader } from "./brand-header";
import { brandStyle, THEME_BACKGROUNDS } from "./brand-style";
import { BusinessInfoPanel } from "./business-info-panel";
import { BusinessInfoSummary } from "./business-info-summary";
import { PoweredBy } from "./powered-by";
import { SkipToBooking, BOOKING_SECTION_ID } from "./skip-to-booking";
import { BookingWizard } from "@/components/booking-wizard/booking-wizard";
import { toWizardProps } from "./wizard-props";

type Props = {
  page: PublicBookingPage;
  /** The moment the page is rendered: 'today' (the business's time zone) of the opening hours. */
  now: Date;
};

/**
 * Public booking page of one business, phone first: header, a one-line summary of the business that folds
 * out (below lg), the services, and beside them on a wide screen the full information panel.
 */
export function BookingPageView({ page, now }: Props) {
  const { customization } = page;
  const brand = resolveBusinessBrand(page);
  const info = {
    address: page.address,
    phone: page.phone,
    email: page.email,
    hours: page.hours,
    today: todayInZone(now, page.timeZone),
  };
  return (
    <div className={`min-h-screen ${THEME_BACKGROUNDS[customization.theme]}`} style={brandStyle(customization)}>
      <SkipToBooking />
      <BrandHeader brand={brand} description={page.description} withHeaderImage />

      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:px-6 sm:py-6 lg:grid-cols-[1fr_320px] lg:items-start lg:gap-6">
        {customization.showBusinessInfo && (
          <div className="lg:hidden">
            <BusinessInfoSummary {...info} summary={businessSummaryParts({ ...info, timeZone: page.timeZone }, now)} />
          </div>
        )}
        {/* The secondary colour accents the booking card; the Customize preview draws the same card. */}
        <section
          id={BOOKING_SECTION_ID}
          tabIndex={-1}
          aria-label="Booking"
          data-testid="wizard-card"
          className="scroll-mt-4 rounded-[var(--bp-radius)] border-t-4 border-[var(--bp-secondary)] bg-white p-4 shadow-sm outline-offset-4 sm:p-6"
        >
          <BookingWizard {...toWizardProps(page, brand.name)} showStepIndicator />
        </section>
        {customization.showBusinessInfo && (
          <aside className="hidden lg:sticky lg:top-6 lg:block">
            <BusinessInfoPanel {...info} />
          </aside>
        )}
      </main>
      {!brand.hidePoweredBy && <PoweredBy />}
    </div>
  );
}
