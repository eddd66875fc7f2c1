import { z } from "zod";
import { formText } from "@/lib/forms/text";

/** Customers list: 50 a page, like Bookings. */
export const CUSTOMERS_PAGE_SIZE = 50;
export const MAX_CUSTOMERS_PAGE = 100_000;
export const CUSTOMERS_PATH = "/dashboard/customers";

export const CUSTOMER_SORTS = ["last-visit", "name", "total-spent"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = "last-visit";
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  "last-visit": "Last visit",
  name: "Name",
  "total-spent": "Total spent",
};

/** The longest search term taken from the URL (longer is cut, never an error). */
export const MAX_CUSTOMER_SEARCH = 100;
export const CUSTOMER_NOTES_MAX = 2000;
export const CUSTOMER_NOTES_TOO_LONG = "Notes must be 2,000 characters or fewer.";

export type CustomerListParams = { q: string; sort: CustomerSort; page: number };

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** `?q=&sort=&page=` from the URL; anything odd falls back to the defaults instead of failing. */
export function parseCustomerListParams(params: Record<string, string | string[] | undefined>): CustomerListParams {
  const q = (single(params.q) ?? "").trim().slice(0, MAX_CUSTOMER_SEARCH);
  const sortValue = single(params.sort);
  const sort = (CUSTOMER_SORTS as readonly string[]).includes(sortValue ?? "")
    ? (sortValue as CustomerSort)
    : DEFAULT_CUSTOMER_SORT;
  const pageValue = single(params.page) ?? "";
  const page = /^[1-9]\d{0,5}$/.test(pageValue) ? Math.min(Number(pageValue), MAX_CUSTOMERS_PAGE) : 1;
  return { q, sort, page };
}

/** The list's URL for these params, defaults left out. */
export function customerListHref({ q, sort, page }: Partial<CustomerListParams>): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (sort && sort !== DEFAULT_CUSTOMER_SORT) query.set("sort", sort);
  if (page && page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${CUSTOMERS_PATH}?${text}` : CUSTOMERS_PATH;
}

/** A customer's page: the email, lower-cased, URL-encoded as one path segment. */
export function customerHref(email: string): string {
  return `${CUSTOMERS_PATH}/${encodeURIComponent(email.toLowerCase())}`;
}

/** Escapes LIKE's wildcards (%, _) and its escape character so a search is taken literally. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Saving the note about one customer; the email says who (checked against the business's bookings). */
export const customerNoteSchema = z.object({
  email: z
    .string({ error: "Customer not found." })
    .trim()
    .min(1, "Customer not found.")
    .max(320, "Customer not found.")
    .transform((value) => value.toLowerCase()),
  notes: formText(CUSTOMER_NOTES_MAX, CUSTOMER_NOTES_TOO_LONG, { multiline: true }),
});

export const CUSTOMER_NOTE_FIELDS = ["email", "notes"] as const;
