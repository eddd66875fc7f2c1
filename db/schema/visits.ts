import { index, pgTable } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id } from "./columns";

/**
 * A visit: several services booked together, back to back (Full Colour, then Haircut & Style). Each service is a
 * booking of its own (its staff member, price and busy parts) pointing here; they are written in one transaction,
 * so a visit is booked whole or not at all (lib/bookings/book-visit.ts).
 */
export const visits = pgTable("visits", { id: id(), businessId: businessId(), createdAt: createdAt() }, (t) => [
  index("visits_business_id_idx").on(t.businessId),
]);

export type Visit = typeof visits.$inferSelect;
