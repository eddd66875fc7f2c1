/**
 * The service colours offered as swatches: far apart in hue and lightness, and each at least 3:1 against white
 * (non-text contrast, WCAG 1.4.11), as they mark a service on its card and its appointments on the schedule.
 * The name goes with the colour everywhere it is offered, so nobody has to tell them apart by sight.
 */
export const SERVICE_PALETTE = [
  { name: "Blue", hex: "#2563eb" },
  { name: "Green", hex: "#15803d" },
  { name: "Orange", hex: "#c2410c" },
  { name: "Purple", hex: "#7c3aed" },
  { name: "Teal", hex: "#0f766e" },
  { name: "Pink", hex: "#db2777" },
  { name: "Gold", hex: "#a16207" },
  { name: "Slate", hex: "#475569" },
] as const;

/**
 * A new service's colour: the first palette colour none of the business's services has; when every one is
 * taken, the one fewest have (the earlier on a tie), so services keep spreading over the palette.
 */
export function nextPaletteColour(usedColours: readonly string[]): string {
  const uses = new Map<string, number>();
  for (const colour of usedColours) uses.set(colour.toLowerCase(), (uses.get(colour.toLowerCase()) ?? 0) + 1);
  let best: string = SERVICE_PALETTE[0].hex;
  for (const { hex } of SERVICE_PALETTE) {
    if ((uses.get(hex) ?? 0) < (uses.get(best) ?? 0)) best = hex;
  }
  return best;
}
