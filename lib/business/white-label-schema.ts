import { isDnsLabel } from "@/lib/constants";
import { z } from "zod";
import { cleanSingleLine } from "@/lib/forms/text";
import { MAX_DOMAIN_LENGTH, normalizeCustomDomain } from "@/lib/tenant/custom-domain";
import { isReservedSlug, isValidSlug, MAX_SLUG_LENGTH } from "@/lib/tenant/slug";
import { checkboxSchema } from "@/lib/forms/checkbox";
import type { StaffAccess, WhiteLabel } from "@/lib/business/settings-schema";

/**
 * White Label Settings form. Posted field names: customDomain, subdomain, companyName, logoUrl,
 * primaryColor, hideBookingProBranding, enableStaffLogin, staffCanViewAllBookings,
 * staffCanModifyBookings, staffCanManageAvailability (checkboxes: 'on' when ticked).
 * The subdomain is the business's slug: its subdomain label and its public id in /book/{id}.
 */

export const WHITE_LABEL_FORM_FIELDS = [
  "customDomain",
  "subdomain",
  "companyName",
  "logoUrl",
  "primaryColor",
  "hideBookingProBranding",
  "enableStaffLogin",
  "staffCanViewAllBookings",
  "staffCanModifyBookings",
  "staffCanManageAvailability",
] as const;

export const COMPANY_NAME_MAX = 120;
export const LOGO_URL_MAX = 500;
export const SUBDOMAIN_REQUIRED_MESSAGE = "Subdomain is required";
export const SUBDOMAIN_INVALID_MESSAGE =
  "Use up to 63 lower-case letters, digits and hyphens, starting and ending with a letter or digit";
export const SUBDOMAIN_RESERVED_MESSAGE = "This subdomain is reserved. Please choose another.";
export const SUBDOMAIN_TAKEN_MESSAGE = "This subdomain is already taken. Please choose another.";
export const SUBDOMAIN_RECENTLY_RELEASED_MESSAGE =
  "This subdomain was given up by another business less than 30 days ago, so it can't be used yet. Please choose another.";
export const CUSTOM_DOMAIN_TAKEN_MESSAGE = "This domain is already used by another business.";
export const LOGO_URL_INVALID_MESSAGE = "Enter a full web address starting with https://";
export const PRIMARY_COLOR_INVALID_MESSAGE = "Use a colour like #0ea5e9";

const trimmed = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => cleanSingleLine(value ?? "").trim());

const subdomainSchema = trimmed
  .transform((value) => value.toLowerCase())
  .superRefine((value, context) => {
    if (value === "") context.addIssue({ code: "custom", message: SUBDOMAIN_REQUIRED_MESSAGE });
    else if (!isValidSlug(value)) context.addIssue({ code: "custom", message: SUBDOMAIN_INVALID_MESSAGE });
    else if (isReservedSlug(value)) context.addIssue({ code: "custom", message: SUBDOMAIN_RESERVED_MESSAGE });
  })
  .meta({ required: true, maxLength: MAX_SLUG_LENGTH });

/** '' → null; otherwise an absolute http(s) address (a logo is shown in an <img>, never a script URL). */
const logoUrlSchema = trimmed
  .transform((value, context) => {
    if (value === "") return null;
    try {
      const url = new URL(value);
      const dnsName = url.hostname.split(".").length > 1 && url.hostname.split(".").every(isDnsLabel);
      if ((url.protocol === "https:" || url.protocol === "http:") && dnsName && value.length <= LOGO_URL_MAX)
        return url.toString();
    } catch {
      // falls through to the issue below
    }
    context.addIssue({ code: "custom", message: LOGO_URL_INVALID_MESSAGE });
    return z.NEVER;
  })
  .meta({ maxLength: LOGO_URL_MAX });

const primaryColorSchema = trimmed
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^#[0-9a-f]{6}$/, PRIMARY_COLOR_INVALID_MESSAGE));

/** The schema needs the platform's own hosts: a custom domain may not sit under one of them. */
export function whiteLabelFormSchema(platformHosts: readonly string[]) {
  return z.object({
    customDomain: trimmed
      .transform((value, context) => {
        const result = normalizeCustomDomain(value, platformHosts);
        if (result.ok) return result.domain;
        context.addIssue({ code: "custom", message: result.error });
        return z.NEVER;
      })
      .meta({ maxLength: MAX_DOMAIN_LENGTH }),
    subdomain: subdomainSchema,
    companyName: trimmed.pipe(
      z.string().max(COMPANY_NAME_MAX, `Company name can be at most ${COMPANY_NAME_MAX} characters`),
    ),
    logoUrl: logoUrlSchema,
    primaryColor: primaryColorSchema,
    hideBookingProBranding: checkboxSchema,
    enableStaffLogin: checkboxSchema,
    staffCanViewAllBookings: checkboxSchema,
    staffCanModifyBookings: checkboxSchema,
    staffCanManageAvailability: checkboxSchema,
  });
}

export type WhiteLabelFormInput = z.output<ReturnType<typeof whiteLabelFormSchema>>;

/** What the form shows: strings for the text inputs, booleans for the checkboxes. */
export type WhiteLabelFormValues = {
  customDomain: string;
  subdomain: string;
  companyName: string;
  logoUrl: string;
  primaryColor: string;
  hideBookingProBranding: boolean;
} & StaffAccess;

export function toWhiteLabelFormValues(row: {
  slug: string;
  customDomain: string | null;
  whiteLabel: WhiteLabel;
  staffAccess: StaffAccess;
}): WhiteLabelFormValues {
  return {
    customDomain: row.customDomain ?? "",
    subdomain: row.slug,
    companyName: row.whiteLabel.companyName,
    logoUrl: row.whiteLabel.logoUrl ?? "",
    primaryColor: row.whiteLabel.primaryColor,
    hideBookingProBranding: row.whiteLabel.hideBookingProBranding,
    ...row.staffAccess,
  };
}

/** Spec status line: 'Full' once the pages run on the business's own domain without BookingPro branding. */
export function isWhiteLabelFull(
  values: Pick<WhiteLabelFormValues, "customDomain" | "hideBookingProBranding">,
): boolean {
  return values.customDomain.trim() !== "" && values.hideBookingProBranding;
}
