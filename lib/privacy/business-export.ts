import "server-only";
import type { Database } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/load-user";
import { recordAuditEntry } from "@/lib/audit/queries";
import { jsonError } from "@/lib/http/json-response";
import { toDateInZone } from "@/lib/time/zoned-time";
import { businessExportFileName } from "./csv";
import { findBusinessExportData } from "./queries";

/**
 * "Export all business data" (owner only, data portability): the profile and settings, team, services,
 * staff, bookings, blackouts, the client book, customer notes and the audit log as one JSON file. Secrets are never in it
 * (feed tokens, domain token, password hashes, personal calendar addresses). One audit row per export.
 */
export async function exportBusinessData(
  db: Database,
  user: CurrentUser | null,
  now: Date = new Date(),
): Promise<Response> {
  if (!user) return jsonError("unauthenticated", "Please sign in to export your business data.");
  if (user.role !== "owner") return jsonError("forbidden", "Only the owner can export all business data.");
  if (!user.business) return jsonError("not_found", "Your business could not be found.");
  const data = await findBusinessExportData(db, user.business.id);
  if (!data) return jsonError("not_found", "Your business could not be found.");
  await recordAuditEntry(db, {
    businessId: user.business.id,
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
  const fileName = businessExportFileName(data.business.name, toDateInZone(now, data.business.timeZone));
  return new Response(`${body}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
