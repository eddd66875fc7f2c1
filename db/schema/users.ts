import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /** A staff login lives and dies with its staff member: deleting the member deletes the login. */
    staffMemberId: uuid("staff_member_id").references(() => staffMembers.id, { onDelete: "cascade" }),
    /** Bumped on password or email change: sessions carrying an older value are signed out. */
    sessionVersion: integer("session_version").notNull().default(1),
    /** "Mark all as read" in the top bar's notifications: bookings created after it are the unread ones. */
    notificationsReadAt: timestamp("notifications_read_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_business_id_idx").on(t.businessId),
    index("users_staff_member_id_idx").on(t.staffMemberId),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    // Only staff users are linked, so the cascade above can never delete an owner or a manager.
    check("users_staff_member_only_staff", sql`${t.staffMemberId} is null or ${t.role} = 'staff'`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
