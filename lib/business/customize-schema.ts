import { z } from "zod";
import { isDnsLabel } from "@/lib/constants";
import { checkboxSchema } from "@/lib/forms/checkbox";
import { BORDER_RADII, FONT_FAMILIES, THEMES, type Customization } from "@/lib/business/settings-schema";

/**
 * Customize Booking Page form. Posted field names: primaryColor, secondaryColor, theme, fontFamily,
 * borderRadius, logo, headerImage, showBusinessInfo, showPricing, showStaffSelection (checkboxes:
 * 'on' when ticked). Every field is posted from every tab, so one save stores the whole look.
 */

export const CUSTOMIZE_FORM_FIELDS = [
  "primaryColor",
  "secondaryColor",
  "theme",
  "fontFamily",
  "borderRadius",
  "logo",
  "headerImage",
  "showBusinessInfo",
  "showPricing",
  "showStaffSelection",
] as const;

export const COLOR_INVALID_MESSAGE = "Use a colour like #0ea5e9";
export const IMAGE_URL_INVALID_MESSAGE = "Enter an image address that starts with https://";
export const IMAGE_URL_MAX = 500;

const trimmed = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? "").trim());

const colorSchema = trimmed
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^#[0-9a-f]{6}$/, COLOR_INVALID_MESSAGE));

/**
 * '' → null; otherwise an absolute https address on a DNS name. An image on a booking page served over
 * https must come over https too (a browser blocks or flags mixed content), and no other scheme can
 * be turned into a script or a local file.
 */
export function isHttpsImageUrl(value: string): boolean {
  if (value.length > IMAGE_URL_MAX) return false;
  try {
    const url = new URL(value);
    const labels = url.hostname.split(".");
    // A public DNS name: at least two labels and a top-level domain that is not a number (no IP addresses).
    const topLevel = labels[labels.length - 1];
    return (
      url.protocol === "https:" &&
      labels.length > 1 &&
      labels.every(isDnsLabel) &&
      !/^\d+$/.test(topLevel) &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

const imageUrlSchema = trimmed
  .transform((value, context) => {
    if (value === "") return null;
    if (isHttpsImageUrl(value)) return new URL(value).toString();
    context.addIssue({ code: "custom", message: IMAGE_URL_INVALID_MESSAGE });
    return z.NEVER;
  })
  .meta({ maxLength: IMAGE_URL_MAX });

const RADIUS_KEYS = Object.keys(BORDER_RADII) as (keyof typeof BORDER_RADII)[];

export const customizeFormSchema = z.object({
  primaryColor: colorSchema,
  secondaryColor: colorSchema,
  theme: z.enum(THEMES, { error: "Choose a theme" }),
  fontFamily: z.enum(FONT_FAMILIES, { error: "Choose a font" }),
  borderRadius: z.enum(RADIUS_KEYS as [keyof typeof BORDER_RADII, ...(keyof typeof BORDER_RADII)[]], {
    error: "Choose a corner style",
  }),
  logo: imageUrlSchema,
  headerImage: imageUrlSchema,
  showBusinessInfo: checkboxSchema,
  showPricing: checkboxSchema,
  showStaffSelection: checkboxSchema,
});

export type CustomizeFormInput = z.output<typeof customizeFormSchema>;

/** What the form holds while the owner edits: text for the inputs, booleans for the switches. */
export type CustomizeFormValues = Omit<Customization, "logo" | "headerImage"> & { logo: string; headerImage: string };

export function toCustomizeFormValues(customization: Customization): CustomizeFormValues {
  return { ...customization, logo: customization.logo ?? "", headerImage: customization.headerImage ?? "" };
}

/**
 * The look the live preview shows for what is typed: anything not (yet) valid falls back to the saved
 * value, so a half-typed colour never renders as black and a half-typed URL is never fetched.
 */
export function toPreviewCustomization(values: CustomizeFormValues, saved: Customization): Customization {
  const color = (typed: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(typed) ? typed.toLowerCase() : fallback);
  const image = (typed: string, fallback: string | null) => {
    const value = typed.trim();
    if (value === "") return null;
    return isHttpsImageUrl(value) ? value : fallback;
  };
  return {
    ...values,
    primaryColor: color(values.primaryColor, saved.primaryColor),
    secondaryColor: color(values.secondaryColor, saved.secondaryColor),
    logo: image(values.logo, saved.logo),
    headerImage: image(values.headerImage, saved.headerImage),
  };
}
