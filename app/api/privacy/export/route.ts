import { getDb } from "@/db";
import { getCurrentUser } from "@/lib/auth/session";
import { exportBusinessData } from "@/lib/privacy/business-export";

export const dynamic = "force-dynamic";

/** "Export all business data" (owner only): the session's business as one JSON file, without secrets. */
export async function GET() {
  return exportBusinessData(getDb(), await getCurrentUser());
}
