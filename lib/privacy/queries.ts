import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNotNull, notLike, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  auditLog,
  blackouts,
  bookings,
  businesses,
  clients,
  bookingAnswers,
  customerNotes,
  feedback,
  mailOutbox,
  releasedSlugs,
  services,
  staffMembers,
  users,
} from "@/db/schema";
import { auditEntryColumns } from "@/lib/audit/queries";
import { blackoutColumns } from "@/lib/blackouts/queries";
import { businessProfileColumns } from "@/lib/business/queries";
import type { BookingStatus } from "@/lib/constants";
import { serviceColumns } from "@/lib/services/queries";
import { staffMemberColumns } from "@/lib/staff/queries";
import { bookingColumns } from "@/lib/bookings/queries";
import {
  eraseCustomerWaitlist,
  findCustomerWaitlist,
  type CustomerWaitlistEntry,
} from "@/lib/waitlist/privacy-queries";

/*
 * SQL of the privacy features: one customer's data (export and erasure), the retention purge, the whole
 * business's export and its deletion. Every function takes the business id from the session (or the
 * purge's own list) and filters on it; a customer is the business's bookings with one email, lower-case.
 */

/** What an erased booking is called; its email becomes `erased-{uuid}@invalid`, one per erasure. */
export const ERASED_CUSTOMER_NAME = "Erased customer";
export const ERASED_EMAIL_PATTERN = "erased-%@invalid";

/** A non-personal address, new for every erasure, so the customer list never merges two erased people. */
export const erasedEmailPlaceholder = () => `erased-${randomUUID()}@invalid`;

const emailKey = sql<string>`lower(${bookings.customerEmail})`;
const ofCustomer = (businessId: string, email: string) =>
  and(eq(bookings.businessId, businessId), sql`${emailKey} = lower(${email})`);
const ofClient = (businessId: string, email: string) =>
  and(eq(clients.businessId, businessId), eq(clients.email, email.trim().toLowerCase()));
const mailToCustomer = (businessId: string, email: string) =>
  and(eq(mailOutbox.businessId, businessId), sql`lower(${mailOutbox.toAddress}) = lower(${email})`);
/**
 * The business's mails to or about one customer: sent to their address, linked to one of their bookings
 * (the business's own new-booking and cancellation notices), or, for notices queued before mails named
 * their booking (migration 0021), carrying the notice's "Email: {address}" line.
 */
const mailAboutCustomer = (businessId: string, email: string, bookingIds: string[]) =>
  and(
    eq(mailOutbox.businessId, businessId),
    or(
      sql`lower(${mailOutbox.toAddress}) = lower(${email})`,
      bookingIds.length > 0 ? inArray(mailOutbox.bookingId, bookingIds) : undefined,
      sql`strpos(lower(${mailOutbox.textBody}) || E'\\n', 'email: ' || lower(${email}) || E'\\n') > 0`,
    ),
  );

export type CustomerExportBooking = {
  id: string;
  /** The visit it is one service of (several services booked together); null for a booking of one. */
  visitId: string | null;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  staffName: string;
  status: BookingStatus;
  pricePence: number;
  notes: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  createdAt: Date;
};

export type CustomerExportClient = {
  name: string;
  email: string;
  phone: string;
  marketingConsent: boolean;
  marketingConsentAt: Date | null;
  source: string;
  createdAt: Date;
  updatedAt: Date;
};

const clientColumns = {
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  marketingConsent: clients.marketingConsent,
  marketingConsentAt: clients.marketingConsentAt,
  source: clients.source,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

export type CustomerExportData = {
  business: { name: string; timeZone: string };
  /** The client record (added or imported), when there is one. */
  client: CustomerExportClient | null;
  bookings: CustomerExportBooking[];
  note: { notes: string; updatedAt: Date } | null;
  emails: { subject: string; status: string; queuedAt: Date; sentAt: Date | null }[];
  /** Their waitlist entries, each with the times offered (held) to them. */
  waitlist: CustomerWaitlistEntry[];
};

/** Everything the business holds about one customer (null when it has neither a booking from that email nor a client record). */
export async function findCustomerExportData(
  db: Database,
  businessId: string,
  email: string,
): Promise<CustomerExportData | null> {
  const [business] = await db
    .select({ name: businesses.name, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return null;
  const rows = await db
    .select({
      id: bookings.id,
      visitId: bookings.visitId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      serviceName: bookings.serviceName,
      staffName: bookings.staffName,
      status: bookings.status,
      pricePence: bookings.pricePence,
      notes: bookings.notes,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      customerPhone: bookings.customerPhone,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(ofCustomer(businessId, email))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const [client] = await db.select(clientColumns).from(clients).where(ofClient(businessId, email));
  const waitlist = await findCustomerWaitlist(db, businessId, email);
  if (rows.length === 0 && !client && waitlist.length === 0) return null;
  const [[note], emails] = await Promise.all([
    db
      .select({ notes: customerNotes.notes, updatedAt: customerNotes.updatedAt })
      .from(customerNotes)
      .where(and(eq(customerNotes.businessId, businessId), eq(customerNotes.customerEmail, email.toLowerCase()))),
    db
      .select({
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        queuedAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(mailToCustomer(businessId, email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
  ]);
  return { business, client: client ?? null, bookings: rows, note: note ?? null, emails, waitlist };
}

/** The customer's pending or confirmed bookings that start after `now`. */
export async function countUpcomingLiveBookings(
  db: Database,
  businessId: string,
  email: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        ofCustomer(businessId, email),
        inArray(bookings.status, ["pending", "confirmed"]),
        gt(bookings.startsAt, now),
      ),
    );
  return Number(row?.count ?? 0);
}

const anonymisedColumns = (placeholderEmail: string) => ({
  customerName: ERASED_CUSTOMER_NAME,
  customerEmail: placeholderEmail,
  customerPhone: "",
  notes: "",
  // Calendar apps take the changed summary as a newer version of the event.
  sequence: sql`${bookings.sequence} + 1`,
});

/**
 * Erases one customer of the business (call inside a transaction): every booking keeps its date, service,
 * staff, price and status but loses name, email, phone and notes; their client record, the business's note
 * about them, their waitlist entries (with the times held for them) and every email of this business to them or
 * about them (its own booking notices) are deleted. Returns how many bookings were anonymised and rows deleted.
 */
export async function eraseCustomerRows(
  tx: Database,
  { businessId, email, placeholderEmail }: { businessId: string; email: string; placeholderEmail: string },
): Promise<{ bookings: number; emails: number; notes: number; clients: number; waitlist: number }> {
  const updated = await tx
    .update(bookings)
    .set(anonymisedColumns(placeholderEmail))
    .where(ofCustomer(businessId, email))
    .returning({ id: bookings.id });
  const notes = await tx
    .delete(customerNotes)
    .where(and(eq(customerNotes.businessId, businessId), eq(customerNotes.customerEmail, email.toLowerCase())))
    .returning({ email: customerNotes.customerEmail });
  const clientRows = await tx.delete(clients).where(ofClient(businessId, email)).returning({ id: clients.id });
  const waitlist = await eraseCustomerWaitlist(tx, businessId, email);
  const bookingIds = updated.map((row) => row.id);
  await deleteBookingAnswers(tx, businessId, bookingIds);
  const mails = await tx
    .delete(mailOutbox)
    .where(mailAboutCustomer(businessId, email, bookingIds))
    .returning({ id: mailOutbox.id });
  return {
    bookings: updated.length,
    emails: mails.length,
    notes: notes.length,
    clients: clientRows.length,
    waitlist,
  };
}

/** The intake answers of bookings being anonymised (health answers included): they describe the customer. */
async function deleteBookingAnswers(tx: Database, businessId: string, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .delete(bookingAnswers)
    .where(and(eq(bookingAnswers.businessId, businessId), inArray(bookingAnswers.bookingId, bookingIds)));
}

/** Businesses with a retention period, and that period. */
export async function listBusinessesWithRetention(db: Database): Promise<{ id: string; months: number }[]> {
  const rows = await db
    .select({ id: businesses.id, months: businesses.customerRetentionMonths })
    .from(businesses)
    .where(isNotNull(businesses.customerRetentionMonths))
    .orderBy(asc(businesses.id));
  return rows.map((row) => ({ id: row.id, months: Number(row.months) }));
}

/** The instant `months` calendar months before `now`, by the database's calendar arithmetic. */
const cutoffSql = (now: Date, months: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(months => ${months}::int))`;

/**
 * One batch of the retention purge (call inside a transaction): up to `batchSize` customers (emails,
 * lower-case; walk-ins without an email are one group) with bookings that ended before the cutoff and are
 * not yet anonymised. Those bookings get one `erased-{uuid}@invalid` per customer. Emails to them queued
 * before the cutoff are deleted; the note about a customer goes only once no booking of theirs is left
 * (a customer who still comes keeps it). Returns the bookings anonymised (0 = nothing left).
 */
export async function purgeExpiredBatch(
  tx: Database,
  { businessId, months, now, batchSize }: { businessId: string; months: number; now: Date; batchSize: number },
): Promise<number> {
  const cutoff = cutoffSql(now, months);
  const expired = and(
    eq(bookings.businessId, businessId),
    sql`${bookings.endsAt} < ${cutoff}`,
    notLike(bookings.customerEmail, ERASED_EMAIL_PATTERN),
  );
  const keys = await tx
    .select({ key: emailKey })
    .from(bookings)
    .where(expired)
    .groupBy(emailKey)
    .orderBy(emailKey)
    .limit(batchSize);
  if (keys.length === 0) return 0;
  const bookingIds: string[] = [];
  for (const { key } of keys) {
    const placeholder = erasedEmailPlaceholder();
    const updated = await tx
      .update(bookings)
      .set(anonymisedColumns(placeholder))
      .where(and(expired, sql`${emailKey} = ${key}`))
      .returning({ id: bookings.id });
    bookingIds.push(...updated.map((row) => row.id));
  }
  await deleteBookingAnswers(tx, businessId, bookingIds);
  // The business's own notices about those bookings (addressed to the business) go with them.
  if (bookingIds.length > 0) {
    await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.businessId, businessId), inArray(mailOutbox.bookingId, bookingIds)));
  }
  const count = bookingIds.length;
  const addresses = keys.map((row) => row.key).filter((key) => key !== "");
  if (addresses.length > 0) {
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.businessId, businessId),
          inArray(sql`lower(${mailOutbox.toAddress})`, addresses),
          sql`${mailOutbox.createdAt} < ${cutoff}`,
        ),
      );
    await tx.delete(customerNotes).where(
      and(
        eq(customerNotes.businessId, businessId),
        inArray(customerNotes.customerEmail, addresses),
        sql`not exists (select 1 from ${bookings} where ${bookings.businessId} = ${businessId} and lower(${bookings.customerEmail}) = ${customerNotes.customerEmail})`,
        // A client record keeps its note until the record itself goes (purgeExpiredClients).
        sql`not exists (select 1 from ${clients} where ${clients.businessId} = ${businessId} and ${clients.email} = ${customerNotes.customerEmail})`,
      ),
    );
  }
  return count;
}

/**
 * The retention purge's client records (call inside a transaction, after the bookings' batches): a
 * client record not added to or changed since the cutoff goes once no booking carries its email any more
 * (its old bookings have just been anonymised; a newer one keeps it), with the note about them when no
 * booking is left either. Returns how many records were deleted.
 */
export async function purgeExpiredClients(
  tx: Database,
  { businessId, months, now }: { businessId: string; months: number; now: Date },
): Promise<number> {
  const cutoff = cutoffSql(now, months);
  const deleted = await tx
    .delete(clients)
    .where(
      and(
        eq(clients.businessId, businessId),
        sql`${clients.updatedAt} < ${cutoff}`,
        sql`not exists (select 1 from ${bookings} where ${bookings.businessId} = ${businessId} and lower(${bookings.customerEmail}) = ${clients.email})`,
      ),
    )
    .returning({ email: clients.email });
  const emails = deleted.map((row) => row.email);
  for (let i = 0; i < emails.length; i += 1000) {
    await tx
      .delete(customerNotes)
      .where(
        and(eq(customerNotes.businessId, businessId), inArray(customerNotes.customerEmail, emails.slice(i, i + 1000))),
      );
  }
  return deleted.length;
}

/** The retention setting (null = keep customer details). */
export async function getRetentionMonths(db: Database, businessId: string): Promise<number | null> {
  const [row] = await db
    .select({ months: businesses.customerRetentionMonths })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.months ?? null;
}

/** Saves the retention setting of an active business; false when there is none with this id. */
export async function saveRetentionMonths(db: Database, businessId: string, months: number | null): Promise<boolean> {
  const rows = await db
    .update(businesses)
    .set({ customerRetentionMonths: months })
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .returning({ id: businesses.id });
  return rows.length > 0;
}

/**
 * Everything the business holds, for its owner's export, without secrets: no feed tokens, no custom
 * domain token, no password hashes, no personal calendar addresses, no image bytes.
 */
export async function findBusinessExportData(db: Database, businessId: string) {
  const [business] = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      ...businessProfileColumns,
      customDomain: businesses.customDomain,
      customDomainVerifiedAt: businesses.customDomainVerifiedAt,
      hours: businesses.hours,
      customization: businesses.customization,
      calendarSettings: businesses.calendarSettings,
      whiteLabel: businesses.whiteLabel,
      staffAccess: businesses.staffAccess,
      bufferMinutes: businesses.bufferMinutes,
      minNoticeMinutes: businesses.minNoticeMinutes,
      cancellationNoticeHours: businesses.cancellationNoticeHours,
      reminderHours: businesses.reminderHours,
      bookingWindowDays: businesses.bookingWindowDays,
      customerRetentionMonths: businesses.customerRetentionMonths,
      createdAt: businesses.createdAt,
      updatedAt: businesses.updatedAt,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return null;
  const [team, serviceRows, staffRows, bookingRows, blackoutRows, clientRows, noteRows, auditRows] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.businessId, businessId))
      .orderBy(asc(users.createdAt), asc(users.id)),
    db
      .select({ ...serviceColumns, sortOrder: services.sortOrder, createdAt: services.createdAt })
      .from(services)
      .where(eq(services.businessId, businessId))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    db
      .select({ ...staffMemberColumns, createdAt: staffMembers.createdAt })
      .from(staffMembers)
      .where(eq(staffMembers.businessId, businessId))
      .orderBy(asc(staffMembers.name), asc(staffMembers.id)),
    db
      .select({
        ...bookingColumns,
        createdAt: bookings.createdAt,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .where(eq(bookings.businessId, businessId))
      .orderBy(asc(bookings.startsAt), asc(bookings.id)),
    db
      .select(blackoutColumns)
      .from(blackouts)
      .where(eq(blackouts.businessId, businessId))
      .orderBy(asc(blackouts.startDate), asc(blackouts.id)),
    db.select(clientColumns).from(clients).where(eq(clients.businessId, businessId)).orderBy(asc(clients.email)),
    db
      .select({
        customerEmail: customerNotes.customerEmail,
        notes: customerNotes.notes,
        updatedAt: customerNotes.updatedAt,
      })
      .from(customerNotes)
      .where(eq(customerNotes.businessId, businessId))
      .orderBy(asc(customerNotes.customerEmail)),
    db
      .select(auditEntryColumns)
      .from(auditLog)
      .where(eq(auditLog.businessId, businessId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
  ]);
  return {
    business,
    team,
    services: serviceRows,
    staff: staffRows,
    bookings: bookingRows,
    blackouts: blackoutRows,
    clients: clientRows,
    customerNotes: noteRows,
    auditLog: auditRows,
  };
}

export type BusinessExportData = NonNullable<Awaited<ReturnType<typeof findBusinessExportData>>>;

/**
 * Deletes a business for good, in one transaction, only when `confirmName` is exactly its name: its
 * slug is held in released_slugs (nobody else picks up its old links for 30 days), its emails and
 * feedback go, every user of it (owner, managers, staff logins) is deleted so no session of theirs
 * works any more, and the business row's foreign keys cascade to everything else it owns.
 * Returns false (nothing changed) when the business does not exist or the name does not match.
 */
export async function deleteBusinessForGood(
  db: Database,
  { businessId, confirmName }: { businessId: string; confirmName: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ id: businesses.id, slug: businesses.slug, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for("update");
    if (!business || business.name.trim() !== confirmName.trim() || confirmName.trim() === "") return false;
    await tx
      .insert(releasedSlugs)
      .values({ slug: business.slug, businessId })
      .onConflictDoUpdate({ target: releasedSlugs.slug, set: { businessId, releasedAt: sql`now()` } });
    await tx.delete(mailOutbox).where(eq(mailOutbox.businessId, businessId));
    await tx.delete(feedback).where(eq(feedback.businessId, businessId));
    await tx
      .delete(users)
      .where(
        or(
          eq(users.businessId, businessId),
          inArray(
            users.staffMemberId,
            tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.businessId, businessId)),
          ),
        ),
      );
    await tx.delete(businesses).where(eq(businesses.id, businessId));
    return true;
  });
}
