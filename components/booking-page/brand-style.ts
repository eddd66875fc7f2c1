import { getReadableTextColor } from "@/lib/format/contrast";
import { BORDER_RADII, type Customization } from "@/lib/business/settings-schema";
import { getFontStack } from "./booking-fonts";

/** The page background of each theme. */
export const THEME_BACKGROUNDS: Record<Customization["theme"], string> = {
  modern: "bg-gradient-to-b from-slate-50 to-white",
  classic: "bg-stone-50",
  minimal: "bg-white",
  warm: "bg-gradient-to-b from-amber-50 to-orange-50",
};

/** The business's look (colours, radius, font) as CSS variables for everything inside. */
export function brandStyle(customization: Customization): React.CSSProperties {
  return {
    ["--bp-primary" as string]: customization.primaryColor,
    ["--bp-on-primary" as string]: getReadableTextColor(customization.primaryColor),
    ["--bp-secondary" as string]: customization.secondaryColor,
    ["--bp-on-secondary" as string]: getReadableTextColor(customization.secondaryColor),
    ["--bp-radius" as string]: BORDER_RADII[customization.borderRadius],
    fontFamily: getFontStack(customization.fontFamily),
  };
}
