const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** 1250 → '£12.50'. Prices are stored in pence. */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}
