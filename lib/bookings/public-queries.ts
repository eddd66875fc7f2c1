import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { businessImagesColumn } from "@/lib/business-images/queries";
import { bookings, businesses } from "@/db/schema";
import { resolveStoredBrand } from "@/lib/business/brand";

/* Reads of the customer-facing booking paths: the booking behind a manage link, and an idempotent replay. */

const managedBookingColumns = {
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
};

/** A booking as its customer sees it through the manage link, with the business's rules. */
export async function getManagedBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select(managedBookingColumns)
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ? withBrand(row) : null;
}

type StoredImages = Parameters<typeof resolveStoredBrand>[0]["images"];

/** The row with the business's look resolved (its settings parsed, its uploaded images in). */
function withBrand<
  Row extends {
    businessName: string;
    businessSlug: string;
    customization: unknown;
    whiteLabel: unknown;
    images: StoredImages;
  },
>(row: Row) {
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

const visitPart = alias(bookings, "visit_part");

/** One booking of a visit as the manage link acts on it. */
export type ManagedVisitPart = {
  id: string;
  status: ManagedBooking["status"];
  serviceId: string | null;
  staffId: string | null;
  serviceName: string;
  staffName: string;
  pricePence: number;
  processingAfterMinutes: number;
  processingMinutes: number;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
};

/**
 * The booking behind a manage link and, when it belongs to a visit, every booking of that visit in the visit's
 * order (`visitParts`, empty for a booking of one), in one statement; each part is loaded with the business id.
 */
export async function getManagedAppointment(db: Database, bookingId: string) {
  const rows = await db
    .select({
      ...managedBookingColumns,
      part: {
        id: visitPart.id,
        status: visitPart.status,
        serviceId: visitPart.serviceId,
        staffId: visitPart.staffId,
        serviceName: visitPart.serviceName,
        staffName: visitPart.staffName,
        pricePence: visitPart.pricePence,
        processingAfterMinutes: visitPart.processingAfterMinutes,
        processingMinutes: visitPart.processingMinutes,
        startsAt: visitPart.startsAt,
        endsAt: visitPart.endsAt,
        sequence: visitPart.sequence,
      },
    })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .leftJoin(visitPart, and(eq(visitPart.visitId, bookings.visitId), eq(visitPart.businessId, bookings.businessId)))
    .where(eq(bookings.id, bookingId))
    .orderBy(asc(visitPart.startsAt), asc(visitPart.id));
  const [first] = rows;
  if (!first) return null;
  const { part: _part, ...booking } = first;
  const visitParts = rows.flatMap((row) => (row.part ? [row.part as ManagedVisitPart] : []));
  return { ...withBrand(booking), visitParts };
}

export type ManagedAppointment = NonNullable<Awaited<ReturnType<typeof getManagedAppointment>>>;

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
