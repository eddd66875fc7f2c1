import "server-only";
import { and, asc, eq, gte, or } from "drizzle-orm";
import { normalizeTime } from "@/lib/blackouts/rules";
import type { Database } from "@/db/client";
import { blackouts, businesses, staffMembers } from "@/db/schema";
import { businessHoursSchema, parseWithDefaults, staffAvailabilitySchema } from "@/lib/business/settings-schema";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

/*
 * A staff user's own availability (My Availability): their staff member's weekly hours and their own
 * staff blackouts ("time off"). Every query takes the business AND the member, both from the session.
 */

export type TimeOffItem = {
  id: string;
  /** 'YYYY-MM-DD', inclusive. */
  startDate: string;
  endDate: string;
  /** 'HH:mm', or null for whole days. */
  startTime: string | null;
  endTime: string | null;
  reason: string;
  /** Set by a manager on Block Dates (staff add one-off time off only). */
  recurringPattern: "none" | "weekly" | "monthly";
};

export type MyAvailabilityScreen = {
  member: { id: string; name: string; availability: WeeklySchedule };
  businessHours: WeeklySchedule;
  timeOff: TimeOffItem[];
};

const memberOfBusiness = (businessId: string, staffId: string) =>
  and(eq(staffMembers.id, staffId), eq(staffMembers.businessId, businessId));

const ownTimeOff = (businessId: string, staffId: string) =>
  and(eq(blackouts.businessId, businessId), eq(blackouts.type, "staff"), eq(blackouts.staffId, staffId));

/**
 * The screen's data in three parallel queries: the member (null when it is not one of the business's),
 * the business's opening hours, and the member's time off that is current or to come (`today` is the
 * business's date; a recurring one is listed while it repeats), soonest first.
 */
export async function getMyAvailabilityScreen(
  db: Database,
  businessId: string,
  staffId: string,
  today: string,
): Promise<MyAvailabilityScreen | null> {
  const [memberRows, businessRows, timeOffRows] = await Promise.all([
    db
      .select({ id: staffMembers.id, name: staffMembers.name, availability: staffMembers.availability })
      .from(staffMembers)
      .where(memberOfBusiness(businessId, staffId))
      .limit(1),
    db.select({ hours: businesses.hours }).from(businesses).where(eq(businesses.id, businessId)).limit(1),
    db
      .select({
        id: blackouts.id,
        startDate: blackouts.startDate,
        endDate: blackouts.endDate,
        startTime: blackouts.startTime,
        endTime: blackouts.endTime,
        reason: blackouts.reason,
        recurring: blackouts.recurring,
        recurringPattern: blackouts.recurringPattern,
      })
      .from(blackouts)
      .where(and(ownTimeOff(businessId, staffId), or(gte(blackouts.endDate, today), eq(blackouts.recurring, true))))
      .orderBy(asc(blackouts.startDate), asc(blackouts.createdAt), asc(blackouts.id)),
  ]);
  const [member] = memberRows;
  if (!member) return null;
  return {
    member: { ...member, availability: parseWithDefaults(staffAvailabilitySchema, member.availability) },
    businessHours: parseWithDefaults(businessHoursSchema, businessRows[0]?.hours),
    timeOff: timeOffRows.map(({ recurring, recurringPattern, ...row }) => ({
      ...row,
      startTime: normalizeTime(row.startTime),
      endTime: normalizeTime(row.endTime),
      recurringPattern: recurring ? recurringPattern : "none",
    })),
  };
}

/** The member's weekly hours; undefined when the business has no such member. */
export async function updateOwnAvailability(
  db: Database,
  businessId: string,
  staffId: string,
  availability: WeeklySchedule,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(staffMembers)
    .set({ availability })
    .where(memberOfBusiness(businessId, staffId))
    .returning({ id: staffMembers.id });
  return row;
}

/**
 * Deletes one of the member's own staff blackouts: by id AND business AND type staff AND the member.
 * A business blackout or a colleague's is undefined (not found), like an unknown id.
 */
export async function deleteOwnTimeOff(
  db: Database,
  businessId: string,
  staffId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .delete(blackouts)
    .where(and(eq(blackouts.id, id), ownTimeOff(businessId, staffId)))
    .returning({ id: blackouts.id });
  return row;
}
