import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses } from "@/db/schema";
import type { BookingRules } from "@/lib/business/booking-rules-schema";

const RULE_COLUMNS = {
  bufferMinutes: businesses.bufferMinutes,
  minNoticeMinutes: businesses.minNoticeMinutes,
  cancellationNoticeHours: businesses.cancellationNoticeHours,
  reminderHours: businesses.reminderHours,
  bookingWindowDays: businesses.bookingWindowDays,
  notifyCustomerOfChanges: businesses.notifyCustomerOfChanges,
};

/** The session's business's booking rules; null when it does not exist or is inactive. */
export async function getBookingRules(db: Database, businessId: string): Promise<BookingRules | null> {
  const [row] = await db
    .select(RULE_COLUMNS)
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Stores all the rules at once; returns false when the business is gone. */
export async function updateBookingRules(db: Database, businessId: string, rules: BookingRules): Promise<boolean> {
  const rows = await db
    .update(businesses)
    .set({ ...rules, updatedAt: new Date() })
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .returning({ id: businesses.id });
  return rows.length > 0;
}
