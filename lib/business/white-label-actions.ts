import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { z } from "zod";
import {
  findSlugOrDomainClashes,
  getDomainVerification,
  isSlugHeldForAnother,
  markDomainVerified,
  saveWhiteLabelSettings,
} from "@/lib/business/queries";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import {
  checkVerificationRecord,
  createDomainToken,
  DOMAIN_VERIFIED_MESSAGE,
  domainCheckMessage,
} from "@/lib/tenant/verify-domain";
import { whiteLabelSchema } from "@/lib/business/settings-schema";
import {
  CUSTOM_DOMAIN_TAKEN_MESSAGE,
  SUBDOMAIN_RECENTLY_RELEASED_MESSAGE,
  SUBDOMAIN_TAKEN_MESSAGE,
  WHITE_LABEL_FORM_FIELDS,
  whiteLabelFormSchema,
} from "@/lib/business/white-label-schema";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";
import type { ActionResult } from "@/lib/actions/result";

export const WHITE_LABEL_SAVED_MESSAGE = "Your white label settings have been saved.";
const TAKEN_MESSAGE = "That subdomain or domain was just taken by another business. Please choose another.";

export const NO_CUSTOM_DOMAIN_MESSAGE = "Save a custom domain first, then verify it.";
const DOMAIN_CHANGED_MESSAGE = "Your custom domain changed while we were checking it. Please try again.";

/** What the screen needs after a save: the stored names and the domain's verification state. */
export type SaveWhiteLabelResult = {
  slug: string;
  customDomain: string | null;
  /** The TXT value to publish (null without a domain). */
  customDomainToken: string | null;
  /** ISO time the domain was verified, null while Pending. */
  customDomainVerifiedAt: string | null;
};

/**
 * White Label Settings (owner only): domain, branding and staff access of the
 * session's business. With the staff portal switched off its three permissions keep their
 * stored values, so switching it back on restores what the owner chose before.
 */
export const saveWhiteLabel = defineAction({
  roles: getAllowedRoles(["manage", "white-label"]),
  requiresBusiness: true,
  // The platform hosts are read when a form is saved, not when this module loads (before a test sets them).
  schema: z.lazy(() => whiteLabelFormSchema(getEnv().platformHosts)),
  keepFields: WHITE_LABEL_FORM_FIELDS,
  async handler(input, { db, business }) {
    const clashes = await findSlugOrDomainClashes(db, business.id, input.subdomain, input.customDomain);
    const fieldErrors: Record<string, string> = {};
    if (clashes.some((row) => row.slug === input.subdomain)) fieldErrors.subdomain = SUBDOMAIN_TAKEN_MESSAGE;
    else if (await isSlugHeldForAnother(db, business.id, input.subdomain))
      fieldErrors.subdomain = SUBDOMAIN_RECENTLY_RELEASED_MESSAGE;
    if (input.customDomain && clashes.some((row) => row.customDomain === input.customDomain))
      fieldErrors.customDomain = CUSTOM_DOMAIN_TAKEN_MESSAGE;
    const firstError = Object.values(fieldErrors)[0];
    if (firstError) throw new AppError("conflict", firstError, { fieldErrors });

    const staffAccess = input.enableStaffLogin
      ? {
          enableStaffLogin: true,
          staffCanViewAllBookings: input.staffCanViewAllBookings,
          staffCanModifyBookings: input.staffCanModifyBookings,
          staffCanManageAvailability: input.staffCanManageAvailability,
        }
      : { ...business.staffAccess, enableStaffLogin: false };

    let row: Awaited<ReturnType<typeof saveWhiteLabelSettings>>;
    try {
      row = await saveWhiteLabelSettings(
        db,
        business.id,
        {
          slug: input.subdomain,
          customDomain: input.customDomain,
          whiteLabel: whiteLabelSchema.parse({
            companyName: input.companyName,
            logoUrl: input.logoUrl,
            primaryColor: input.primaryColor,
            hideBookingProBranding: input.hideBookingProBranding,
          }),
          staffAccess,
        },
        createDomainToken,
      );
    } catch (error) {
      // A concurrent save claimed the name between the check above and this write.
      if (getPgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError("conflict", TAKEN_MESSAGE);
      throw error;
    }
    if (!row) throw new AppError("not_found", "Your business could not be found. Please reload the page.");
    return {
      ok: true,
      message: WHITE_LABEL_SAVED_MESSAGE,
      data: { ...row, customDomainVerifiedAt: row.customDomainVerifiedAt?.toISOString() ?? null },
    };
  },
});

/**
 * Verify (owner only): looks up TXT `_bookingpro.{domain}` for the session's business's saved domain
 * and, when it holds the business's token, marks the domain verified. Nothing is taken from the form.
 */
export const verifyCustomDomain = defineAction({
  roles: getAllowedRoles(["manage", "white-label"]),
  requiresBusiness: true,
  schema: z.object({}),
  unexpectedError: "Your domain could not be verified. Please try again.",
  async handler(_input, { db, business }): Promise<ActionResult<{ verifiedAt: string }>> {
    const state = await getDomainVerification(db, business.id);
    if (!state?.customDomain || !state.token) throw new AppError("invalid", NO_CUSTOM_DOMAIN_MESSAGE);
    if (state.verifiedAt)
      return { ok: true, message: DOMAIN_VERIFIED_MESSAGE, data: { verifiedAt: state.verifiedAt.toISOString() } };

    const check = await checkVerificationRecord(state.customDomain, state.token, { servers: getEnv().dnsServers });
    if (!check.ok) throw new AppError("invalid", domainCheckMessage(check.reason));
    const verifiedAt = await markDomainVerified(db, business.id, state.customDomain, state.token);
    if (!verifiedAt) throw new AppError("conflict", DOMAIN_CHANGED_MESSAGE);
    return { ok: true, message: DOMAIN_VERIFIED_MESSAGE, data: { verifiedAt: verifiedAt.toISOString() } };
  },
});
