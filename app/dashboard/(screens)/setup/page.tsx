import type { Metadata } from "next";
import { BookingRulesForm } from "@/components/business-setup/booking-rules-form";
import { BusinessSetupForm } from "@/components/business-setup/business-setup-form";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { getBookingRules } from "@/lib/business/booking-rules-queries";
import { getBusinessSetup } from "@/lib/business/queries";
import { BUSINESS_TYPE_OPTIONS, EMPTY_BUSINESS_FORM, listTimeZones } from "@/lib/business/schema";
import { toBookingRulesFormValues } from "@/lib/business/booking-rules-schema";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Business Setup" };

/** Owners and managers; without a business this is where it is created. */
export default async function BusinessSetupPage() {
  const user = await requireUser({ can: ["manage", "business"] });
  const db = getDb();
  const [setup, rules] = user.business
    ? await Promise.all([getBusinessSetup(db, user.business.id), getBookingRules(db, user.business.id)])
    : [null, null];
  const {
    id,
    slug: _slug,
    updatedAt: _updatedAt,
    ...initial
  } = setup ?? { ...EMPTY_BUSINESS_FORM, id: null, slug: null, updatedAt: null };

  return (
    <section className="mx-auto max-w-4xl">
      <ScreenHeader className="mb-6" title="Business Setup">
        {setup
          ? "Update your business details, opening hours and time zone."
          : "Tell us about your business to start taking online bookings."}
      </ScreenHeader>
      <BusinessSetupForm
        // Creating the business restarts the form from the saved row; later saves keep the form (and focus) as typed.
        key={id ?? "new"}
        initial={initial}
        isNew={!setup}
        typeOptions={BUSINESS_TYPE_OPTIONS}
        timeZones={listTimeZones()}
      />
      {rules ? <BookingRulesForm initial={toBookingRulesFormValues(rules)} /> : null}
    </section>
  );
}
