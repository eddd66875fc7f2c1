import { uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";

/** The business a tenant-owned row belongs to: required, and the row goes when the business does. */
export const businessId = () =>
  uuid("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" });
