import { GET as getCustomerExport } from "@/app/api/customers/[email]/export/route";
import { GET as getBusinessExport } from "@/app/api/privacy/export/route";
import type { Database } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/load-user";
import { runRoute } from "@/lib/http/define-route";

/*
 * The data exports as their routes answer them, for a given user (null: signed out): the route checks who
 * may export, the lib function makes the file.
 */

const ORIGIN = "http://localhost:3000";

/** GET /api/customers/{email}/export?format=… */
export function requestCustomerExport(
  db: Database,
  user: CurrentUser | null,
  email: string,
  format: string | null,
  now?: Date,
): Promise<Response> {
  const segment = encodeURIComponent(email);
  const query = format === null ? "" : `?format=${encodeURIComponent(format)}`;
  return runRoute(getCustomerExport, new Request(`${ORIGIN}/api/customers/${segment}/export${query}`), {
    user,
    db,
    now,
    params: { email: segment },
  });
}

/** GET /api/privacy/export */
export function requestBusinessExport(db: Database, user: CurrentUser | null, now?: Date): Promise<Response> {
  return runRoute(getBusinessExport, new Request(`${ORIGIN}/api/privacy/export`), { user, db, now });
}
