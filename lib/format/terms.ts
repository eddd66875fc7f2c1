import type { TermsRange } from "@/lib/services/staff-terms";
import { formatDuration } from "./duration";
import { formatPenceShort } from "./money";

/** "£35", or "from £35" while the professional (and so the price) is not yet known. */
export function formatPriceRange({ minPricePence, maxPricePence }: TermsRange): string {
  return minPricePence === maxPricePence ? formatPenceShort(minPricePence) : `from ${formatPenceShort(minPricePence)}`;
}

/** "45 min", or "45 min – 1 h" when professionals take different times. */
export function formatDurationRange({ minDuration, maxDuration }: TermsRange): string {
  return minDuration === maxDuration
    ? formatDuration(minDuration)
    : `${formatDuration(minDuration)} – ${formatDuration(maxDuration)}`;
}
