const grouped = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** A count as a UK reader writes it: 7, 2,534, 34,785. */
export function formatCount(value: number): string {
  return grouped.format(value);
}
