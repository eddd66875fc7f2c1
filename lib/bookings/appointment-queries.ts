import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, businesses, services, staffMembers, staffServiceTerms } from "@/db/schema";
import { toStaffTerms } from "@/lib/services/staff-terms";

/** LIKE's own characters taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The active services (in the order asked; one, or a visit's) and the active staff members who could take them (all
 * of them, or `staffIds`), with their own terms of them and how many live bookings each has on the day: the fewest
 * first, so "any available" spreads the work.
 */
export async function findAppointmentOptions(
  db: Database,
  businessId: string,
  serviceIds: readonly string[],
  staffIds: string[] | null,
  day: { start: Date; end: Date },
) {
  const dayCount = sql<number>`(
    select count(*)::int from ${bookings}
    where ${bookings.businessId} = ${businessId} and ${bookings.staffId} = ${staffMembers.id}
      and ${bookings.status} <> 'cancelled'
      and ${bookings.startsAt} >= ${day.start.toISOString()} and ${bookings.startsAt} < ${day.end.toISOString()}
  )`;
  const [serviceRows, rows, termRows] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        durationMinutes: services.durationMinutes,
        pricePence: services.pricePence,
        processingAfterMinutes: services.processingAfterMinutes,
        processingMinutes: services.processingMinutes,
      })
      .from(services)
      .where(
        and(inArray(services.id, [...serviceIds]), eq(services.businessId, businessId), eq(services.isActive, true)),
      ),
    db
      .select({
        id: staffMembers.id,
        name: staffMembers.name,
        specialties: staffMembers.specialties,
        dayCount,
      })
      .from(staffMembers)
      .where(
        and(
          eq(staffMembers.businessId, businessId),
          eq(staffMembers.isActive, true),
          staffIds === null ? undefined : staffIds.length ? inArray(staffMembers.id, staffIds) : sql`false`,
        ),
      )
      .orderBy(asc(dayCount), asc(staffMembers.createdAt)),
    db
      .select({
        staffId: staffServiceTerms.staffId,
        serviceId: staffServiceTerms.serviceId,
        durationMinutes: staffServiceTerms.durationMinutes,
        pricePence: staffServiceTerms.pricePence,
      })
      .from(staffServiceTerms)
      .where(and(eq(staffServiceTerms.businessId, businessId), inArray(staffServiceTerms.serviceId, [...serviceIds]))),
  ]);
  const staff = rows.map((member) => ({
    ...member,
    terms: toStaffTerms(termRows.filter((row) => row.staffId === member.id)),
  }));
  // In the order asked; a service that is not the business's or not active is missing (null).
  const found = serviceIds.map((id) => serviceRows.find((row) => row.id === id) ?? null);
  return { services: found, staff };
}

/** A booking the user may see (`visible` is their scope), as a move needs it. */
export async function findBookingToMove(db: Database, id: string, visible: SQL) {
  const [row] = await db
    .select({
      id: bookings.id,
      businessId: bookings.businessId,
      serviceId: bookings.serviceId,
      staffId: bookings.staffId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      /** The default of "Notify the customer?" for a move. */
      notifyCustomer: businesses.notifyCustomerOfChanges,
    })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(and(eq(bookings.id, id), visible));
  return row ?? null;
}

/** An active staff member of the business, with what they offer. */
export async function findActiveStaffMember(db: Database, businessId: string, staffId: string) {
  const [row] = await db
    .select({ id: staffMembers.id, name: staffMembers.name, specialties: staffMembers.specialties })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), eq(staffMembers.businessId, businessId), eq(staffMembers.isActive, true)));
  return row ?? null;
}

export type CustomerMatch = { name: string; email: string; phone: string };

/**
 * Customers of the business (within `visible`) whose name, email or phone contains the query: one row per
 * email address, with the details of their latest booking. At most `limit`, most recent first.
 */
export async function searchBookingCustomers(
  db: Database,
  visible: SQL,
  query: string,
  limit: number,
): Promise<CustomerMatch[]> {
  const pattern = `%${escapeLike(query)}%`;
  const latest = db
    .selectDistinctOn([sql`lower(${bookings.customerEmail})`], {
      name: bookings.customerName,
      email: bookings.customerEmail,
      phone: bookings.customerPhone,
      startsAt: bookings.startsAt,
    })
    .from(bookings)
    .where(
      and(
        visible,
        ne(bookings.customerEmail, ""),
        or(
          ilike(bookings.customerName, pattern),
          ilike(bookings.customerEmail, pattern),
          ilike(bookings.customerPhone, pattern),
        ),
      ),
    )
    .orderBy(sql`lower(${bookings.customerEmail})`, desc(bookings.startsAt))
    .as("latest");
  const rows = await db
    .select({ name: latest.name, email: latest.email, phone: latest.phone })
    .from(latest)
    .orderBy(desc(latest.startsAt))
    .limit(limit);
  return rows;
}
