import "server-only";
import type { Database } from "@/db/client";
import { recordAuditEntry } from "@/lib/audit/queries";
import { AppError } from "@/lib/errors";
import { fileResult, type FileResult } from "@/lib/http/route-result";
import { toDateInZone } from "@/lib/time/zoned-time";
import { businessExportFileName } from "./csv";
import type { Exporter } from "./customer-export";
import { findBusinessExportData } from "./queries";

export const BUSINESS_NOT_FOUND_EXPORT = "Your business could not be found.";

/**
 * "Export all business data" (owner only, the route checks it; data portability): the profile and settings,
 * team, services, staff, bookings, blackouts, the client book, customer notes and the audit log as one JSON
 * file. Secrets are never in it (feed tokens, domain token, password hashes, personal calendar addresses).
 * One audit row per export.
 */
export async function exportBusinessData(db: Database, { user, business }: Exporter, now: Date): Promise<FileResult> {
  const data = await findBusinessExportData(db, business.id);
  if (!data) throw new AppError("not_found", BUSINESS_NOT_FOUND_EXPORT);
  await recordAuditEntry(db, {
    businessId: business.id,
    actorUserId: user.id,
    actorName: user.name,
    action: "business.export",
    subject: `${data.bookings.length} bookings`,
    details: { bookings: data.bookings.length, services: data.services.length, staff: data.staff.length },
  });
  const body = JSON.stringify(
    { exportedAt: now.toISOString(), format: "bookingpro-business-export/1", ...data },
    null,
    2,
  );
  return fileResult({
    body: `${body}\n`,
    contentType: "application/json; charset=utf-8",
    disposition: "attachment",
    fileName: businessExportFileName(data.business.name, toDateInZone(now, data.business.timeZone)),
    cacheControl: "no-store",
    headers: { "X-Content-Type-Options": "nosniff" },
  });
}
