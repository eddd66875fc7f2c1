import { getBookableServices } from "@/lib/availability/eligibility";
import type { PublicBookingPage } from "@/lib/booking-page/queries";
import { resolveBusinessBrand } from "@/lib/business/brand";
import { BrandHeader } from "./brand-header";
import { brandStyle, THEME_BACKGROUNDS } from "./brand-style";
import { BusinessInfoPanel } from "./business-info-panel";
import { PoweredBy } from "./powered-by";
import { BookingWizard } from "@/components/booking-wizard/booking-wizard";

/** Public booking page of one business: header, information panel, services, powered-by footer. */
export function BookingPageView({ page }: { page: PublicBookingPage }) {
  const { customization } = page;
  const brand = resolveBusinessBrand(page);
  const services = getBookableServices(page.services, page.staffMembers);
  return (
    <div className={`min-h-screen ${THEME_BACKGROUNDS[customization.theme]}`} style={brandStyle(customization)}>
      <BrandHeader brand={brand} description={page.description} withHeaderImage />

      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[1fr_320px]">
        {/* The secondary colour accents the booking card; the Customize preview draws the same card. */}
        <section
          data-testid="wizard-card"
          className="order-2 rounded-[var(--bp-radius)] border-t-4 border-[var(--bp-secondary)] bg-white p-4 shadow-sm sm:p-6 lg:order-1"
        >
          <BookingWizard
            slug={page.slug}
            businessName={brand.name}
            showPricing={customization.showPricing}
            showStaffSelection={customization.showStaffSelection}
            showStepIndicator
            services={services}
            staff={page.staffMembers.map(({ id, name, jobTitle, specialties }) => ({
              id,
              name,
              jobTitle,
              specialties,
            }))}
          />
        </section>
        {customization.showBusinessInfo && (
          <aside className="order-1 lg:order-2">
            <BusinessInfoPanel address={page.address} phone={page.phone} email={page.email} hours={page.hours} />
          </aside>
        )}
      </main>
      {!brand.hidePoweredBy && <PoweredBy />}
    </div>
  );
}
