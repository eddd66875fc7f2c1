import "server-only";
import { headers } from "next/headers";

/** The origin links in emails point to: APP_URL when set, else the host the request came in on. */
export async function getBaseUrl(): Promise<string> {
  if (process.env.APP_URL) return process.env.APP_URL.replace(/\/$/, "");
  let h: Headers;
  try {
    h = await headers();
  } catch {
    return "http://localhost:3000"; // outside a request (scripts, tests)
  }
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto =
    h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.includes(".localhost") ? "http" : "https");
  return `${proto}://${host}`;
}
