import type { BookingWizardProps } from "@/components/booking-wizard/booking-wizard";
import { getBookableServices } from "@/lib/availability/eligibility";
import type { PublicBookingPage } from "@/lib/booking-page/queries";

/** The booking wizard's props for a business's public page or embed: the same flow in both. */
export function toWizardProps(
  page: PublicBookingPage,
  businessName: string,
): Omit<BookingWizardProps, "showStepIndicator"> {
  return {
    slug: page.slug,
    businessName,
    showPricing: page.customization.showPricing,
    showStaffSelection: page.customization.showStaffSelection,
    services: getBookableServices(page.services, page.staffMembers),
    staff: page.staffMembers.map(({ id, name, jobTitle, specialties }) => ({ id, name, jobTitle, specialties })),
    address: page.address,
    cancellationNoticeHours: page.cancellationNoticeHours,
  };
}
