import "server-only";
import { and, asc, eq, gt, isNotNull, not, like } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookingAnswers } from "@/db/schema";
import type { DataKeyring } from "@/lib/crypto/data-keys";
import { openText, sealText } from "@/lib/crypto/sealed-text";
import { answerContext } from "./answer-queries";

const BATCH = 200;

/**
 * Key rotation: re-seals every sensitive answer that an older key sealed with the keyring's current key, in
 * batches (each row updated only if nobody changed it meanwhile). A row no key of the ring opens stops the run
 * with an error, before anything of that batch is written: a missing old key must be put back, not skipped.
 */
export async function resealAnswers(db: Database, keyring: DataKeyring): Promise<{ resealed: number }> {
  const currentPrefix = `v1.${keyring.current.id}.%`;
  let resealed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select({
        id: bookingAnswers.id,
        businessId: bookingAnswers.businessId,
        bookingId: bookingAnswers.bookingId,
        sealedAnswer: bookingAnswers.sealedAnswer,
      })
      .from(bookingAnswers)
      .where(
        and(
          isNotNull(bookingAnswers.sealedAnswer),
          not(like(bookingAnswers.sealedAnswer, currentPrefix)),
          gt(bookingAnswers.id, after),
        ),
      )
      .orderBy(asc(bookingAnswers.id))
      .limit(BATCH);
    if (rows.length === 0) return { resealed };
    const updates = rows.map((row) => {
      const context = answerContext(row.businessId, row.bookingId);
      return { row, sealed: sealText(openText(row.sealedAnswer!, context, keyring), context, keyring) };
    });
    await db.transaction(async (tx) => {
      for (const { row, sealed } of updates) {
        const changed = await tx
          .update(bookingAnswers)
          .set({ sealedAnswer: sealed })
          .where(and(eq(bookingAnswers.id, row.id), eq(bookingAnswers.sealedAnswer, row.sealedAnswer!)))
          .returning({ id: bookingAnswers.id });
        resealed += changed.length;
      }
    });
    after = rows[rows.length - 1].id;
  }
}
