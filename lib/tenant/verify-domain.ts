import "server-only";
import { randomBytes } from "node:crypto";
import { promises as dns } from "node:dns";

/*
 * Custom-domain ownership: the owner publishes a TXT record `_bookingpro.{domain}` whose value is the
 * business's token; only then does the domain serve the business's pages. Without it anyone could
 * point a name they do not control at a business (or claim someone else's domain for theirs).
 */

export const VERIFICATION_RECORD_PREFIX = "_bookingpro";

export const DOMAIN_VERIFIED_MESSAGE = "Your domain is verified. It now shows your booking pages.";
export const DOMAIN_RECORD_NOT_FOUND_MESSAGE =
  "We couldn't find the TXT record yet. DNS changes can take up to 48 hours.";
export const DOMAIN_RECORD_MISMATCH_MESSAGE =
  "We found a TXT record, but its value doesn't match. Copy the value shown here exactly and try again.";
export const DOMAIN_DNS_UNAVAILABLE_MESSAGE =
  "We couldn't check your domain's DNS just now. Please try again in a few minutes.";

/** The record's name for a (normalised) custom domain. */
export function verificationRecordName(domain: string): string {
  return `${VERIFICATION_RECORD_PREFIX}.${domain}`;
}

/** A new record value: 160 random bits, prefixed so the owner can tell what the record is for. */
export function createDomainToken(): string {
  return `bookingpro-verify=${randomBytes(20).toString("hex")}`;
}

export type DomainCheck = { ok: true } | { ok: false; reason: "not_found" | "mismatch" | "unavailable" };

export type DomainCheckOptions = {
  /** Resolvers as 'ip' or 'ip:port' (DNS_SERVERS); empty = the system's. */
  servers: readonly string[];
  /** Per query attempt; Node tries each server `tries` times. */
  timeoutMs?: number;
  tries?: number;
};

// No such name, or the name has no TXT records: the owner has not added it (or it has not spread yet).
const NOT_FOUND_CODES: ReadonlySet<string> = new Set([dns.NOTFOUND, dns.NODATA]);

/**
 * Looks up TXT `_bookingpro.{domain}` and compares each record (its chunks joined, as DNS splits long
 * values into 255-byte strings) with `token`, exactly. A fresh Resolver each time: nothing is cached
 * between checks, so an owner who just fixed the record sees the new answer.
 */
export async function checkVerificationRecord(
  domain: string,
  token: string,
  { servers, timeoutMs = 2500, tries = 2 }: DomainCheckOptions,
): Promise<DomainCheck> {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries });
  if (servers.length > 0) resolver.setServers([...servers]);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(verificationRecordName(domain));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, reason: code && NOT_FOUND_CODES.has(code) ? "not_found" : "unavailable" };
  }
  if (records.length === 0) return { ok: false, reason: "not_found" };
  return records.some((chunks) => chunks.join("") === token) ? { ok: true } : { ok: false, reason: "mismatch" };
}

/** The message the owner sees for a failed check. */
export function domainCheckMessage(reason: Exclude<DomainCheck, { ok: true }>["reason"]): string {
  if (reason === "not_found") return DOMAIN_RECORD_NOT_FOUND_MESSAGE;
  if (reason === "mismatch") return DOMAIN_RECORD_MISMATCH_MESSAGE;
  return DOMAIN_DNS_UNAVAILABLE_MESSAGE;
}
