import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isBlockedAddress } from "./busy-address";

/*
 * Fetches a personal calendar's .ics from an address an owner pasted, without letting that address
 * reach anything but the public internet (docs/security.md, "Personal calendars"): http(s) only; the
 * host is resolved here and every address checked; the connection goes to the checked address (no
 * second lookup an attacker's DNS could answer differently); redirects are followed by hand, each
 * checked the same way; time and size are capped.
 */

export const BUSY_CALENDAR_MAX_BYTES = 5 * 1024 * 1024;
export const BUSY_CALENDAR_TIMEOUT_MS = 10_000;
export const BUSY_CALENDAR_MAX_REDIRECTS = 3;

export const BUSY_FETCH_MESSAGES = {
  invalidAddress: "Enter the calendar's full address, starting with https:// or webcal://.",
  unreachable: "The calendar address could not be reached.",
  privateAddress: "That address points to a private network; use the calendar's public iCal address.",
  tooLarge: "The calendar is larger than 5 MB.",
  timeout: "The calendar took longer than 10 seconds to answer.",
  tooManyRedirects: "The calendar address redirected too many times.",
  refused: "The calendar refused access: check that the secret address is complete and still valid.",
  notFound: "No calendar was found at that address: it may have been reset or deleted.",
  notCalendar: "That address is not an iCal calendar.",
  tooComplex:
    "This calendar has too many events to read (more than 50,000, counting each repeat of a repeating event). Remove old repeating events or share a smaller calendar.",
  tooSlow: "This calendar took too long to read. Remove old repeating events or share a smaller calendar.",
} as const;

/** A failed fetch; `message` is shown to the owner as it is (it never contains the address). */
export class BusyCalendarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BusyCalendarError";
  }
}

export type BusyFetchOptions = {
  /** Lets loopback and private addresses through: tests and local development only. */
  allowPrivate: boolean;
  /** Addresses let through although private (tests: a first hop on 127.0.0.1 whose redirects are still checked). */
  trustedAddresses?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

/** 'webcal://…' → 'https://…'; null unless the result is an http(s) URL with a host. */
export function toFetchableUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname) return null;
  url.hash = "";
  return url;
}

type CheckedAddress = { address: string; family: 4 | 6 };

async function resolveChecked(url: URL, options: BusyFetchOptions): Promise<CheckedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw new BusyCalendarError(BUSY_FETCH_MESSAGES.unreachable);
    }
  }
  if (addresses.length === 0) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.unreachable);
  // Every address must pass: a name resolving to one public and one private address is refused.
  const refused = (address: string) => isBlockedAddress(address) && !options.trustedAddresses?.includes(address);
  if (!options.allowPrivate && addresses.some((entry) => refused(entry.address))) {
    throw new BusyCalendarError(BUSY_FETCH_MESSAGES.privateAddress);
  }
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A lookup that answers with the address already checked, whatever it is asked. */
function pinnedLookup({ address, family }: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

type Hop = { redirect: URL } | { body: string };

function requestOnce(url: URL, target: CheckedAddress, maxBytes: number, deadline: number): Promise<Hop> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const fail = (message: string) => reject(new BusyCalendarError(message));
    const request = client.request(
      url,
      {
        method: "GET",
        lookup: pinnedLookup(target),
        headers: {
          Accept: "text/calendar, */*;q=0.5",
          "Accept-Encoding": "identity",
          "User-Agent": "BookingPro-Calendar/1",
        },
        timeout: Math.max(1, deadline - Date.now()),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          let next: URL | null = null;
          try {
            next = toFetchableUrl(new URL(response.headers.location, url).toString());
          } catch {
            next = null;
          }
          if (!next) return fail(BUSY_FETCH_MESSAGES.unreachable);
          return resolve({ redirect: next });
        }
        if (status === 401 || status === 403) return (response.resume(), fail(BUSY_FETCH_MESSAGES.refused));
        if (status === 404 || status === 410) return (response.resume(), fail(BUSY_FETCH_MESSAGES.notFound));
        if (status < 200 || status >= 300) {
          response.resume();
          return fail(`The calendar server answered with an error (HTTP ${status}).`);
        }
        if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
          request.destroy();
          return fail(BUSY_FETCH_MESSAGES.tooLarge);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            fail(BUSY_FETCH_MESSAGES.tooLarge);
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", () => fail(BUSY_FETCH_MESSAGES.unreachable));
        response.on("aborted", () => fail(BUSY_FETCH_MESSAGES.unreachable));
      },
    );
    // The whole exchange, body included, must end by the deadline.
    const timer = setTimeout(
      () => {
        request.destroy();
        fail(BUSY_FETCH_MESSAGES.timeout);
      },
      Math.max(1, deadline - Date.now()),
    );
    request.on("timeout", () => {
      request.destroy();
      fail(BUSY_FETCH_MESSAGES.timeout);
    });
    request.on("error", () => fail(BUSY_FETCH_MESSAGES.unreachable));
    request.on("close", () => clearTimeout(timer));
    request.end();
  });
}

/** The calendar's text. Throws BusyCalendarError with the owner-facing reason. */
export async function fetchBusyCalendar(rawUrl: string, options: BusyFetchOptions): Promise<string> {
  const maxBytes = options.maxBytes ?? BUSY_CALENDAR_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? BUSY_CALENDAR_MAX_REDIRECTS;
  const deadline = Date.now() + (options.timeoutMs ?? BUSY_CALENDAR_TIMEOUT_MS);
  let url = toFetchableUrl(rawUrl);
  if (!url) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.invalidAddress);
  for (let hop = 0; ; hop++) {
    const target = await resolveChecked(url, options);
    if (Date.now() >= deadline) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.timeout);
    const result = await requestOnce(url, target, maxBytes, deadline);
    if ("body" in result) return result.body;
    if (hop >= maxRedirects) throw new BusyCalendarError(BUSY_FETCH_MESSAGES.tooManyRedirects);
    url = result.redirect;
  }
}
