import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";
import { createdAt, id, updatedAt } from "./columns";
import { userRoleEnum } from "./enums";
import { staffMembers } from "./staff-members";

/** A login. Emails are stored lower-case so the unique index is case-insensitive. */
export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    role: userRoleEnum("role").notNull().default("owner"),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "set null" }),
    staffMemberId: uuid("staff_member_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** Bumped on password or email change: sessions carrying an older value are signed out. */
    sessionVersion: integer("session_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_business_id_idx").on(t.businessId),
    index("users_staff_member_id_idx").on(t.staffMemberId),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
