import "server-only";
import { desc } from "drizzle-orm";
import type { Database } from "@/db/client";
import { feedback } from "@/db/schema";
import type { FeedbackBrowserInfo, FeedbackType } from "@/lib/feedback/schema";

/*
 * The beta feedback table. Rows are written by the dashboard's widget and read in the database by
 * the product's owners; `listRecentFeedback` is only for the development viewer (/dev/feedback).
 */

export type NewFeedbackRow = {
  businessId: string | null;
  userId: string;
  userName: string;
  userEmail: string;
  type: FeedbackType;
  title: string;
  description: string;
  rating: number;
  pageUrl: string;
  browserInfo: FeedbackBrowserInfo;
};

/** Stores one submission; returns its id. */
export async function insertFeedback(db: Database, row: NewFeedbackRow): Promise<string> {
  const [inserted] = await db
    .insert(feedback)
    .values({
      businessId: row.businessId,
      userId: row.userId,
      userName: row.userName,
      userEmail: row.userEmail,
      feedbackType: row.type,
      title: row.title,
      description: row.description,
      rating: row.rating,
      pageUrl: row.pageUrl,
      browserInfo: row.browserInfo,
    })
    .returning({ id: feedback.id });
  return inserted.id;
}

/** The newest rows first (development viewer and tests). */
export async function listRecentFeedback(db: Database, limit = 50) {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
}
