/*
 * What each audit log action means, as the Data protection log says it. Pure, shared by the screen
 * and tests. Unknown actions are shown as they are stored, so a new one is never hidden.
 */

export const AUDIT_ACTIONS = [
  "customer.export",
  "customer.erase",
  "retention.purge",
  "business.export",
  "clients.import",
  "intake.view",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

function countOf(details: Record<string, unknown>, key: string): number | null {
  const value = details[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/** 'Exported customer data (CSV)', 'Erased a customer (3 bookings)', ... */
export function auditEntryLabel(action: string, details: Record<string, unknown> = {}): string {
  const bookings = countOf(details, "bookings");
  const withBookings = (text: string) =>
    bookings === null ? text : `${text} (${plural(bookings, "booking", "bookings")})`;
  switch (action) {
    case "customer.export": {
      const format = details.format === "csv" ? "CSV" : details.format === "json" ? "JSON" : null;
      return format ? `Exported customer data (${format})` : "Exported customer data";
    }
    case "customer.erase":
      return withBookings("Erased a customer");
    case "retention.purge": {
      const months = countOf(details, "months");
      const clients = countOf(details, "clients");
      const text = clients
        ? `Deleted old customer details (${bookings === null ? "" : `${plural(bookings, "booking", "bookings")}, `}${plural(clients, "client record", "client records")})`
        : withBookings("Deleted old customer details");
      return months === null ? text : `${text}, older than ${plural(months, "month", "months")}`;
    }
    case "business.export":
      return "Exported all business data";
    case "clients.import": {
      const clients = countOf(details, "clients");
      const skipped = countOf(details, "skipped");
      if (clients === null) return "Imported clients";
      const text = `Imported clients (${plural(clients, "client", "clients")}`;
      return skipped ? `${text}, ${plural(skipped, "row", "rows")} skipped)` : `${text})`;
    }
    case "intake.view":
      return "Viewed a booking's health answers";
    default:
      return action;
  }
}
