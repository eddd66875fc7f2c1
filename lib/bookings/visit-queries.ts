import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { bookings, businesses } from "@/db/schema";
import { businessImagesColumn } from "@/lib/business-images/queries";
import { resolveStoredBrand } from "@/lib/business/brand";

const anchor = alias(bookings, "anchor");

/**
 * The visit one of its bookings belongs to, with every booking of it in the visit's order and its business's name
 * and zone, in one statement; null when the booking is not the business's or not part of a visit.
 */
export async function getBookedVisit(db: Database, businessId: string, bookingId: string) {
  const rows = await db
    .select({
      visitId: bookings.visitId,
      id: bookings.id,
      serviceId: bookings.serviceId,
      serviceName: bookings.serviceName,
      staffName: bookings.staffName,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      pricePence: bookings.pricePence,
      customerEmail: bookings.customerEmail,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      businessAddress: businesses.address,
      timeZone: businesses.timeZone,
      customization: businesses.customization,
      whiteLabel: businesses.whiteLabel,
      images: businessImagesColumn,
    })
    .from(anchor)
    .innerJoin(bookings, and(eq(bookings.visitId, anchor.visitId), eq(bookings.businessId, anchor.businessId)))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(and(eq(anchor.id, bookingId), eq(anchor.businessId, businessId)))
    .orderBy(asc(bookings.startsAt));
  const [first] = rows;
  const visitId = first?.visitId;
  if (!visitId) return null;
  const { customization, whiteLabel } = resolveStoredBrand({
    name: first.businessName,
    slug: first.businessSlug,
    customization: first.customization,
    whiteLabel: first.whiteLabel,
    images: first.images,
  });
  return {
    visitId,
    customerEmail: first.customerEmail,
    businessName: first.businessName,
    businessSlug: first.businessSlug,
    businessAddress: first.businessAddress,
    timeZone: first.timeZone,
    customization,
    whiteLabel,
    parts: rows.map(({ id, serviceId, serviceName, staffName, startsAt, endsAt, pricePence }) => ({
      id,
      serviceId,
      serviceName,
      staffName,
      startsAt,
      endsAt,
      pricePence,
    })),
  };
}
