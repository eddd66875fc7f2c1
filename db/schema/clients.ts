import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";

/** How a client came into the client book. */
export const CLIENT_SOURCES = ["manual", "import"] as const;
export type ClientSource = (typeof CLIENT_SOURCES)[number];

/**
 * The business's client book: a client added by hand or imported from another system, before (or
 * without) any booking. One row per (business, email); the email is stored lower-case, the key that
 * joins a client to their bookings (bookings (business_id, lower(customer_email))) and to the business's
 * note about them (customer_notes, the one home of that note). The unique index also serves every
 * query of one business's clients (business_id leads).
 */
export const clients = pgTable(
  "clients",
  {
    id: id(),
    businessId: businessId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    /** When consent was recorded (added, or imported); null exactly when there is none. */
    marketingConsentAt: timestamp("marketing_consent_at", { withTimezone: true }),
    source: text("source").$type<ClientSource>().notNull().default("manual"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("clients_business_email_idx").on(t.businessId, t.email),
    check(
      "clients_email_lower_case",
      sql`${t.email} = lower(${t.email}) and char_length(${t.email}) between 3 and 254`,
    ),
    check("clients_name_length", sql`char_length(btrim(${t.name})) between 1 and 120`),
    check("clients_phone_length", sql`char_length(${t.phone}) <= 40`),
    check("clients_source", sql`${t.source} in ('manual', 'import')`),
    check("clients_marketing_consent_at", sql`${t.marketingConsent} = (${t.marketingConsentAt} is not null)`),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
