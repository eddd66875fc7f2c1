import "server-only";
import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, customerNotes } from "@/db/schema";
import type { BookingStatus } from "@/lib/constants";
import { completedRevenueSql } from "@/lib/analytics/revenue-queries";
import {
  CUSTOMERS_PAGE_SIZE,
  escapeLikePattern,
  type CustomerListParams,
  type CustomerSort,
} from "@/lib/validations/customers";

/*
 * Customers have no table: a customer is a business's bookings with one email address, compared
 * lower-case (index bookings (business_id, lower(customer_email))). Every query here takes the business
 * id and filters on it; figures are aggregated in SQL (one query per page, one for the count).
 */

export type CustomerSummary = {
  email: string;
  /** The name on the most recent booking. */
  name: string;
  /** The most recent non-empty phone number, or ''. */
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
  /** When they first booked or first came, whichever is earlier. */
  firstBookedAt: Date;
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

function customerColumns(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return {
    email: emailKey.as("email"),
    name: sql<string>`(array_agg(${bookings.customerName} order by ${bookings.startsAt} desc, ${bookings.createdAt} desc))[1]`.as(
      "name",
    ),
    phone:
      sql<string>`coalesce((array_agg(btrim(${bookings.customerPhone}) order by ${bookings.startsAt} desc) filter (where btrim(${bookings.customerPhone}) <> ''))[1], '')`.as(
        "phone",
      ),
    visits: sql<number>`(count(*) filter (where ${bookings.status} = 'completed'))::int`.as("visits"),
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
  };
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
  firstBookedAt: unknown;
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
    firstBookedAt: toDate(row.firstBookedAt)!,
  };
}

/** A customer matches when any of their bookings has the term in its name, email or phone. */
function searchHaving(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLikePattern(q)}%`;
  return sql`bool_or(${bookings.customerName} ilike ${pattern} or ${bookings.customerEmail} ilike ${pattern} or ${bookings.customerPhone} ilike ${pattern})`;
}

/** Output-column names: the sort keys are the aggregates above. Email breaks ties so pages are stable. */
const ORDER: Record<CustomerSort, SQL> = {
  "last-visit": sql`last_visit desc nulls last, email asc`,
  name: sql`lower(name) asc, email asc`,
  "total-spent": sql`total_spent desc, email asc`,
};

/** One page of the business's customers, searched and sorted, with how many match in all. */
export async function listCustomers(
  db: Database,
  businessId: string,
  { q, sort, page: requested }: CustomerListParams,
  now: Date,
  pageSize: number = CUSTOMERS_PAGE_SIZE,
): Promise<CustomerListPage> {
  // Walk-ins booked without an email address have no customer record to group them by.
  const ofBusiness = and(eq(bookings.businessId, businessId), ne(bookings.customerEmail, ""));
  const having = searchHaving(q);

  const matching = db
    .select({ email: emailKey.as("email") })
    .from(bookings)
    .where(ofBusiness)
    .groupBy(emailKey)
    .having(having)
    .as("matching");
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  if (total === 0) return { items: [], total, page, pageCount, pageSize };

  // Wrapped in a subquery so ORDER BY can name the aggregates by their output names.
  const grouped = db
    .select(customerColumns(now))
    .from(bookings)
    .where(ofBusiness)
    .groupBy(emailKey)
    .having(having)
    .as("customers");
  const rows = await db
    .select()
    .from(grouped)
    .orderBy(ORDER[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map((row) => toSummary(row as CustomerRow)), total, page, pageCount, pageSize };
}

/** One customer of the business by email (any case), or null when the business has no booking from it. */
export async function getCustomer(
  db: Database,
  businessId: string,
  email: string,
  now: Date,
): Promise<CustomerSummary | null> {
  const [row] = await db
    .select(customerColumns(now))
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), sql`${emailKey} = lower(${email})`))
    .groupBy(emailKey);
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

/** Whether the business has any booking from this email (any case). */
export async function customerExists(db: Database, businessId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), sql`${emailKey} = lower(${email})`))
    .limit(1);
  return Boolean(row);
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
