import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { services, staffMembers, waitlistEntries, waitlistHolds } from "@/db/schema";

const ofEmail = (businessId: string, email: string) =>
  and(eq(waitlistEntries.businessId, businessId), eq(waitlistEntries.email, email.trim().toLowerCase()));

export type CustomerWaitlistEntry = Awaited<ReturnType<typeof findCustomerWaitlist>>[number];

/** One customer's waitlist entries in the business, each with the times held for them (the GDPR export). */
export async function findCustomerWaitlist(db: Database, businessId: string, email: string) {
  const entries = await db
    .select({
      id: waitlistEntries.id,
      serviceName: services.name,
      staffName: staffMembers.name,
      dateFrom: waitlistEntries.dateFrom,
      dateTo: waitlistEntries.dateTo,
      timeFrom: waitlistEntries.timeFrom,
      timeTo: waitlistEntries.timeTo,
      name: waitlistEntries.name,
      email: waitlistEntries.email,
      phone: waitlistEntries.phone,
      status: waitlistEntries.status,
      joinedAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(staffMembers, eq(staffMembers.id, waitlistEntries.staffId))
    .where(ofEmail(businessId, email))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  if (entries.length === 0) return [];
  const holds = await db
    .select({
      entryId: waitlistHolds.entryId,
      startsAt: waitlistHolds.startsAt,
      endsAt: waitlistHolds.endsAt,
      expiresAt: waitlistHolds.expiresAt,
      status: waitlistHolds.status,
      offeredAt: waitlistHolds.createdAt,
    })
    .from(waitlistHolds)
    .where(
      and(
        eq(waitlistHolds.businessId, businessId),
        inArray(
          waitlistHolds.entryId,
          entries.map((entry) => entry.id),
        ),
      ),
    )
    .orderBy(asc(waitlistHolds.createdAt), asc(waitlistHolds.id));
  return entries.map(({ id, ...entry }) => ({
    ...entry,
    offers: holds.filter((hold) => hold.entryId === id).map(({ entryId: _entryId, ...hold }) => hold),
  }));
}

/** Erases one customer's waitlist entries of the business (their holds go with them). Returns how many. */
export async function eraseCustomerWaitlist(tx: Database, businessId: string, email: string): Promise<number> {
  const rows = await tx.delete(waitlistEntries).where(ofEmail(businessId, email)).returning({ id: waitlistEntries.id });
  return rows.length;
}
