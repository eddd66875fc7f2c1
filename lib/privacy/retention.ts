import "server-only";
import type { Database } from "@/db/client";
import { recordAuditEntry } from "@/lib/audit/queries";
import { listBusinessesWithRetention, purgeExpiredBatch, purgeExpiredClients } from "./queries";

/*
 * UK GDPR storage limitation: a business may choose "Delete customer details after N months". For every
 * business with the setting, bookings that ended more than N months before `now` lose the customer's
 * name, email, phone and notes (as an erasure does; date, service, staff, price and status stay for the
 * books). A customer who still has newer bookings keeps those, and the business's note about them; the
 * note goes with their last booking. A client record (added or imported) goes once it has not changed for
 * N months and no booking carries its email any more, with its note. Work is done in batches of customers, each batch in its own short
 * transaction, and one `retention.purge` audit row is written per business that had anything to purge.
 * A plain function of a database, so a job queue can run it.
 */

export const RETENTION_ACTOR_NAME = "Automatic retention";
/** Customers per transaction. */
export const RETENTION_BATCH_SIZE = 200;

export async function purgeCustomerDetailsPastRetention(
  db: Database,
  now: Date,
): Promise<{ businesses: number; bookings: number; clients: number }> {
  let businessCount = 0;
  let bookingCount = 0;
  let clientCount = 0;
  for (const { id, months } of await listBusinessesWithRetention(db)) {
    let purged = 0;
    for (;;) {
      const batch = await db.transaction((tx) =>
        purgeExpiredBatch(tx, { businessId: id, months, now, batchSize: RETENTION_BATCH_SIZE }),
      );
      if (batch === 0) break;
      purged += batch;
    }
    const clients = await db.transaction((tx) => purgeExpiredClients(tx, { businessId: id, months, now }));
    if (purged === 0 && clients === 0) continue;
    await recordAuditEntry(db, {
      businessId: id,
      actorUserId: null,
      actorName: RETENTION_ACTOR_NAME,
      action: "retention.purge",
      subject:
        `${purged} ${purged === 1 ? "booking" : "bookings"}` +
        (clients > 0 ? `, ${clients} ${clients === 1 ? "client record" : "client records"}` : ""),
      details: { bookings: purged, clients, months },
    });
    businessCount += 1;
    bookingCount += purged;
    clientCount += clients;
  }
  return { businesses: businessCount, bookings: bookingCount, clients: clientCount };
}
