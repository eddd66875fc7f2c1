import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { users } from "./users";

/**
 * The business's own note about one customer (allergies, preferences). Customers have no table of their
 * own: a customer is a business's bookings with one email address (lower-case), and so is this key.
 */
export const customerNotes = pgTable(
  "customer_notes",
  {
    businessId: businessId(),
    customerEmail: text("customer_email").notNull(),
    notes: text("notes").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.customerEmail] }),
    check("customer_notes_email_lower_case", sql`${t.customerEmail} = lower(${t.customerEmail})`),
    check("customer_notes_notes_length", sql`char_length(${t.notes}) <= 2000`),
  ],
);

export type CustomerNote = typeof customerNotes.$inferSelect;
