import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";
import { resourceUseEnum } from "./enums";
import { intakeForms } from "./intake-forms";

export const services = pgTable(
  "services",
  {
    id: id(),
    businessId: businessId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    durationMinutes: integer("duration_minutes").notNull().default(30),
    /** GBP in pence, so sums never suffer from floating point. */
    pricePence: integer("price_pence").notNull().default(0),
    /**
     * A processing part (colour developing): from this many minutes after the start, for `processingMinutes`, the
     * client stays but the staff member is free for someone else. 0 minutes: none.
     */
    processingAfterMinutes: integer("processing_after_minutes").notNull().default(0),
    processingMinutes: integer("processing_minutes").notNull().default(0),
    /** Its resources (service_resource_needs) are held for its whole time, or only while the staff member is busy. */
    resourceUse: resourceUseEnum("resource_use").notNull().default("whole"),
    /** The questions asked when it is booked (one form may serve several services); null: none. */
    intakeFormId: uuid("intake_form_id").references(() => intakeForms.id, { onDelete: "set null" }),
    category: text("category").notNull().default("Other"),
    color: text("color").notNull().default("#0ea5e9"),
    isActive: boolean("is_active").notNull().default(true),
    /** The business's order of its services; categories follow the order of their first service. */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("services_business_id_idx").on(t.businessId),
    index("services_business_sort_order_idx").on(t.businessId, t.sortOrder),
    check("services_duration_step", sql`${t.durationMinutes} >= 15 and ${t.durationMinutes} % 15 = 0`),
    check("services_price_non_negative", sql`${t.pricePence} >= 0`),
    check(
      "services_processing_within",
      sql`${t.processingAfterMinutes} >= 0 and ${t.processingMinutes} >= 0 and ${t.processingAfterMinutes} + ${t.processingMinutes} <= ${t.durationMinutes} and ${t.processingMinutes} < ${t.durationMinutes}`,
    ),
  ],
);

export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
