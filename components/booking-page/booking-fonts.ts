// The four fonts a business can choose (spec: customization.fontFamily), self-hosted: no font CDN.
import "@fontsource/roboto/400.css";
import "@fontsource/roboto/700.css";
import "@fontsource/poppins/400.css";
import "@fontsource/poppins/600.css";
import "@fontsource/playfair-display/400.css";
import "@fontsource/playfair-display/700.css";
import type { Customization } from "@/lib/validations/business-settings";

const FONT_STACKS: Record<Customization["fontFamily"], string> = {
  Inter: '"Inter Variable", ui-sans-serif, system-ui, sans-serif',
  Roboto: "Roboto, ui-sans-serif, system-ui, sans-serif",
  Poppins: "Poppins, ui-sans-serif, system-ui, sans-serif",
  "Playfair Display": '"Playfair Display", Georgia, serif',
};

export function getFontStack(fontFamily: Customization["fontFamily"]): string {
  return FONT_STACKS[fontFamily];
}
