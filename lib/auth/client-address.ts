/**
 * The client's address for rate limits: the first X-Forwarded-For entry (set by Next's
 * server and by a reverse proxy in front of it), else X-Real-IP.
 */
export function getClientAddress(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  const address = first || headers.get("x-real-ip")?.trim() || null;
  return address ? address.slice(0, 64) : null;
}
