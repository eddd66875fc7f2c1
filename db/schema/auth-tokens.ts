import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { tokenPurposeEnum } from "./enums";
import { users } from "./users";

/** Single-use, expiring links (password reset, staff invitation). Only a hash of the token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: tokenPurposeEnum("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_token_hash_key").on(t.tokenHash), index("auth_tokens_user_id_idx").on(t.userId)],
);

export type AuthToken = typeof authTokens.$inferSelect;
