import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businessImagesColumn } from "@/lib/business-images/queries";
import { bookings, businesses } from "@/db/schema";
import { resolveStoredBrand } from "@/lib/business/brand";

/* Reads of the customer-facing booking paths: the booking behind a manage link, and an idempotent replay. */

/** A booking as its customer sees it through the manage link, with the business's rules. */
export async function getManagedBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      serviceId: bookings.serviceId,
      staffId: bookings.staffId,
      serviceName: bookings.serviceName,
      staffName: bookings.staffName,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      pricePence: bookings.pricePence,
      processingAfterMinutes: bookings.processingAfterMinutes,
      processingMinutes: bookings.processingMinutes,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      sequence: bookings.sequence,
      businessId: businesses.id,
      businessSlug: businesses.slug,
      businessName: businesses.name,
      businessAddress: businesses.address,
      businessPhone: businesses.phone,
      businessEmail: businesses.email,
      timeZone: businesses.timeZone,
      cancellationNoticeHours: businesses.cancellationNoticeHours,
      customization: businesses.customization,
      whiteLabel: businesses.whiteLabel,
      images: businessImagesColumn,
    })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return null;
  const { images, ...rest } = row;
  const { customization, whiteLabel } = resolveStoredBrand({
    name: row.businessName,
    slug: row.businessSlug,
    customization: row.customization,
    whiteLabel: row.whiteLabel,
    images,
  });
  return { ...rest, customization, whiteLabel };
}

export type ManagedBooking = NonNullable<Awaited<ReturnType<typeof getManagedBooking>>>;

/** The booking an earlier request with this Idempotency-Key made at the business, if any. */
export async function findBookingIdByIdempotencyKey(
  db: Database,
  businessId: string,
  idempotencyKey: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), eq(bookings.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row?.id ?? null;
}
