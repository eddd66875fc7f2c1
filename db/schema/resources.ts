import { sql } from "drizzle-orm";
import { boolean, check, customType, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";
import { services } from "./services";

const tstzMultirange = customType<{ data: string }>({ dataType: () => "tstzmultirange" });

/** A kind of resource a service may need ("Treatment room", "Basin", "Laser"). */
export const resourceTypes = pgTable(
  "resource_types",
  {
    id: id(),
    businessId: businessId(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("resource_types_business_name_key").on(t.businessId, sql`lower(${t.name})`)],
);

/** One room, chair or piece of equipment. Inactive ones are never picked. */
export const resources = pgTable(
  "resources",
  {
    id: id(),
    businessId: businessId(),
    typeId: uuid("type_id")
      .notNull()
      .references(() => resourceTypes.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("resources_business_name_key").on(t.businessId, sql`lower(${t.name})`),
    index("resources_business_type_idx").on(t.businessId, t.typeId),
  ],
);

/** Whole dates a resource cannot be used (a room closed for repairs), inclusive, in the business's zone. */
export const resourceBlockedDates = pgTable(
  "resource_blocked_dates",
  {
    id: id(),
    businessId: businessId(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("resource_blocked_dates_resource_idx").on(t.resourceId, t.endDate),
    index("resource_blocked_dates_business_idx").on(t.businessId, t.endDate),
    check("resource_blocked_dates_end_not_before_start", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A service needs one resource of this type (for its whole time or its busy parts: `services.resource_use`). */
export const serviceResourceNeeds = pgTable(
  "service_resource_needs",
  {
    id: id(),
    businessId: businessId(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    typeId: uuid("type_id")
      .notNull()
      .references(() => resourceTypes.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("service_resource_needs_service_type_key").on(t.serviceId, t.typeId),
    index("service_resource_needs_business_idx").on(t.businessId),
    index("service_resource_needs_type_idx").on(t.typeId),
  ],
);

/**
 * The resource a booking holds for one type its service needed. Written only by the database: the triggers of
 * migration 0031 pick a free resource when a booking is made (the least held that day) and keep `held` and `active`
 * in step with the booking's time and status (re-picking when its resource is taken at a new time). `held` is the
 * booking's whole time, or its busy parts when `whole` is false. The exclusion constraint `resource_holds_no_overlap`
 * refuses two active holds of one resource that overlap.
 */
export const resourceHolds = pgTable(
  "resource_holds",
  {
    id: id(),
    businessId: businessId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    typeId: uuid("type_id")
      .notNull()
      .references(() => resourceTypes.id, { onDelete: "cascade" }),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    whole: boolean("whole").notNull().default(true),
    held: tstzMultirange("held").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("resource_holds_booking_type_key").on(t.bookingId, t.typeId),
    index("resource_holds_business_idx").on(t.businessId),
    index("resource_holds_resource_idx").on(t.resourceId),
  ],
);

export type ResourceType = typeof resourceTypes.$inferSelect;
export type Resource = typeof resources.$inferSelect;
export type ResourceBlockedDate = typeof resourceBlockedDates.$inferSelect;
export type ResourceHold = typeof resourceHolds.$inferSelect;
