import { isCalendarDate } from "@/lib/time/calendar-date";
import { isUuid } from "@/lib/constants";
import { z } from "zod";
import { cleanSingleLine } from "@/lib/forms/text";
// Type-only: this module is also bundled for the browser, which needs no drizzle code.
import type { BookingStatus } from "@/lib/constants";

/**
 * The bookings screen's URL: `/dashboard/bookings?view=…&q=…&status=…&from=…&to=…&page=…&highlightBooking=…`.
 * Every parameter is optional and validated on its own; a bad value falls back to its default
 * (never an error page), so a hand-edited or stale link still opens the list.
 */

/** The status filter's options, in this order. */
export const BOOKING_STATUS_FILTERS = ["all", "confirmed", "pending", "cancelled", "completed", "no_show"] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

/** The statuses in their life-cycle order (the Edit Status select). */
export const BOOKING_STATUS_OPTIONS = Object.keys(BOOKING_STATUS_LABELS) as BookingStatus[];

export const BOOKING_STATUS_FILTER_LABELS: Record<BookingStatusFilter, string> = {
  all: "All Statuses",
  confirmed: "Confirmed",
  pending: "Pending",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
};

/** The tabs: what is still to come (or under way), what is over, everything. */
export const BOOKING_VIEWS = ["upcoming", "past", "all"] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

export const BOOKING_VIEW_LABELS: Record<BookingView, string> = { upcoming: "Upcoming", past: "Past", all: "All" };

/**
 * A day or two of a busy salon's appointments: a page a phone scrolls through in a few swipes, and half the
 * work of 50 for the server (docs/performance.md).
 */
export const BOOKINGS_PAGE_SIZE = 25;
/** Far beyond any real list; keeps OFFSET arithmetic sane for absurd values. */
export const MAX_BOOKINGS_PAGE = 100_000;
/** The customer search box's limit; a longer value in the URL is cut to it. */
export const MAX_BOOKING_SEARCH_LENGTH = 100;

export const BOOKINGS_PATH = "/dashboard/bookings";

export const DATE_RANGE_ERROR = "The 'To' date must be on or after the 'From' date.";

export type BookingFilters = {
  view: BookingView;
  /** Customer name, email or phone to look for; '' = everyone. Trimmed, at most 100 characters. */
  q: string;
  status: BookingStatusFilter;
  /** 'YYYY-MM-DD' calendar dates in the business's time zone, both inclusive; null = open-ended. */
  from: string | null;
  to: string | null;
  page: number;
  /** A booking id to highlight (and to open the page of); null when absent or malformed. */
  highlightBooking: string | null;
};

export const DEFAULT_BOOKING_FILTERS: BookingFilters = {
  view: "upcoming",
  q: "",
  status: "all",
  from: null,
  to: null,
  page: 1,
  highlightBooking: null,
};

/** The range's error, or null; 'YYYY-MM-DD' strings compare in calendar order. */
export function dateRangeError(from: string | null, to: string | null): string | null {
  return from && to && to < from ? DATE_RANGE_ERROR : null;
}

const viewSchema = z.enum(BOOKING_VIEWS);
const statusSchema = z.enum(BOOKING_STATUS_FILTERS);
const dateSchema = z.string().trim().refine(isCalendarDate);
const pageSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_BOOKINGS_PAGE));
const highlightSchema = z
  .string()
  .trim()
  .refine(isUuid)
  .transform((id) => id.toLowerCase());

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** A repeated parameter (`?status=a&status=b`) counts by its first value. */
function first(params: SearchParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = Object.hasOwn(params, key) ? params[key] : undefined;
  return Array.isArray(value) ? value[0] : value;
}

function parseOr<T>(schema: z.ZodType<T>, value: string | undefined, fallback: T): T {
  if (value === undefined || value === "") return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** The search text as the list uses it: control characters out, spaces collapsed, trimmed, cut to the limit. */
export function normalizeBookingSearch(value: string | undefined): string {
  if (typeof value !== "string") return "";
  return cleanSingleLine(value).replace(/\s+/g, " ").trim().slice(0, MAX_BOOKING_SEARCH_LENGTH).trim();
}

/**
 * The URL's search params as filters; each bad or missing value becomes its default. The old
 * single-day `?date=` (still in bookmarks and other screens' links) means from = to = that day.
 * A 'To' before 'From' keeps both (the form shows them with its error) but `dateRangeError` says so,
 * and the list then ignores the range.
 */
export function parseBookingFilters(params: SearchParams): BookingFilters {
  const day = parseOr<string | null>(dateSchema, first(params, "date"), null);
  return {
    view: parseOr(viewSchema, first(params, "view")?.trim().toLowerCase(), DEFAULT_BOOKING_FILTERS.view),
    q: normalizeBookingSearch(first(params, "q")),
    status: parseOr(statusSchema, first(params, "status")?.trim().toLowerCase(), DEFAULT_BOOKING_FILTERS.status),
    from: parseOr<string | null>(dateSchema, first(params, "from"), day),
    to: parseOr<string | null>(dateSchema, first(params, "to"), day),
    page: parseOr(pageSchema, first(params, "page")?.trim(), 1),
    highlightBooking: parseOr<string | null>(highlightSchema, first(params, "highlightBooking"), null),
  };
}

/** Filters beyond the tab: search, status or dates (the tabs are views, not filters). */
export function hasActiveFilters(filters: Pick<BookingFilters, "q" | "status" | "from" | "to">): boolean {
  return filters.q !== "" || filters.status !== "all" || filters.from !== null || filters.to !== null;
}

/** The list's URL for these filters; defaults are left out, so no filters is plain /dashboard/bookings. */
export function buildBookingsHref(filters: Partial<BookingFilters>): string {
  const params = new URLSearchParams();
  if (filters.view && filters.view !== "upcoming") params.set("view", filters.view);
  if (filters.q) params.set("q", filters.q);
  if (filters.status && filters.status !== "all") params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  if (filters.highlightBooking) params.set("highlightBooking", filters.highlightBooking);
  const query = params.toString();
  return query ? `${BOOKINGS_PATH}?${query}` : BOOKINGS_PATH;
}
