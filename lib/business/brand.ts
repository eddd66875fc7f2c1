import { toUploadedImages, withUploadedImages } from "@/lib/business-images/urls";
import type { BusinessImageKind } from "@/lib/business-images/schema";
import {
  customizationSchema,
  parseWithDefaults,
  whiteLabelSchema,
  type Customization,
  type WhiteLabel,
} from "@/lib/business/settings-schema";

/** Each selectable font with fallbacks; the booking pages self-host the fonts, emails fall back. */
export const FONT_STACKS: Record<Customization["fontFamily"], string> = {
  Inter: '"Inter Variable", Inter, ui-sans-serif, system-ui, Arial, sans-serif',
  Roboto: "Roboto, ui-sans-serif, system-ui, Arial, sans-serif",
  Poppins: "Poppins, ui-sans-serif, system-ui, Arial, sans-serif",
  "Playfair Display": '"Playfair Display", Georgia, serif',
};

/** What a business's customers see of it: the one place that decides which name and logo win. */
export type BusinessBrand = {
  /** The white-label company name where set, else the business's own name. */
  name: string;
  /** The white-label logo where set, else the Customize logo; null for none. */
  logoUrl: string | null;
  headerImageUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  fontFamily: Customization["fontFamily"];
  hidePoweredBy: boolean;
};

export function resolveBusinessBrand(business: {
  name: string;
  customization: Customization;
  whiteLabel: WhiteLabel;
}): BusinessBrand {
  const { customization, whiteLabel } = business;
  return {
    name: whiteLabel.companyName.trim() || business.name,
    logoUrl: whiteLabel.logoUrl ?? customization.logo,
    headerImageUrl: customization.headerImage,
    primaryColor: customization.primaryColor,
    secondaryColor: customization.secondaryColor,
    fontFamily: customization.fontFamily,
    hidePoweredBy: whiteLabel.hideBookingProBranding,
  };
}

type StoredBusiness = {
  name: string;
  slug: string;
  customization: unknown;
  whiteLabel: unknown;
  /** The business's uploaded images, which win over the addresses typed for them. */
  images: readonly { kind: BusinessImageKind; sha256: string }[];
};

/** The look and brand from a business row's stored (unparsed) JSON columns and its uploaded images. */
export function resolveStoredBrand(business: StoredBusiness) {
  const customization = withUploadedImages(
    parseWithDefaults(customizationSchema, business.customization),
    toUploadedImages(business.slug, business.images),
  );
  const whiteLabel = parseWithDefaults(whiteLabelSchema, business.whiteLabel);
  return {
    brand: resolveBusinessBrand({ name: business.name, customization, whiteLabel }),
    customization,
    whiteLabel,
  };
}
