import { loadBookingContext } from "@/lib/availability/booking-context";
import type { Database } from "@/db/client";
import type { PublicBookingInput } from "@/lib/validations/public-booking";
import { resolveStoredBrand } from "@/lib/business/brand";
import { enqueueBookingEmails } from "./booking-emails";
import { buildCustomerCalendarLinks, type CustomerCalendarLinks } from "./customer-calendar";
import { createManageUrl } from "./manage-token";
import type { CreatedBookingSummary } from "./public-api";
import { reserveSlot } from "./reserve-slot";
import { insertBooking } from "./write-queries";

export type CreatedPublicBooking = {
  booking: CreatedBookingSummary;
  manageUrl: string;
  calendar: CustomerCalendarLinks;
  emailedTo: string[];
};

/**
 * A customer's booking: reserves the slot (engine re-check, then the exclusion constraint, so of
 * two customers racing for one slot exactly one succeeds), writes it as confirmed and queues the
 * emails. Any refusal of the time is `slot_taken` (409), so the page refreshes its times whatever
 * made the slot go.
 */
export async function createPublicBooking(
  db: Database,
  slug: string,
  input: PublicBookingInput,
  options: { now: Date },
): Promise<CreatedPublicBooking> {
  const context = await loadBookingContext(db, slug, input.serviceId, input.staffId);
  const { business, service, staff } = context;
  const slot = { context, date: input.date, time: input.time, now: options.now };
  return reserveSlot(db, slot, async (tx, { startsAt, endsAt }) => {
    const row = await insertBooking(tx, {
      businessId: business.id,
      serviceId: service.id,
      staffId: staff.id,
      serviceName: service.name,
      staffName: staff.name,
      customerName: input.customerName,
      customerEmail: input.customerEmail.toLowerCase(),
      customerPhone: input.customerPhone,
      notes: input.notes,
      pricePence: service.pricePence,
      status: "confirmed",
      startsAt,
      endsAt,
    });
    const manageUrl = createManageUrl(business, row.id);
    const customer = {
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      notes: input.notes,
    };
    const emailedTo = await enqueueBookingEmails(tx, context, { ...row, ...customer }, manageUrl);
    const booking = {
      id: row.id,
      serviceName: service.name,
      staffName: staff.name,
      date: input.date,
      time: input.time,
      durationMinutes: service.durationMinutes,
      pricePence: service.pricePence,
    };
    const calendar = buildCustomerCalendarLinks(
      { serviceName: service.name, staffName: staff.name, startsAt, endsAt },
      { name: resolveStoredBrand(business).brand.name, address: business.address },
      manageUrl,
    );
    return { booking, manageUrl, calendar, emailedTo };
  });
}
