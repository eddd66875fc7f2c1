import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";
import { services } from "./services";
import { staffMembers } from "./staff-members";

/**
 * A staff member's own duration and price of a service (a senior stylist's Haircut: 60 min, £55). Null keeps the
 * service's own; a booking copies what applied when it was made (lib/services/staff-terms.ts).
 */
export const staffServiceTerms = pgTable(
  "staff_service_terms",
  {
    id: id(),
    businessId: businessId(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    durationMinutes: integer("duration_minutes"),
    pricePence: integer("price_pence"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_service_terms_staff_service_key").on(t.staffId, t.serviceId),
    index("staff_service_terms_business_service_idx").on(t.businessId, t.serviceId),
    check(
      "staff_service_terms_duration_step",
      sql`${t.durationMinutes} is null or (${t.durationMinutes} >= 15 and ${t.durationMinutes} % 15 = 0)`,
    ),
    check("staff_service_terms_price_non_negative", sql`${t.pricePence} is null or ${t.pricePence} >= 0`),
    check("staff_service_terms_some_term", sql`${t.durationMinutes} is not null or ${t.pricePence} is not null`),
  ],
);

export type StaffServiceTerm = typeof staffServiceTerms.$inferSelect;
