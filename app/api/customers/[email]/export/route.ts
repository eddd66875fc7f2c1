import { getDb } from "@/db";
import { getCurrentUser } from "@/lib/auth/session";
import { decodeCustomerSegment, exportCustomerData } from "@/lib/privacy/customer-export";

export const dynamic = "force-dynamic";

/**
 * One customer's data as `?format=json` (default) or `?format=csv` (owners and managers): the session's
 * business only; another business's customer or an unknown email is a 404 JSON answer.
 */
export async function GET(request: Request, { params }: { params: Promise<{ email: string }> }) {
  const format = new URL(request.url).searchParams.get("format");
  return exportCustomerData(getDb(), await getCurrentUser(), decodeCustomerSegment((await params).email), format);
}
