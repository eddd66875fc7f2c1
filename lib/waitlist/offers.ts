import type { Database } from "@/db/client";
import { EXCLUSION_VIOLATION, getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { createHoldToken } from "./hold-token";
import { enqueueOfferEmail } from "./offer-email";
import {
  claimOpenOpening,
  expireDueHolds,
  findFirstMatchingEntry,
  findHoldDetails,
  insertHold,
  setOpeningStatus,
} from "./offer-queries";

/** A hold just made: its expiry job runs at `expiresAt`. */
export type MadeHold = { id: string; expiresAt: Date };

/** At most this many openings in one run; the next run takes the rest. */
const OPENINGS_PER_RUN = 50;

/**
 * The waitlist's one pass (the "waitlist-offers" job): expires the holds whose time has run out, then offers each
 * open future opening (the database's clock) to the first matching entry in join order: one hold and one offer email, in one
 * transaction. Openings nobody matches are closed. Safe on two workers at once: an opening and an entry are
 * locked while offered (others skip them), and one live hold per opening and per entry is a unique index.
 */
export async function runWaitlistOffers(db: Database): Promise<MadeHold[]> {
  await expireDueHolds(db);
  const made: MadeHold[] = [];
  for (let count = 0; count < OPENINGS_PER_RUN; count++) {
    let openingId: string | null = null;
    try {
      const outcome = await db.transaction(async (tx) => {
        const opening = await claimOpenOpening(tx);
        if (!opening) return "done" as const;
        openingId = opening.id;
        const entry = await findFirstMatchingEntry(tx, opening);
        if (!entry) {
          await setOpeningStatus(tx, opening.id, "closed");
          return "closed" as const;
        }
        const { token, tokenHash } = createHoldToken();
        const hold = await insertHold(tx, {
          businessId: opening.businessId,
          entryId: entry.id,
          openingId: opening.id,
          staffId: opening.staffId,
          serviceId: entry.serviceId,
          startsAt: opening.startsAt,
          endsAt: new Date(opening.startsAt.getTime() + entry.durationMinutes * 60_000),
          tokenHash,
        });
        await setOpeningStatus(tx, opening.id, "offered");
        const details = await findHoldDetails(tx, hold.id);
        if (details) await enqueueOfferEmail(tx, details, token);
        return hold;
      });
      if (outcome === "done") break;
      if (outcome !== "closed") made.push(outcome);
    } catch (error) {
      const code = getPgErrorCode(error);
      // Booked or held again meanwhile (or offered by another worker): the time is no longer free to offer.
      if (openingId === null || (code !== EXCLUSION_VIOLATION && code !== UNIQUE_VIOLATION)) throw error;
      await setOpeningStatus(db, openingId, "closed");
    }
  }
  return made;
}
