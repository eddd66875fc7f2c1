import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { findSlugOrDomainClashes, updateWhiteLabelSettings } from "@/lib/business/queries";
import { AppError } from "@/lib/errors";
import { readPlatformHosts } from "@/lib/tenant/parse-host";
import { whiteLabelSchema } from "@/lib/validations/business-settings";
import {
  CUSTOM_DOMAIN_TAKEN_MESSAGE,
  SUBDOMAIN_TAKEN_MESSAGE,
  WHITE_LABEL_FORM_FIELDS,
  whiteLabelFormSchema,
} from "@/lib/validations/white-label";
import { defineAction } from "../action";

export const WHITE_LABEL_SAVED_MESSAGE = "Your white label settings have been saved.";
const TAKEN_MESSAGE = "That subdomain or domain was just taken by another business. Please choose another.";

export type SaveWhiteLabelResult = { slug: string; customDomain: string | null };

/**
 * White Label Settings (owner only): domain, branding and staff access of the
 * session's business. With the staff portal switched off its three permissions keep their
 * stored values, so switching it back on restores what the owner chose before.
 */
export const saveWhiteLabel = defineAction({
  roles: ["owner"],
  requiresBusiness: true,
  schema: whiteLabelFormSchema(readPlatformHosts(process.env.APP_HOSTS)),
  keepFields: WHITE_LABEL_FORM_FIELDS,
  async handler(input, { db, business }) {
    const clashes = await findSlugOrDomainClashes(db, business.id, input.subdomain, input.customDomain);
    const fieldErrors: Record<string, string> = {};
    if (clashes.some((row) => row.slug === input.subdomain)) fieldErrors.subdomain = SUBDOMAIN_TAKEN_MESSAGE;
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

    let row: SaveWhiteLabelResult | undefined;
    try {
      row = await updateWhiteLabelSettings(db, business.id, {
        slug: input.subdomain,
        customDomain: input.customDomain,
        whiteLabel: whiteLabelSchema.parse({
          companyName: input.companyName,
          logoUrl: input.logoUrl,
          primaryColor: input.primaryColor,
          hideBookingProBranding: input.hideBookingProBranding,
        }),
        staffAccess,
      });
    } catch (error) {
      // A concurrent save claimed the name between the check above and this write.
      if (getPgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError("conflict", TAKEN_MESSAGE);
      throw error;
    }
    if (!row) throw new AppError("not_found", "Your business could not be found. Please reload the page.");
    return { ok: true, message: WHITE_LABEL_SAVED_MESSAGE, data: row };
  },
});
