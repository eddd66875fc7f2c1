import "server-only";
import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, clients, customerNotes, type ClientSource } from "@/db/schema";
import type { BookingStatus } from "@/lib/constants";
import { completedRevenueSql } from "@/lib/analytics/revenue-queries";
import {
  CUSTOMERS_PAGE_SIZE,
  escapeLikePattern,
  type CustomerListParams,
  type CustomerSort,
} from "@/lib/customers/schema";

/*
 * A customer is a business's bookings with one email address, compared lower-case (index bookings
 * (business_id, lower(customer_email))), and/or its client record (clients: added by hand or imported,
 * one per lower-case email, index (business_id, email)). The list is the two full-joined on the email:
 * one row per email, so a client with no booking yet is listed too. Every query here takes the business
 * id and filters on it (both sides, before the join); figures are aggregated in SQL (one query per page,
 * one for the count).
 */

export type CustomerSummary = {
  email: string;
  /** The client record's name, else the name on the most recent booking. */
  name: string;
  /** The client record's phone, else the most recent non-empty phone of a booking, or ''. */
  phone: string;
  /** Completed bookings. */
  visits: number;
  /** The latest appointment already started that was not cancelled. */
  lastVisit: Date | null;
  /** The earliest upcoming pending or confirmed appointment. */
  nextAppointment: Date | null;
  /** Revenue from this customer: the one definition (completed bookings). */
  totalSpentPence: number;
  noShows: number;
  /** When they first booked, first came or were added to the client book, whichever is earliest. */
  customerSince: Date;
  /** The client record, when the business has one (added or imported); null for a customer from bookings only. */
  client: { source: ClientSource; marketingConsent: boolean; marketingConsentAt: Date | null } | null;
};

export type CustomerListPage = {
  items: CustomerSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

const emailKey = sql<string>`lower(${bookings.customerEmail})`;

/** postgres.js returns timestamps from raw aggregates as strings, PGlite as Dates: one shape for both. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}

/** A customer matches when any of their bookings has the term in its name, email or phone. */
function searchBookings(q: string): SQL {
  if (!q) return sql`true`;
  const pattern = `%${escapeLikePattern(q)}%`;
  return sql`bool_or(${bookings.customerName} ilike ${pattern} or ${bookings.customerEmail} ilike ${pattern} or ${bookings.customerPhone} ilike ${pattern})`;
}

/** Each email's figures from the business's bookings (walk-ins booked without an email are nobody's). */
function bookingCustomers(db: Database, where: SQL | undefined, now: Date, q: string) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      email: emailKey.as("email"),
      name: sql<string>`(array_agg(${bookings.customerName} order by ${bookings.startsAt} desc, ${bookings.createdAt} desc))[1]`.as(
        "name",
      ),
      phone:
        sql<string>`coalesce((array_agg(btrim(${bookings.customerPhone}) order by ${bookings.startsAt} desc) filter (where btrim(${bookings.customerPhone}) <> ''))[1], '')`.as(
          "phone",
        ),
      // A visit of several services (one booking each, one visit_id) is one visit of the customer.
      visits:
        sql<number>`(count(distinct coalesce(${bookings.visitId}, ${bookings.id})) filter (where ${bookings.status} = 'completed'))::int`.as(
          "visits",
        ),
      lastVisit:
        sql<unknown>`max(${bookings.startsAt}) filter (where ${bookings.startsAt} <= ${at} and ${bookings.status} <> 'cancelled')`.as(
          "last_visit",
        ),
      nextAppointment:
        sql<unknown>`min(${bookings.startsAt}) filter (where ${bookings.startsAt} > ${at} and ${bookings.status} in ('pending', 'confirmed'))`.as(
          "next_appointment",
        ),
      totalSpentPence: completedRevenueSql().as("total_spent"),
      noShows: sql<number>`(count(*) filter (where ${bookings.status} = 'no_show'))::int`.as("no_shows"),
      // A booking entered after the visit (a walk-in typed in later) still dates the customer from the visit.
      firstBookedAt: sql<unknown>`least(min(${bookings.createdAt}), min(${bookings.startsAt}))`.as("first_booked_at"),
      matched: sql<boolean>`${searchBookings(q)}`.as("matched"),
    })
    .from(bookings)
    .where(and(where, ne(bookings.customerEmail, "")))
    .groupBy(emailKey)
    .as("b");
}

/** The business's client records, with whether one matches the search term. */
function clientRecords(db: Database, where: SQL | undefined, q: string) {
  const pattern = `%${escapeLikePattern(q)}%`;
  return db
    .select({
      email: sql<string>`${clients.email}`.as("client_email"),
      name: sql<string>`${clients.name}`.as("client_name"),
      phone: sql<string>`${clients.phone}`.as("client_phone"),
      source: sql<ClientSource>`${clients.source}`.as("client_source"),
      marketingConsent: sql<boolean>`${clients.marketingConsent}`.as("client_marketing_consent"),
      marketingConsentAt: sql<unknown>`${clients.marketingConsentAt}`.as("client_marketing_consent_at"),
      createdAt: sql<unknown>`${clients.createdAt}`.as("client_created_at"),
      matched: (q
        ? sql<boolean>`(${clients.name} ilike ${pattern} or ${clients.email} ilike ${pattern} or ${clients.phone} ilike ${pattern})`
        : sql<boolean>`true`
      ).as("client_matched"),
    })
    .from(clients)
    .where(where)
    .as("c");
}

/**
 * One row per email of the business: its bookings' figures full-joined with its client record. Wrapped
 * in a subquery so ORDER BY can name the columns by their output names.
 */
function customerRows(
  db: Database,
  { bookingsWhere, clientsWhere, now, q }: { bookingsWhere: SQL; clientsWhere: SQL; now: Date; q: string },
) {
  const b = bookingCustomers(db, bookingsWhere, now, q);
  const c = clientRecords(db, clientsWhere, q);
  return db
    .select({
      email: sql<string>`coalesce(${b.email}, ${c.email})`.as("email"),
      name: sql<string>`coalesce(${c.name}, ${b.name})`.as("name"),
      phone: sql<string>`coalesce(nullif(${c.phone}, ''), ${b.phone}, '')`.as("phone"),
      visits: sql<number>`coalesce(${b.visits}, 0)`.as("visits"),
      lastVisit: sql<unknown>`${b.lastVisit}`.as("last_visit"),
      nextAppointment: sql<unknown>`${b.nextAppointment}`.as("next_appointment"),
      totalSpentPence: sql<number>`coalesce(${b.totalSpentPence}, 0)`.as("total_spent"),
      noShows: sql<number>`coalesce(${b.noShows}, 0)`.as("no_shows"),
      // least() skips nulls: a client with no booking dates from the record, a customer with no record from the bookings.
      customerSince: sql<unknown>`least(${b.firstBookedAt}, ${c.createdAt})`.as("customer_since"),
      clientSource: sql<ClientSource | null>`${c.source}`.as("source"),
      marketingConsent: sql<boolean | null>`${c.marketingConsent}`.as("marketing_consent"),
      marketingConsentAt: sql<unknown>`${c.marketingConsentAt}`.as("marketing_consent_at"),
    })
    .from(b)
    .fullJoin(c, sql`${c.email} = ${b.email}`)
    .where(q ? sql`(${b.matched} is true or ${c.matched} is true)` : undefined)
    .as("customers");
}

type CustomerRow = {
  email: string;
  name: string;
  phone: string;
  visits: number;
  lastVisit: unknown;
  nextAppointment: unknown;
  totalSpentPence: number;
  noShows: number;
  customerSince: unknown;
  clientSource: ClientSource | null;
  marketingConsent: boolean | null;
  marketingConsentAt: unknown;
};

function toSummary(row: CustomerRow): CustomerSummary {
  return {
    email: row.email,
    name: row.name,
    phone: row.phone ?? "",
    visits: Number(row.visits),
    lastVisit: toDate(row.lastVisit),
    nextAppointment: toDate(row.nextAppointment),
    totalSpentPence: Number(row.totalSpentPence),
    noShows: Number(row.noShows),
    customerSince: toDate(row.customerSince)!,
    client: row.clientSource
      ? {
          source: row.clientSource,
          marketingConsent: Boolean(row.marketingConsent),
          marketingConsentAt: toDate(row.marketingConsentAt),
        }
      : null,
  };
}

/** Output-column names of customerRows. Email breaks ties so pages are stable. */
const ORDER: Record<CustomerSort, SQL> = {
  "last-visit": sql`last_visit desc nulls last, email asc`,
  name: sql`lower(name) asc, email asc`,
  "total-spent": sql`total_spent desc, email asc`,
};

/** One page of the business's customers (from bookings and the client book), searched and sorted, with how many match in all. */
export async function listCustomers(
  db: Database,
  businessId: string,
  { q, sort, page: requested }: CustomerListParams,
  now: Date,
  pageSize: number = CUSTOMERS_PAGE_SIZE,
): Promise<CustomerListPage> {
  const rows = customerRows(db, {
    bookingsWhere: eq(bookings.businessId, businessId),
    clientsWhere: eq(clients.businessId, businessId),
    now,
    q,
  });
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(rows);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  if (total === 0) return { items: [], total, page, pageCount, pageSize };
  const items = await db
    .select()
    .from(rows)
    .orderBy(ORDER[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: items.map((row) => toSummary(row as CustomerRow)), total, page, pageCount, pageSize };
}

/** One customer of the business by email (any case): from its bookings, its client record or both; null when neither. */
export async function getCustomer(
  db: Database,
  businessId: string,
  email: string,
  now: Date,
): Promise<CustomerSummary | null> {
  const key = email.trim().toLowerCase();
  const rows = customerRows(db, {
    bookingsWhere: and(eq(bookings.businessId, businessId), sql`${emailKey} = ${key}`)!,
    clientsWhere: and(eq(clients.businessId, businessId), eq(clients.email, key))!,
    now,
    q: "",
  });
  const [row] = await db.select().from(rows);
  return row ? toSummary(row as CustomerRow) : null;
}

export type CustomerBooking = {
  id: string;
  startsAt: Date;
  serviceName: string;
  staffName: string;
  pricePence: number;
  status: BookingStatus;
};

/** A customer's bookings with the business, latest appointment first. */
export async function listCustomerBookings(
  db: Database,
  businessId: string,
  email: string,
  limit = 500,
): Promise<CustomerBooking[]> {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      serviceName: bookings.serviceName,
      staffName: bookings.staffName,
      pricePence: bookings.pricePence,
      status: bookings.status,
    })
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), sql`${emailKey} = lower(${email})`))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(limit);
}

/** Whether the business has this customer: a booking from this email (any case) or a client record of it. */
export async function customerExists(db: Database, businessId: string, email: string): Promise<boolean> {
  const key = email.trim().toLowerCase();
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), sql`${emailKey} = ${key}`))
    .limit(1);
  if (row) return true;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.email, key)));
  return Boolean(client);
}

/** The business's note about a customer ('' when none). */
export async function getCustomerNote(db: Database, businessId: string, email: string): Promise<string> {
  const [row] = await db
    .select({ notes: customerNotes.notes })
    .from(customerNotes)
    .where(and(eq(customerNotes.businessId, businessId), eq(customerNotes.customerEmail, email.toLowerCase())));
  return row?.notes ?? "";
}

/** Saves (inserts or replaces) the business's note about a customer. */
export async function saveCustomerNote(
  db: Database,
  { businessId, email, notes, userId }: { businessId: string; email: string; notes: string; userId: string },
): Promise<void> {
  const customerEmail = email.toLowerCase();
  await db
    .insert(customerNotes)
    .values({ businessId, customerEmail, notes, updatedBy: userId, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [customerNotes.businessId, customerNotes.customerEmail],
      set: { notes, updatedBy: userId, updatedAt: new Date() },
    });
}
