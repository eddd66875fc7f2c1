import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses, staffMembers } from "@/db/schema";
import { listBlackouts, type BlackoutListItem } from "@/lib/blackouts/queries";
import { businessHoursSchema, parseWithDefaults, staffAvailabilitySchema } from "@/lib/business/settings-schema";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { listDayChanges, type DayChangeItem } from "@/lib/staff/day-change-queries";

/*
 * A staff user's own availability (My Availability): their staff member's weekly hours and their own
 * staff blackouts ("time off", Block Dates for one person). Every query takes the business AND the member,
 * both from the session.
 */

export type MyAvailabilityScreen = {
  member: { id: string; name: string; availability: WeeklySchedule };
  businessHours: WeeklySchedule;
  timeOff: BlackoutListItem[];
  /** One-day changes of their hours from today on. */
  dayChanges: DayChangeItem[];
};

const memberOfBusiness = (businessId: string, staffId: string) =>
  and(eq(staffMembers.id, staffId), eq(staffMembers.businessId, businessId));

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
  const [memberRows, businessRows, timeOff, dayChanges] = await Promise.all([
    db
      .select({ id: staffMembers.id, name: staffMembers.name, availability: staffMembers.availability })
      .from(staffMembers)
      .where(memberOfBusiness(businessId, staffId))
      .limit(1),
    db.select({ hours: businesses.hours }).from(businesses).where(eq(businesses.id, businessId)).limit(1),
    listBlackouts(db, { businessId, staffId }, { from: today }),
    listDayChanges(db, { businessId, staffId }, today),
  ]);
  const [member] = memberRows;
  if (!member) return null;
  return {
    member: { ...member, availability: parseWithDefaults(staffAvailabilitySchema, member.availability) },
    businessHours: parseWithDefaults(businessHoursSchema, businessRows[0]?.hours),
    timeOff,
    dayChanges,
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
