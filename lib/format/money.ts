const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const wholePounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** 1250 → '£12.50'. Prices are stored in pence. */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

/** For lists, where '.00' is noise: 1800 → '£18', 1850 → '£18.50'. */
export function formatPenceShort(pence: number): string {
  return Number.isInteger(pence) && pence % 100 === 0 ? wholePounds.format(pence / 100) : formatPence(pence);
}
