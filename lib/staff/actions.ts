import { randomBytes } from "node:crypto";
import { z } from "zod";
import { hashPassword } from "@/lib/auth/password";
import { createAuthToken } from "@/lib/auth/tokens";
import {
  deleteStaffLoginOfMember,
  hasLoginForStaffMember,
  insertStaffLogin,
  isEmailTaken,
} from "@/lib/auth/user-queries";
import type { Database } from "@/db/client";
import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { isUuid } from "@/lib/constants";
import { AppError, throwNotFound } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { scheduleMailDelivery } from "@/lib/mail/send-mail";
import { getPublicOrigin } from "@/lib/tenant/public-origin";
import {
  addStaffMemberForUser,
  countServicesOfBusiness,
  deleteStaffMemberOfBusiness,
  findStaffMember,
  insertStaffMember,
  updateStaffMemberOfBusiness,
  type OwnStaffMember,
  type StaffMemberRef,
} from "@/lib/staff/queries";
import {
  ALREADY_HAS_LOGIN_MESSAGE,
  FOREIGN_SPECIALTY_MESSAGE,
  LOGIN_EMAIL_TAKEN_MESSAGE,
  NEEDS_EMAIL_FOR_LOGIN_MESSAGE,
  STAFF_FORM_FIELDS,
  STAFF_LOGIN_DISABLED_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  staffFormInputSchema,
  staffFormSchema,
  staffIdInputSchema,
  type StaffFormInput,
} from "@/lib/staff/schema";
import { parseFormOrThrow } from "@/lib/forms/field-errors";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction, type ActionContext } from "@/lib/actions/action";

const MANAGERS = getAllowedRoles(["manage", "staff"]);

export const INACTIVE_NO_LOGIN_MESSAGE = "Activate this staff member before creating a login account.";
export const NO_LOGIN_MESSAGE = "This staff member has no login account.";

export type StaffActionResult = StaffMemberRef;
export type StaffLoginResult = { email: string };

type Business = ActionContext<true>["business"];

/** The business-dependent part of validation: email is required only while staff login is enabled. */
function parseStaffForm(raw: Record<string, unknown>, business: Business): StaffFormInput {
  return parseFormOrThrow(staffFormSchema({ emailRequired: business.staffAccess.enableStaffLogin }), raw);
}

/** The business's staff member with this id from the client (a malformed id is not found either). */
async function loadStaffMember(db: Database, businessId: string, id: string) {
  const member = isUuid(id) ? await findStaffMember(db, businessId, id) : undefined;
  if (!member) throwNotFound(STAFF_NOT_FOUND_MESSAGE);
  return member;
}

/** Specialties may only name services of this business (inactive ones included). */
async function assertOwnServices(db: Database, businessId: string, serviceIds: readonly string[]): Promise<void> {
  if (serviceIds.length === 0) return;
  const refuse = () => {
    throw new AppError("invalid", FOREIGN_SPECIALTY_MESSAGE, {
      fieldErrors: { specialties: FOREIGN_SPECIALTY_MESSAGE },
    });
  };
  if (!serviceIds.every(isUuid)) refuse();
  if ((await countServicesOfBusiness(db, businessId, serviceIds)) !== serviceIds.length) refuse();
}

export const createStaffMember = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: staffFormInputSchema,
  keepFields: STAFF_FORM_FIELDS,
  async handler(raw, { db, business }) {
    const input = parseStaffForm(raw, business);
    await assertOwnServices(db, business.id, input.specialties);
    const row = await insertStaffMember(db, business.id, input);
    return { ok: true, message: `"${row.name}" has been added to your team.`, data: row };
  },
});

const ADD_MYSELF_MESSAGES: Record<OwnStaffMember["outcome"], string> = {
  added: "You're on the team: customers can book you for every service, during your opening hours.",
  reactivated: "You're on the team again: customers can book you.",
  already: "You're already on the team.",
};

/**
 * "Add myself as a staff member" (Overview's setup checklist, Staff's empty state): the caller, by the
 * name and email of their account, as a member doing every service during the business's opening hours.
 * Once per person: a second click finds the member it added.
 */
export const addMyselfAsStaff = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: z.object({}),
  async handler(_input, { db, user, business }) {
    const row = await addStaffMemberForUser(db, business.id, {
      name: user.name,
      email: user.email,
      jobTitle: user.role === "owner" ? "Owner" : "Manager",
    });
    if (!row) throw new AppError("not_found", "Your business could not be found. Please reload the page.");
    return { ok: true, message: ADD_MYSELF_MESSAGES[row.outcome], data: row };
  },
});

export const updateStaffMember = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: staffFormInputSchema,
  keepFields: ["id", ...STAFF_FORM_FIELDS],
  async handler(raw, { db, business }) {
    const id = typeof raw.id === "string" ? raw.id.trim() : "";
    if (!isUuid(id)) throwNotFound(STAFF_NOT_FOUND_MESSAGE);
    const input = parseStaffForm(raw, business);
    await assertOwnServices(db, business.id, input.specialties);
    // Deactivating ends the member's login in the same transaction; reactivating never brings it back.
    const { row, revoked } = await db.transaction(async (tx) => {
      const updated = await updateStaffMemberOfBusiness(tx, business.id, id, input);
      if (!updated || input.isActive) return { row: updated, revoked: false };
      return { row: updated, revoked: (await deleteStaffLoginOfMember(tx, business.id, id)) !== null };
    });
    if (!row) throwNotFound(STAFF_NOT_FOUND_MESSAGE);
    const message = `"${row.name}" has been updated.${revoked ? " Their login account has been revoked." : ""}`;
    return { ok: true, message, data: row };
  },
});

export const deleteStaffMember = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: staffIdInputSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) throwNotFound(STAFF_NOT_FOUND_MESSAGE);
    // The linked login goes with the member (the foreign key cascades).
    const row = await deleteStaffMemberOfBusiness(db, business.id, id);
    if (!row) throwNotFound(STAFF_NOT_FOUND_MESSAGE);
    return { ok: true, message: `"${row.name}" has been deleted.`, data: row };
  },
});

/** One line, so a business name can never add mail headers. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/**
 * Creates a staff login for one member: a staff user linked to the member with an unusable
 * password, plus a single-use invitation link (7 days) to choose a password, all in one transaction.
 */
export const createStaffLogin = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: staffIdInputSchema,
  async handler({ id }, { db, business }) {
    const member = await loadStaffMember(db, business.id, id);
    if (!business.staffAccess.enableStaffLogin) throw new AppError("conflict", STAFF_LOGIN_DISABLED_MESSAGE);
    if (!member.isActive) throw new AppError("conflict", INACTIVE_NO_LOGIN_MESSAGE);

    const email = member.email.trim().toLowerCase();
    if (!email) throw new AppError("invalid", NEEDS_EMAIL_FOR_LOGIN_MESSAGE);

    if (await isEmailTaken(db, email)) throw new AppError("conflict", LOGIN_EMAIL_TAKEN_MESSAGE);
    if (await hasLoginForStaffMember(db, member.id)) throw new AppError("conflict", ALREADY_HAS_LOGIN_MESSAGE);

    const origin = getPublicOrigin(business);
    const businessName = oneLine(business.name);
    const subject = `You're invited to ${businessName} on BookingPro`;
    const passwordHash = await hashPassword(randomBytes(32).toString("hex"));

    try {
      await db.transaction(async (tx) => {
        const user = await insertStaffLogin(tx, business.id, {
          email,
          name: member.name,
          passwordHash,
          staffMemberId: member.id,
        });
        const token = await createAuthToken(tx, user.id, "staff_invite");
        const link = `${origin}/reset-password?invite=1&token=${encodeURIComponent(token)}`;
        await enqueueMail(tx, {
          to: email,
          sensitive: true,
          subject,
          businessId: business.id,
          text: [
            `Hello ${oneLine(member.name)},`,
            "",
            `${businessName} has created a BookingPro staff account for you.`,
            "Choose your password here (the link works once, for 7 days):",
            link,
            "",
            `Then sign in to the staff portal at ${origin}/staff-login with ${email}.`,
          ].join("\n"),
        });
      });
    } catch (error) {
      // Two clicks at once: the unique email index refuses the second user.
      if (getPgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError("conflict", LOGIN_EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    scheduleMailDelivery({ to: email, subject });
    return { ok: true, message: `An invitation email has been sent to ${email}.`, data: { email } };
  },
});

/**
 * Ends a member's staff login: the login is deleted, so its sessions end at their next request, its
 * password and any pending invitation or reset link stop working, and a new invitation is the only way back.
 */
export const revokeStaffLogin = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: staffIdInputSchema,
  async handler({ id }, { db, business }) {
    const member = await loadStaffMember(db, business.id, id);
    if (!(await deleteStaffLoginOfMember(db, business.id, member.id))) throw new AppError("conflict", NO_LOGIN_MESSAGE);
    return {
      ok: true,
      message: `The login account of "${member.name}" has been revoked.`,
      data: { id: member.id, name: member.name },
    };
  },
});
