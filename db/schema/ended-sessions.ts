import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Sessions ended by signing out. A session is a signed cookie the server cannot take back, so each one
 * carries an id and every request checks it is not here. A row is kept until the cookie itself would
 * have expired, then purged.
 */
export const endedSessions = pgTable(
  "ended_sessions",
  {
    sessionId: uuid("session_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the session's cookie expires: after it, the row is not needed any more. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("ended_sessions_user_id_idx").on(t.userId), index("ended_sessions_expires_at_idx").on(t.expiresAt)],
);
