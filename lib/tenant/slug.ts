import { isDnsLabel } from "@/lib/constants";

/**
 * Business slugs: the subdomain label and the public id in /book/{slug}.
 *
 * Pure functions only; the database picks the first free candidate (see saveBusiness).
 * Every slug produced here matches the `businesses_slug_format` check:
 * `^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$` (a DNS label).
 */

export const MAX_SLUG_LENGTH = 63;

/** Used when a name has no usable letters or digits at all (e.g. '***' or '日本'). */
export const FALLBACK_SLUG = "business";

/** Never handed to a business: host labels the platform needs, and its own route names. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "www",
  "localhost",
  "127",
  "api",
  "app",
  "admin",
  "dashboard",
  "login",
  "book",
  "embed",
  "site",
  "dev",
  "static",
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

export function isValidSlug(slug: string): boolean {
  return isDnsLabel(slug);
}

function trimHyphens(value: string): string {
  return value.replace(/^-+/, "").replace(/-+$/, "");
}

/**
 * 'Bella’s Beauty & Spa' → 'bellas-beauty-and-spa'. Lower-case a-z, 0-9 and single hyphens,
 * no leading or trailing hyphen, at most 63 characters. Accents are folded ('Café' → 'cafe').
 * Never empty: names without letters or digits give 'business'. Reserved words are NOT
 * avoided here (see `slugCandidate`).
 */
export function slugify(name: string): string {
  const folded = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/œ/g, "oe")
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "");
  const slug = trimHyphens(trimHyphens(folded.replace(/[^a-z0-9]+/g, "-")).slice(0, MAX_SLUG_LENGTH));
  return slug.length > 0 ? slug : FALLBACK_SLUG;
}

/**
 * The n-th candidate for a base slug: n = 1 is the base itself, n ≥ 2 appends '-n'
 * (shortening the base so the whole stays within 63 characters). Returns null when the
 * candidate is reserved, so callers simply move on to the next n.
 */
export function slugCandidate(base: string, n: number): string | null {
  if (!Number.isInteger(n) || n < 1) throw new RangeError("n must be a positive integer");
  if (n === 1) return isReservedSlug(base) ? null : base;
  const suffix = `-${n}`;
  const head = trimHyphens(base.slice(0, MAX_SLUG_LENGTH - suffix.length)) || FALLBACK_SLUG;
  const candidate = `${head}${suffix}`;
  return isReservedSlug(candidate) ? null : candidate;
}

/** The candidates n = from … to (inclusive), reserved ones left out, in order. */
export function slugCandidates(base: string, from: number, to: number): string[] {
  const result: string[] = [];
  for (let n = from; n <= to; n++) {
    const candidate = slugCandidate(base, n);
    if (candidate !== null) result.push(candidate);
  }
  return result;
}
