import { randomBytes } from "node:crypto";
import { text, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The secret of an iCal feed (192 random bits); regenerating it ends the old URL. */
export const icalToken = () =>
  text("ical_token")
    .notNull()
    .$defaultFn(() => randomBytes(24).toString("base64url"));
