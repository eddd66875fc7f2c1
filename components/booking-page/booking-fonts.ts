// The four fonts a business can choose (spec: customization.fontFamily), self-hosted: no font CDN.
import "@fontsource/roboto/400.css";
import "@fontsource/roboto/700.css";
import "@fontsource/poppins/400.css";
import "@fontsource/poppins/600.css";
import "@fontsource/playfair-display/400.css";
import "@fontsource/playfair-display/700.css";
import { FONT_STACKS } from "@/lib/business/brand";
import type { Customization } from "@/lib/business/settings-schema";

/**
 * The CSS font stack of a business's font. Inter puts the root layout's preloaded Latin face (next/font,
 * `--font-inter-latin`) first; FONT_STACKS itself stays plain CSS, as emails use it too.
 */
export function getFontStack(fontFamily: Customization["fontFamily"]): string {
  return fontFamily === "Inter" ? `var(--font-inter-latin), ${FONT_STACKS.Inter}` : FONT_STACKS[fontFamily];
}
