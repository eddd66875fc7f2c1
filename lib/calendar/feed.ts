import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Database } from "@/db/client";
import { isUuid } from "@/lib/constants";
import {
  fileResult,
  notFoundResult,
  notModifiedResult,
  type FileResult,
  type NotFoundResult,
  type NotModifiedResult,
} from "@/lib/http/route-result";
import { toBusinessEvent, type CalendarBusiness } from "./booking-ics";
import {
  FEED_PAST_DAYS,
  findFeedOwner,
  findFeedOwnerWithFingerprint,
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

type CachedFeed = { etag: string; lastModified: Date; body: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };
const cache = new Map<string, CachedFeed>();
const building = new Map<string, Promise<CachedFeed>>();

async function buildCachedFeed(
  db: Database,
  owner: FeedOwner,
  scope: FeedScope,
  { etag, lastModified, mayGzip }: { etag: string; lastModified: Date; mayGzip: boolean },
): Promise<CachedFeed> {
  const text = buildFeedBody(owner, await listFeedBookings(db, scope));
  // Plain ArrayBuffer-backed bytes, kept for every response (sent without a copy: lib/http/route-response.ts).
  const body = new Uint8Array(Buffer.from(text, "utf8"));
  return { etag, lastModified, body, gzip: mayGzip ? new Uint8Array(gzipSync(body)) : body };
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
  return owner && opensFeed(owner, request.token) ? owner : null;
}

function opensFeed(owner: FeedOwner | null, token: string | null): boolean {
  const stored = owner ? (owner.staff?.icalToken ?? owner.business.icalToken) : "-";
  if (!tokenMatches(token, stored) || !owner) return false;
  return owner.business.calendarSettings.syncEnabled;
}

/** The owner and fingerprint of an authorized request (one round trip), or null as authorizeFeed. */
async function authorizeWithFingerprint(db: Database, request: FeedRequest, since: Date) {
  if (!isUuid(request.businessId) || (request.staffId !== null && !isUuid(request.staffId))) return null;
  const found = await findFeedOwnerWithFingerprint(db, {
    businessId: request.businessId,
    staffId: request.staffId,
    token: request.token ?? "",
    since,
  });
  if (!opensFeed(found?.owner ?? null, request.token)) return null;
  const { owner, fingerprints } = found!;
  return {
    owner,
    fingerprint: owner.business.calendarSettings.includeCancelled ? fingerprints.all : fingerprints.live,
  };
}

export function feedCalendarName(owner: FeedOwner): string {
  return owner.staff ? `${owner.staff.name} – ${owner.business.name}` : `${owner.business.name} bookings`;
}

/** The feed's text for these bookings (the benchmark times this directly). */
export function buildFeedBody(owner: FeedOwner, rows: Awaited<ReturnType<typeof listFeedBookings>>): string {
  const business: CalendarBusiness = owner.business;
  const contact = owner.staff === null;
  // The room goes to calendars outside the dashboard only when the business tells staff (or customers) of it.
  const rooms = owner.business.resourceNamesShownTo !== "dashboard";
  return serializeCalendar(
    { name: feedCalendarName(owner), refreshInterval: FEED_REFRESH_INTERVAL },
    rows.map((row) => toBusinessEvent(rooms ? row : { ...row, rooms: "" }, business, { contact })),
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
  building.clear();
}

/**
 * Answers a feed request: the feed, a 304, or a bare 404. `onServed` gets the fetch to record (200 or 304) so the caller can store it
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
): Promise<FileResult | NotModifiedResult | NotFoundResult> {
  const since = feedWindowStart(now);
  const authorized = await authorizeWithFingerprint(db, request, since);
  if (!authorized) return notFoundResult();
  const { owner, fingerprint } = authorized;

  const scope: FeedScope = {
    businessId: owner.business.id,
    staffId: owner.staff?.id ?? null,
    since,
    includeCancelled: owner.business.calendarSettings.includeCancelled,
  };
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
        // Whether events name their room is the feed's too.
        owner.business.resourceNamesShownTo,
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
    etag,
    lastModified,
    // Clients may keep it but must ask again (a conditional request) every time.
    cacheControl: "private, no-cache",
    headers: { Vary: "Accept-Encoding", "X-Robots-Tag": "noindex" },
  };
  const ifNoneMatch = headers.get("if-none-match");
  const ifModifiedSince = Date.parse(headers.get("if-modified-since") ?? "");
  if (
    etagMatches(ifNoneMatch, etag) ||
    (!ifNoneMatch && Number.isFinite(ifModifiedSince) && lastModified.getTime() <= ifModifiedSince)
  ) {
    return notModifiedResult(common);
  }

  const key = `${scope.businessId}:${scope.staffId ?? ""}:${mayGzip ? "gzip" : "plain"}`;
  let feed = cache.get(key);
  if (feed?.etag !== etag) {
    // Requests that arrive while a changed feed is being built wait for that one build.
    const buildKey = `${key}:${etag}`;
    let pending = building.get(buildKey);
    if (!pending) {
      pending = buildCachedFeed(db, owner, scope, { etag, lastModified, mayGzip }).finally(() =>
        building.delete(buildKey),
      );
      building.set(buildKey, pending);
    }
    feed = await pending;
    remember(key, feed);
  }

  const gzip = mayGzip && /\bgzip\b/i.test(headers.get("accept-encoding") ?? "");
  const payload = gzip ? feed.gzip : feed.body;
  return fileResult({
    ...common,
    body: payload,
    contentType: "text/calendar; charset=utf-8",
    disposition: "inline",
    fileName: `${owner.business.slug}${owner.staff ? "-staff" : ""}.ics`,
    headers: { ...common.headers, ...(gzip ? { "Content-Encoding": "gzip" } : {}) },
  });
}
