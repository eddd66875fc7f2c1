import { isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { normalizeHostname } from "@/lib/tenant/parse-host";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1"]);

function isLoopbackAddress(entry: string): boolean {
  const value = entry.trim().toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value)?.[1];
  if (v4 !== undefined) return isIP(v4) === 4 && v4.startsWith("127.");
  return value === "::1" || value === "0:0:0:0:0:0:0:1";
}

/**
 * Whether a request comes from this machine, as far as the headers can tell. Next does not expose the
 * socket address, but it fills X-Forwarded-For with it when the request has none, and each trusted
 * proxy appends the address it saw; so every entry must be a loopback address, and the Host must name
 * the loopback interface. The limit: a client talking to Next directly can send its own
 * `X-Forwarded-For: 127.0.0.1` and `Host: localhost`, which Next passes on unchanged. That is why the
 * viewer is also off unless enabled (development, or ENABLE_MAIL_VIEWER for the browser tests), which a
 * production deployment never does.
 */
export function isLoopbackRequest(headers: Headers): boolean {
  const host = normalizeHostname(headers.get("host"));
  if (host === null || !LOOPBACK_HOSTS.has(host)) return false;
  const forwarded = headers.get("x-forwarded-for");
  if (!forwarded) return false;
  return forwarded.split(",").every(isLoopbackAddress);
}

/**
 * /dev/mail answers only when the viewer is enabled and the request comes from this machine. It shows
 * password-reset links, so it is never enabled in production unless asked for (tests): AppEnv.mailViewerEnabled.
 */
export function canViewMail(headers: Headers, enabled = getEnv().mailViewerEnabled): boolean {
  return enabled && isLoopbackRequest(headers);
}
