const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const wholePounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/*
 * One rule everywhere: a price (of a service or a booking) is short — '£18', '£18.50' — as salons write it;
 * an amount summed up (revenue, a customer's total spent, an average) shows its pence — '£1,234.00' — so a
 * column of sums lines up and never looks rounded.
 */

/** An amount summed up: 1250 → '£12.50', 1800 → '£18.00'. Money is stored in pence. */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

/** A price: 1800 → '£18', 1850 → '£18.50'. */
export function formatPenceShort(pence: number): string {
  return Number.isInteger(pence) && pence % 100 === 0 ? wholePounds.format(pence / 100) : formatPence(pence);
}
