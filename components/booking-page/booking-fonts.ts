// The four fonts a business can choose (spec: customization.fontFamily), self-hosted: no font CDN.
import "@fontsource/roboto/400.css";
import "@fontsource/roboto/700.css";
import "@fontsource/poppins/400.css";
import "@fontsource/poppins/600.css";
import "@fontsource/playfair-display/400.css";
import "@fontsource/playfair-display/700.css";
import { FONT_STACKS } from "@/lib/business/brand";
import type { Customization } from "@/lib/validations/business-settings";

export function getFontStack(fontFamily: Customization["fontFamily"]): string {
  return FONT_STACKS[fontFamily];
}
