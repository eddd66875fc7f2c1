import "server-only";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses, services, staffMembers, users } from "@/db/schema";
import {
  parseWithDefaults,
  staffAccessSchema,
  staffAvailabilitySchema,
  type StaffAvailability,
} from "@/lib/validations/business-settings";

export type StaffListItem = {
  id: string;
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  /** Service ids; empty means every service. */
  specialties: string[];
  availability: StaffAvailability;
  isActive: boolean;
  /** Whether a login (user) is linked to this staff member. */
  hasLogin: boolean;
};

export type StaffServiceOption = { id: string; name: string; isActive: boolean };

export type StaffScreenData = {
  staff: StaffListItem[];
  /** Every service of the business, for the specialties picker and the cards' service names. */
  services: StaffServiceOption[];
  staffLoginEnabled: boolean;
};

/**
 * Everything the Staff Management screen shows, for one business: the staff (with a linked-login
 * flag from a subquery, no query per member), the business's services and whether staff login is
 * on. Null when the business does not exist or is inactive. `businessId` comes from the session.
 */
export async function getStaffScreen(db: Database, businessId: string): Promise<StaffScreenData | null> {
  const [businessRows, staffRows, serviceRows] = await Promise.all([
    db
      .select({ staffAccess: businesses.staffAccess })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
      .limit(1),
    db
      .select({
        id: staffMembers.id,
        name: staffMembers.name,
        email: staffMembers.email,
        phone: staffMembers.phone,
        jobTitle: staffMembers.jobTitle,
        specialties: staffMembers.specialties,
        availability: staffMembers.availability,
        isActive: staffMembers.isActive,
        // A correlated subquery (the builder qualifies both columns; a raw template would not).
        hasLogin: exists(db.select({ one: sql`1` }).from(users).where(eq(users.staffMemberId, staffMembers.id))).mapWith(Boolean),
      })
      .from(staffMembers)
      .where(eq(staffMembers.businessId, businessId))
      .orderBy(asc(sql`lower(${staffMembers.name})`), asc(staffMembers.createdAt), asc(staffMembers.id)),
    db
      .select({ id: services.id, name: services.name, isActive: services.isActive })
      .from(services)
      .where(eq(services.businessId, businessId))
      .orderBy(asc(services.name), asc(services.id)),
  ]);
  const [business] = businessRows;
  if (!business) return null;
  return {
    staffLoginEnabled: parseWithDefaults(staffAccessSchema, business.staffAccess).enableStaffLogin,
    services: serviceRows,
    staff: staffRows.map((row) => ({
      ...row,
      specialties: Array.isArray(row.specialties) ? row.specialties.filter((id): id is string => typeof id === "string") : [],
      availability: parseWithDefaults(staffAvailabilitySchema, row.availability),
    })),
  };
}
