import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Database } from "@/db/client";
import { isUuid } from "@/lib/constants";
import { toBusinessEvent, type CalendarBusiness } from "./booking-ics";
import {
  FEED_PAST_DAYS,
  findFeedOwner,
  getFeedFingerprint,
  listFeedBookings,
  type FeedOwner,
  type FeedScope,
} from "./feed-queries";
import { serializeCalendar } from "./ics-writer";

/*
 * GET /api/calendar/ical/{businessId}?token=… and …/staff/{staffId}?token=…: the live feeds.
 *
 * - Anything but an active business (and staff member), a matching token and Sync switched on is the
 *   same 404 as an unknown business, so a URL tells nothing about what exists.
 * - An aggregate over the feed's bookings decides the ETag before any row is read: a repeat fetch is a
 *   304 without serializing, and a changed feed is built once per process and served from memory
 *   (gzipped when the client accepts it) until it changes again.
 */

export const FEED_REFRESH_INTERVAL = "PT15M";
const FEED_FORMAT_VERSION = "1";
const CACHE_LIMIT = 200;

/** A new feed secret: 192 random bits. */
export function createFeedToken(): string {
  return randomBytes(24).toString("base64url");
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time comparison (of fixed-length digests, so the length does not leak either). */
export function tokenMatches(given: string | null, stored: string): boolean {
  return timingSafeEqual(digest(given ?? ""), digest(stored)) && Boolean(given);
}

export type FeedRequest = { businessId: string; staffId: string | null; token: string | null };

export type FeedHit = { businessId: string; staffId: string | null; userAgent: string; at: Date };

type CachedFeed = { etag: string; lastModified: Date; body: Buffer; gzip: Buffer };
const cache = new Map<string, CachedFeed>();

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Midnight UTC FEED_PAST_DAYS ago: the same for a whole day, so the ETag does not move every request. */
export function feedWindowStart(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - FEED_PAST_DAYS * 86_400_000);
}

/** The owner a token opens, or null (unknown business or staff, wrong token, sync off). */
export async function authorizeFeed(db: Database, request: FeedRequest): Promise<FeedOwner | null> {
  if (!isUuid(request.businessId) || (request.staffId !== null && !isUuid(request.staffId))) return null;
  const owner = await findFeedOwner(db, request.businessId, request.staffId);
  const stored = owner ? (owner.staff?.icalToken ?? owner.business.icalToken) : "-";
  if (!tokenMatches(request.token, stored) || !owner) return null;
  if (!owner.business.calendarSettings.syncEnabled) return null;
  return owner;
}

export function feedCalendarName(owner: FeedOwner): string {
  return owner.staff ? `${owner.staff.name} – ${owner.business.name}` : `${owner.business.name} bookings`;
}

/** The feed's text for these bookings (the benchmark times this directly). */
export function buildFeedBody(owner: FeedOwner, rows: Awaited<ReturnType<typeof listFeedBookings>>): string {
  const business: CalendarBusiness = owner.business;
  const contact = owner.staff === null;
  return serializeCalendar(
    { name: feedCalendarName(owner), refreshInterval: FEED_REFRESH_INTERVAL },
    rows.map((row) => toBusinessEvent(row, business, { contact })),
  );
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

function remember(key: string, feed: CachedFeed) {
  cache.delete(key);
  cache.set(key, feed);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/** Forgets every cached feed (tests that change the clock or the database under a running process). */
export function clearFeedCache() {
  cache.clear();
}

/**
 * Answers a feed request. `onServed` gets the fetch to record (200 or 304) so the caller can store it
 * after the response has gone. `gzip: false` leaves compression to the server in front (under `next
 * start` Next compresses every response itself, and a body gzipped here would be gzipped twice).
 */
export async function serveFeed(
  db: Database,
  request: FeedRequest,
  headers: Headers,
  now: Date,
  onServed?: (hit: FeedHit) => void,
  { gzip: mayGzip = true }: { gzip?: boolean } = {},
): Promise<Response> {
  const owner = await authorizeFeed(db, request);
  if (!owner) return notFound();

  const scope: FeedScope = {
    businessId: owner.business.id,
    staffId: owner.staff?.id ?? null,
    since: feedWindowStart(now),
    includeCancelled: owner.business.calendarSettings.includeCancelled,
  };
  const fingerprint = await getFeedFingerprint(db, scope);
  const changedAt = Math.max(
    fingerprint.lastUpdatedAt?.getTime() ?? 0,
    owner.business.updatedAt.getTime(),
    owner.staff?.updatedAt.getTime() ?? 0,
  );
  const lastModified = new Date(Math.floor(changedAt / 1000) * 1000);
  const etag = `"${createHash("sha256")
    .update(
      JSON.stringify([
        FEED_FORMAT_VERSION,
        scope.staffId,
        scope.since.toISOString(),
        scope.includeCancelled,
        fingerprint,
        changedAt,
        owner.business.name,
        owner.business.address,
        owner.staff?.name ?? "",
      ]),
    )
    .digest("base64url")
    .slice(0, 27)}"`;

  onServed?.({
    businessId: owner.business.id,
    staffId: scope.staffId,
    userAgent: headers.get("user-agent") ?? "",
    at: now,
  });

  const common = {
    ETag: etag,
    "Last-Modified": lastModified.toUTCString(),
    // Clients may keep it but must ask again (a conditional request) every time.
    "Cache-Control": "private, no-cache",
    Vary: "Accept-Encoding",
    "X-Robots-Tag": "noindex",
  };
  const ifNoneMatch = headers.get("if-none-match");
  const ifModifiedSince = Date.parse(headers.get("if-modified-since") ?? "");
  if (
    etagMatches(ifNoneMatch, etag) ||
    (!ifNoneMatch && Number.isFinite(ifModifiedSince) && lastModified.getTime() <= ifModifiedSince)
  ) {
    return new Response(null, { status: 304, headers: common });
  }

  const key = `${scope.businessId}:${scope.staffId ?? ""}:${mayGzip ? "gzip" : "plain"}`;
  let feed = cache.get(key);
  if (feed?.etag !== etag) {
    const body = Buffer.from(buildFeedBody(owner, await listFeedBookings(db, scope)), "utf8");
    feed = { etag, lastModified, body, gzip: mayGzip ? gzipSync(body) : body };
    remember(key, feed);
  }

  const gzip = mayGzip && /\bgzip\b/i.test(headers.get("accept-encoding") ?? "");
  const payload = gzip ? feed.gzip : feed.body;
  return new Response(new Uint8Array(payload), {
    status: 200,
    headers: {
      ...common,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Length": String(payload.length),
      "Content-Disposition": `inline; filename="${owner.business.slug}${owner.staff ? "-staff" : ""}.ics"`,
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
  });
}
