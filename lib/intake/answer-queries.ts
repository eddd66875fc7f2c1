import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookingAnswers } from "@/db/schema";
import { recordAuditEntries } from "@/lib/audit/queries";
import { openText, sealText } from "@/lib/crypto/sealed-text";
import type { CheckedAnswer } from "./answer-rules";

/** What a sealed answer is bound to: opened anywhere else (another booking, another business) it fails. */
export const answerContext = (businessId: string, bookingId: string) => `booking_answers:${businessId}:${bookingId}`;

/** Keeps a booking's checked answers, each with its question's text; sensitive ones only sealed. */
export async function saveBookingAnswers(
  db: Database,
  target: { businessId: string; bookingId: string },
  answers: CheckedAnswer[],
): Promise<void> {
  if (answers.length === 0) return;
  const context = answerContext(target.businessId, target.bookingId);
  await db.insert(bookingAnswers).values(
    answers.map(({ question, value }) => ({
      businessId: target.businessId,
      bookingId: target.bookingId,
      questionId: question.id,
      position: question.position,
      label: question.label,
      kind: question.kind,
      sensitive: question.sensitive,
      answer: question.sensitive ? null : value,
      sealedAnswer: question.sensitive ? sealText(value, context) : null,
    })),
  );
}

export type ShownAnswer = { label: string; value: string; sensitive: boolean };

/** Who is looking: a view of sensitive answers is written to the Data protection log under their name. */
export type AnswerViewer = { userId: string | null; name: string };

/**
 * A booking's answers in the form's order, sensitive ones opened. The caller has already checked that the viewer
 * may see this booking; every read that opens a sensitive answer leaves an audit row (`intake.view`).
 */
export async function readBookingAnswers(
  db: Database,
  target: { businessId: string; bookingIds: string[] },
  viewer: AnswerViewer,
): Promise<Map<string, ShownAnswer[]>> {
  const shown = new Map<string, ShownAnswer[]>();
  if (target.bookingIds.length === 0) return shown;
  const rows = await db
    .select()
    .from(bookingAnswers)
    .where(and(eq(bookingAnswers.businessId, target.businessId), inArray(bookingAnswers.bookingId, target.bookingIds)))
    .orderBy(asc(bookingAnswers.bookingId), asc(bookingAnswers.position));
  const opened = new Set<string>();
  for (const row of rows) {
    const value =
      row.sealedAnswer === null
        ? (row.answer ?? "")
        : openText(row.sealedAnswer, answerContext(row.businessId, row.bookingId));
    if (row.sealedAnswer !== null) opened.add(row.bookingId);
    const list = shown.get(row.bookingId) ?? [];
    list.push({ label: row.label, value, sensitive: row.sensitive });
    shown.set(row.bookingId, list);
  }
  await recordAuditEntries(
    db,
    [...opened].map((bookingId) => ({
      businessId: target.businessId,
      actorUserId: viewer.userId,
      actorName: viewer.name,
      action: "intake.view",
      subject: bookingId,
    })),
  );
  return shown;
}
