import { and, asc, eq, gt, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businessImagesColumn } from "@/lib/business-images/queries";
import { bookings, businesses } from "@/db/schema";
import { customerResourceNamesColumn } from "@/lib/resources/hold-queries";

/*
 * A booking's reminder: `reminder_due_at` is planned whenever the booking gets a time (insert, move) from its
 * business's reminder hours, and `reminder_sent_at` is set by the one statement that claims it, so whoever runs
 * the reminder job (any number of workers at once) queues each reminder exactly once.
 */

/**
 * The reminder's due time for a booking of `businessId` starting at `startsAt`: the business's reminder hours
 * before the start; null when reminders are off or that moment has already passed (booked inside the window).
 */
export function plannedReminderSql(businessId: string | typeof bookings.businessId, startsAt: Date) {
  const start = sql`${startsAt.toISOString()}::timestamptz`;
  const due = sql`${start} - make_interval(hours => ${businesses.reminderHours})`;
  return sql<Date | null>`(select case when ${businesses.reminderHours} > 0 and ${due} > now() then ${due} end
    from ${businesses} where ${businesses.id} = ${businessId})`;
}

/** Re-plans the reminders not yet sent of the business's appointments still ahead (its reminder hours changed). */
export async function replanBusinessReminders(db: Database, businessId: string): Promise<number> {
  const due = sql`${bookings.startsAt} - make_interval(hours => ${businesses.reminderHours})`;
  const rows = await db
    .update(bookings)
    .set({
      reminderDueAt: sql`(select case when ${businesses.reminderHours} > 0 and ${due} > now() then ${due} end
        from ${businesses} where ${businesses.id} = ${bookings.businessId})`,
    })
    .where(
      and(
        eq(bookings.businessId, businessId),
        isNull(bookings.reminderSentAt),
        inArray(bookings.status, ["pending", "confirmed"]),
        gt(bookings.startsAt, sql`now()`),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length;
}

export type DueReminder = {
  id: string;
  businessId: string;
  /** The visit it is one service of; null for a booking of one. */
  visitId: string | null;
  serviceName: string;
  staffName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  pricePence: number;
  status: "pending" | "confirmed";
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  /** The rooms it holds, when the business tells customers their room ('' otherwise). */
  rooms: string;
};

const reminderColumns = {
  id: bookings.id,
  businessId: bookings.businessId,
  visitId: bookings.visitId,
  serviceName: bookings.serviceName,
  staffName: bookings.staffName,
  customerName: bookings.customerName,
  customerEmail: bookings.customerEmail,
  customerPhone: bookings.customerPhone,
  pricePence: bookings.pricePence,
  status: bookings.status,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  sequence: bookings.sequence,
  rooms: customerResourceNamesColumn,
};

/**
 * Claims up to `limit` due reminders in one statement: live bookings whose reminder is due, not yet sent, and
 * whose appointment is still ahead. They are marked sent in the same statement (SKIP LOCKED: concurrent
 * workers take different rows), so the caller must queue their emails in the same transaction.
 */
export async function claimDueReminders(db: Database, limit: number): Promise<DueReminder[]> {
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        lte(bookings.reminderDueAt, sql`now()`),
        isNull(bookings.reminderSentAt),
        inArray(bookings.status, ["pending", "confirmed"]),
        gt(bookings.startsAt, sql`now()`),
      ),
    )
    .orderBy(asc(bookings.reminderDueAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(bookings)
    .set({ reminderSentAt: sql`now()` })
    .where(inArray(bookings.id, due))
    .returning(reminderColumns);
  return rows as DueReminder[];
}

/**
 * A visit's customer gets one reminder for all its services: with the first due service claimed, its visit's other
 * live services still ahead whose reminder is not sent yet are claimed too, in one statement (SKIP LOCKED, as the
 * claim), so their own later due times send nothing. The caller lists them in the one email.
 */
export async function claimVisitReminders(
  db: Database,
  visitIds: string[],
  claimedIds: string[],
): Promise<DueReminder[]> {
  if (visitIds.length === 0) return [];
  const siblings = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.visitId, visitIds),
        notInArray(bookings.id, claimedIds),
        isNull(bookings.reminderSentAt),
        inArray(bookings.status, ["pending", "confirmed"]),
        gt(bookings.startsAt, sql`now()`),
      ),
    )
    .for("update", { skipLocked: true });
  const rows = await db
    .update(bookings)
    .set({ reminderSentAt: sql`now()` })
    .where(inArray(bookings.id, siblings))
    .returning(reminderColumns);
  return rows as DueReminder[];
}

/** What a reminder email needs of each business: name, look, address and zone. */
export async function findReminderBusinesses(db: Database, businessIds: string[]) {
  if (businessIds.length === 0) return [];
  return db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      address: businesses.address,
      timeZone: businesses.timeZone,
      customization: businesses.customization,
      whiteLabel: businesses.whiteLabel,
      images: businessImagesColumn,
    })
    .from(businesses)
    .where(inArray(businesses.id, businessIds));
}
