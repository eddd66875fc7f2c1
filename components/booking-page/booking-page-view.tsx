import { getBookableServices } from "@/lib/availability/eligibility";
import type { PublicBookingPage } from "@/lib/booking-page/queries";
import { brandStyle, THEME_BACKGROUNDS } from "./brand-style";
import { BusinessInfoPanel } from "./business-info-panel";
import { PoweredBy } from "./powered-by";
import { BookingWizard } from "@/components/booking-wizard/booking-wizard";

/** Public booking page of one business: header, information panel, services, powered-by footer. */
export function BookingPageView({ page }: { page: PublicBookingPage }) {
  const { customization, whiteLabel } = page;
  const services = getBookableServices(page.services, page.staffMembers);
  return (
    <div className={`min-h-screen ${THEME_BACKGROUNDS[customization.theme]}`} style={brandStyle(customization)}>
      <header className="border-b border-slate-200 bg-white">
        {customization.headerImage && (
          // Business-supplied URL: a plain img, not next/image, which would need its host allow-listed.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={customization.headerImage} alt="" className="h-40 w-full object-cover sm:h-56" />
        )}
        <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-6 sm:px-6">
          {customization.logo && (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={customization.logo}
              alt={`${page.name} logo`}
              className="h-14 w-auto max-w-[140px] object-contain"
            />
          )}
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{page.name}</h1>
            {page.description && <p className="mt-1 max-w-2xl text-slate-600">{page.description}</p>}
          </div>
        </div>
      </header>

      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[1fr_320px]">
        {/* The secondary colour accents the booking card; the Customize preview draws the same card. */}
        <section
          data-testid="wizard-card"
          className="order-2 rounded-[var(--bp-radius)] border-t-4 border-[var(--bp-secondary)] bg-white p-4 shadow-sm sm:p-6 lg:order-1"
        >
          <BookingWizard
            slug={page.slug}
            businessName={page.name}
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
      {!whiteLabel.hideBookingProBranding && <PoweredBy />}
    </div>
  );
}
