import type { BookingWizardProps } from "@/components/booking-wizard/booking-wizard";
import { getBookableServices, getEligibleStaff } from "@/lib/availability/eligibility";
import { rangeOfTerms } from "@/lib/services/staff-terms";
import type { PublicBookingPage } from "@/lib/booking-page/queries";

/** The booking wizard's props for a business's public page or embed: the same flow in both. */
export function toWizardProps(
  page: PublicBookingPage,
  businessName: string,
): Omit<BookingWizardProps, "showStepIndicator"> {
  const services = getBookableServices(page.services, page.staffMembers).map((service) => ({
    ...service,
    range: rangeOfTerms(service, getEligibleStaff(page.staffMembers, service.id)),
  }));
  return {
    slug: page.slug,
    businessName,
    showPricing: page.customization.showPricing,
    showStaffSelection: page.customization.showStaffSelection,
    services,
    // Services, but nobody to do them yet: the page is not ready, which is not "no services".
    awaitingStaff: services.length === 0 && page.services.length > 0,
    contact: { phone: page.phone, email: page.email },
    staff: page.staffMembers.map(({ id, name, jobTitle, specialties, terms }) => ({
      id,
      name,
      jobTitle,
      specialties,
      terms,
    })),
    address: page.address,
    cancellationNoticeHours: page.cancellationNoticeHours,
  };
}
