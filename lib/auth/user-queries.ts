import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses, endedSessions, staffMembers, users } from "@/db/schema";

/*
 * The `users` table. Emails are stored lower-case (a check constraint): callers pass them normalised.
 * A user's id always comes from the session or a consumed token, never from a form.
 */

/** The user's linked staff member, only when it belongs to the user's own business. */
const linkedStaffMember = and(eq(staffMembers.id, users.staffMemberId), eq(staffMembers.businessId, users.businessId));

/** Who the user is, as a session holds them. */
const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  sessionVersion: users.sessionVersion,
};

/**
 * What a sign-in attempt needs: the password hash, the business's slug and staff access, and whether
 * the linked staff member of that business is active (null when there is none).
 */
export async function findSignInCandidate(db: Database, email: string) {
  const [row] = await db
    .select({
      ...sessionUserColumns,
      passwordHash: users.passwordHash,
      businessSlug: businesses.slug,
      staffAccess: businesses.staffAccess,
      staffMemberActive: staffMembers.isActive,
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .leftJoin(staffMembers, linkedStaffMember)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/**
 * A user with their business and whether their linked staff member is active (null when none), in one query;
 * with a session id, also whether that session was signed out.
 */
export async function findUserWithBusiness(db: Database, id: string, sessionId: string | null = null) {
  const [row] = await db
    .select({
      ...sessionUserColumns,
      staffMemberId: users.staffMemberId,
      business: {
        id: businesses.id,
        slug: businesses.slug,
        name: businesses.name,
        timeZone: businesses.timeZone,
        staffAccess: businesses.staffAccess,
        isActive: businesses.isActive,
      },
      staffMemberActive: staffMembers.isActive,
      sessionEnded:
        sessionId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.sessionId} = ${sessionId} and ${endedSessions.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .leftJoin(staffMembers, linkedStaffMember)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<{ id: string; name: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function isEmailTakenByOtherUser(db: Database, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** A new owner without a business yet (registration). The unique email index refuses a taken email. */
export async function insertOwner(
  db: Database,
  owner: { name: string; email: string; passwordHash: string },
): Promise<void> {
  await db.insert(users).values({ ...owner, role: "owner" });
}

export async function updateUserProfile(
  db: Database,
  userId: string,
  profile: { name: string; email: string },
): Promise<void> {
  await db.update(users).set(profile).where(eq(users.id, userId));
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function hasLoginForStaffMember(db: Database, staffMemberId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.staffMemberId, staffMemberId)).limit(1);
  return rows.length > 0;
}

/** A staff user of the business, linked to one of its staff members. */
export async function insertStaffLogin(
  db: Database,
  businessId: string,
  login: { email: string; name: string; passwordHash: string; staffMemberId: string },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(users)
    .values({ ...login, role: "staff", businessId })
    .returning({ id: users.id });
  return row;
}

/** Locks the user's row for the rest of the transaction and returns their business id. */
export async function lockUserBusinessId(
  db: Database,
  userId: string,
): Promise<{ businessId: string | null } | undefined> {
  const [row] = await db.select({ businessId: users.businessId }).from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** Whoever creates a business owns it (a manager left without a business becomes its owner). */
export async function makeUserOwnerOf(db: Database, userId: string, businessId: string): Promise<void> {
  await db.update(users).set({ businessId, role: "owner" }).where(eq(users.id, userId));
}

/*
 * Ending a staff login. The user row is deleted (its single-use links go with it by cascade): nothing is
 * left to sign in with or to reset, every session dies at its next request (no user), and the email can be
 * invited again. Deleting the staff member deletes its login by the foreign key's cascade.
 */

/** Deletes the staff login linked to this staff member of the business; its email, or null when it had none. */
export async function deleteStaffLoginOfMember(
  db: Database,
  businessId: string,
  staffMemberId: string,
): Promise<{ email: string } | null> {
  const [row] = await db
    .delete(users)
    .where(and(eq(users.staffMemberId, staffMemberId), eq(users.businessId, businessId), eq(users.role, "staff")))
    .returning({ email: users.email });
  return row ?? null;
}
