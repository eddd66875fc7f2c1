import { getBookableServices } from "@/lib/availability/eligibility";
import type { PublicBookingPage } from "@/lib/db/queries/public-booking-page";
import { brandStyle } from "./booking-page-view";
import { PoweredBy } from "./powered-by";
import { ServiceCatalogue } from "./service-catalogue";

/** The embeddable booking form: no page header or information panel, just the booking steps. */
export function EmbedView({ page }: { page: PublicBookingPage }) {
  const services = getBookableServices(page.services, page.staffMembers);
  return (
    <div className="bg-white p-4" style={brandStyle(page.customization)}>
      <h1 className="sr-only">Book with {page.name}</h1>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Select Service</h2>
      <ServiceCatalogue services={services} showPricing={page.customization.showPricing} />
      {!page.whiteLabel.hideBookingProBranding && <PoweredBy />}
    </div>
  );
}
