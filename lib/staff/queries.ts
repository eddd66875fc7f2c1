import "server-only";
import { and, asc, eq, exists, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses, services, staffMembers, users } from "@/db/schema";
import {
  businessHoursSchema,
  parseWithDefaults,
  staffAccessSchema,
  staffAvailabilitySchema,
} from "@/lib/business/settings-schema";
import type { StaffFormInput, StaffFormValues } from "@/lib/staff/schema";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

/** A member as the Staff screen lists it: the form's values (specialties: service ids, none = every service). */
export type StaffListItem = StaffFormValues & {
  id: string;
  /** Whether a login (user) is linked to this staff member. */
  hasLogin: boolean;
};

export type StaffServiceOption = { id: string; name: string; isActive: boolean };

export type StaffScreenData = {
  staff: StaffListItem[];
  /** Every service of the business, for the specialties picker and the cards' service names. */
  services: StaffServiceOption[];
  staffLoginEnabled: boolean;
  /** The business's opening hours: a member's hours outside them can't be booked (the screen says so). */
  openingHours: WeeklySchedule;
};

/** What the Staff screen shows of a member (the business's data export adds its creation). */
export const staffMemberColumns = {
  id: staffMembers.id,
  name: staffMembers.name,
  email: staffMembers.email,
  phone: staffMembers.phone,
  jobTitle: staffMembers.jobTitle,
  specialties: staffMembers.specialties,
  availability: staffMembers.availability,
  isActive: staffMembers.isActive,
};

/**
 * Everything the Staff Management screen shows, for one business: the staff (with a linked-login
 * flag from a subquery, no query per member), the business's services and whether staff login is
 * on. Null when the business does not exist or is inactive. `businessId` comes from the session.
 */
export async function getStaffScreen(db: Database, businessId: string): Promise<StaffScreenData | null> {
  const [businessRows, staffRows, serviceRows] = await Promise.all([
    db
      .select({ staffAccess: businesses.staffAccess, hours: businesses.hours })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
      .limit(1),
    db
      .select({
        ...staffMemberColumns,
        // A correlated subquery (the builder qualifies both columns; a raw template would not).
        hasLogin: exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(eq(users.staffMemberId, staffMembers.id)),
        ).mapWith(Boolean),
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
    openingHours: parseWithDefaults(businessHoursSchema, business.hours),
    services: serviceRows,
    staff: staffRows.map((row) => ({
      ...row,
      specialties: Array.isArray(row.specialties)
        ? row.specialties.filter((id): id is string => typeof id === "string")
        : [],
      availability: parseWithDefaults(staffAvailabilitySchema, row.availability),
    })),
  };
}

export type StaffMemberRef = { id: string; name: string };

const ref = { id: staffMembers.id, name: staffMembers.name };
const ofBusiness = (businessId: string, id: string) =>
  and(eq(staffMembers.id, id), eq(staffMembers.businessId, businessId));

export async function isStaffMemberOfBusiness(db: Database, businessId: string, id: string): Promise<boolean> {
  const rows = await db.select({ id: staffMembers.id }).from(staffMembers).where(ofBusiness(businessId, id)).limit(1);
  return rows.length > 0;
}

export async function findStaffMember(
  db: Database,
  businessId: string,
  id: string,
): Promise<{ id: string; name: string; email: string; isActive: boolean } | undefined> {
  const [row] = await db
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      email: staffMembers.email,
      isActive: staffMembers.isActive,
    })
    .from(staffMembers)
    .where(ofBusiness(businessId, id))
    .limit(1);
  return row;
}

/** How many of these ids are services of the business (inactive ones included). */
export async function countServicesOfBusiness(
  db: Database,
  businessId: string,
  serviceIds: readonly string[],
): Promise<number> {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.businessId, businessId), inArray(services.id, [...serviceIds])));
  return rows.length;
}

export async function insertStaffMember(
  db: Database,
  businessId: string,
  values: StaffFormInput,
): Promise<StaffMemberRef> {
  const [row] = await db
    .insert(staffMembers)
    .values({ ...values, businessId })
    .returning(ref);
  return row;
}

/** Undefined when the business has no staff member with this id. */
export async function updateStaffMemberOfBusiness(
  db: Database,
  businessId: string,
  id: string,
  values: StaffFormInput,
): Promise<StaffMemberRef | undefined> {
  const [row] = await db.update(staffMembers).set(values).where(ofBusiness(businessId, id)).returning(ref);
  return row;
}

/** Bookings keep their copied staff name (bookings.staff_id is set to null); a linked login is deleted (cascade). */
export async function deleteStaffMemberOfBusiness(
  db: Database,
  businessId: string,
  id: string,
): Promise<StaffMemberRef | undefined> {
  const [row] = await db.delete(staffMembers).where(ofBusiness(businessId, id)).returning(ref);
  return row;
}

export type OwnStaffMember = StaffMemberRef & { outcome: "added" | "reactivated" | "already" };

/**
 * "Add myself as a staff member": the signed-in owner or manager as a bookable member of their business,
 * doing every service (no specialties), working the business's opening hours. At most one per email:
 * the business row is locked first, so a second click (or two at once) finds the first member instead of
 * adding another; an inactive one is made active again. Undefined when the business does not exist or is
 * inactive. `businessId` and the person come from the session.
 */
export async function addStaffMemberForUser(
  db: Database,
  businessId: string,
  person: { name: string; email: string; jobTitle: string },
): Promise<OwnStaffMember | undefined> {
  const email = person.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ hours: businesses.hours })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
      .for("update");
    if (!business) return undefined;
    const [existing] = await tx
      .select({ ...ref, isActive: staffMembers.isActive })
      .from(staffMembers)
      .where(and(eq(staffMembers.businessId, businessId), sql`lower(${staffMembers.email}) = ${email}`))
      .orderBy(asc(staffMembers.createdAt), asc(staffMembers.id))
      .limit(1);
    if (existing?.isActive) return { id: existing.id, name: existing.name, outcome: "already" };
    if (existing) {
      await tx.update(staffMembers).set({ isActive: true }).where(ofBusiness(businessId, existing.id));
      return { id: existing.id, name: existing.name, outcome: "reactivated" };
    }
    const [row] = await tx
      .insert(staffMembers)
      .values({
        businessId,
        name: person.name,
        email,
        jobTitle: person.jobTitle,
        specialties: [],
        // A new member works the business's opening hours.
        availability: parseWithDefaults(businessHoursSchema, business.hours),
      })
      .returning(ref);
    return { ...row, outcome: "added" };
  });
}
