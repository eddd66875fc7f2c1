import "server-only";
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, clients, customerNotes, type ClientSource } from "@/db/schema";
import { escapeLikePattern } from "@/lib/customers/schema";
import type { ImportedClient } from "./client-import";

/*
 * The client book's SQL: adding one client, importing many, and finding clients for New appointment.
 * Every function takes the business id (from the session) and filters on it; a client is found by
 * business AND lower-case email, never by an id from the browser. The note about a client lives in
 * customer_notes (its one home, keyed by the same business and email), written here too.
 */

/** Rows per INSERT: 500 clients × 7 values stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Which of these lower-case emails the business already knows: a client record, or a booking made with
 * that email (any case). Two queries, whatever the number of emails.
 */
export async function findKnownEmails(
  db: Database,
  businessId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (const part of chunks(emails, 1000)) {
    const [fromClients, fromBookings] = await Promise.all([
      db
        .select({ email: clients.email })
        .from(clients)
        .where(and(eq(clients.businessId, businessId), inArray(clients.email, part))),
      db
        .selectDistinct({ email: sql<string>`lower(${bookings.customerEmail})` })
        .from(bookings)
        .where(and(eq(bookings.businessId, businessId), inArray(sql`lower(${bookings.customerEmail})`, part))),
    ]);
    for (const row of [...fromClients, ...fromBookings]) known.add(row.email);
  }
  return known;
}

export type NewClientValues = {
  businessId: string;
  name: string;
  email: string;
  phone: string;
  marketingConsent: boolean;
  source: ClientSource;
  now: Date;
};

/** Adds one client; false (nothing written) when the business already has a client with this email. */
export async function insertClient(db: Database, values: NewClientValues): Promise<boolean> {
  const rows = await db
    .insert(clients)
    .values({
      businessId: values.businessId,
      name: values.name,
      email: values.email.toLowerCase(),
      phone: values.phone,
      marketingConsent: values.marketingConsent,
      marketingConsentAt: values.marketingConsent ? values.now : null,
      source: values.source,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: [clients.businessId, clients.email] })
    .returning({ id: clients.id });
  return rows.length > 0;
}

/**
 * Writes the notes of these emails where the business has none yet (an existing note is never
 * replaced, an empty one is filled). Returns how many notes were written.
 */
export async function fillCustomerNotes(
  db: Database,
  {
    businessId,
    notes,
    userId,
    now,
  }: { businessId: string; notes: { email: string; notes: string }[]; userId: string | null; now: Date },
): Promise<number> {
  let written = 0;
  for (const part of chunks(notes.filter((entry) => entry.notes !== ""))) {
    const rows = await db
      .insert(customerNotes)
      .values(
        part.map((entry) => ({
          businessId,
          customerEmail: entry.email.toLowerCase(),
          notes: entry.notes,
          updatedBy: userId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [customerNotes.businessId, customerNotes.customerEmail],
        set: { notes: sql`excluded.notes`, updatedBy: userId, updatedAt: now },
        setWhere: sql`${customerNotes.notes} = ''`,
      })
      .returning({ email: customerNotes.customerEmail });
    written += rows.length;
  }
  return written;
}

export type ImportWriteCounts = {
  /** Client records created. */
  created: number;
  /** Existing client records that gained a phone number or marketing consent. */
  updated: number;
  /** Notes written where there was none. */
  notes: number;
};

/**
 * Writes an import's clients (call inside a transaction: the whole file or nothing). A new email is a
 * new client record; an existing one keeps its name and only has its empty fields filled: a phone number
 * where it has none, marketing consent given (never taken away by a 'no' or a blank), a note where there
 * is none. A record that would not change is not touched (so importing a file twice changes nothing).
 */
export async function writeImportedClients(
  tx: Database,
  {
    businessId,
    rows,
    userId,
    now,
  }: { businessId: string; rows: readonly ImportedClient[]; userId: string | null; now: Date },
): Promise<ImportWriteCounts> {
  let created = 0;
  let updated = 0;
  for (const part of chunks(rows)) {
    const written = await tx
      .insert(clients)
      .values(
        part.map((row) => ({
          businessId,
          name: row.name,
          email: row.email,
          phone: row.phone,
          marketingConsent: row.marketingConsent,
          marketingConsentAt: row.marketingConsent ? now : null,
          source: "import" as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [clients.businessId, clients.email],
        set: {
          phone: sql`case when ${clients.phone} = '' then excluded.phone else ${clients.phone} end`,
          marketingConsent: sql`${clients.marketingConsent} or excluded.marketing_consent`,
          marketingConsentAt: sql`coalesce(${clients.marketingConsentAt}, excluded.marketing_consent_at)`,
          updatedAt: now,
        },
        setWhere: sql`(${clients.phone} = '' and excluded.phone <> '') or (not ${clients.marketingConsent} and excluded.marketing_consent)`,
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const row of written) {
      if (row.inserted) created += 1;
      else updated += 1;
    }
  }
  const notes = await fillCustomerNotes(tx, {
    businessId,
    notes: rows.map((row) => ({ email: row.email, notes: row.notes })),
    userId,
    now,
  });
  return { created, updated, notes };
}

/** How many client records the business has. */
export async function countClients(db: Database, businessId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.businessId, businessId));
  return Number(row?.count ?? 0);
}

export type ClientMatch = { name: string; email: string; phone: string };

/** Client records whose name, email or phone holds the term, newest first. */
export async function searchClients(
  db: Database,
  businessId: string,
  query: string,
  limit: number,
): Promise<ClientMatch[]> {
  const pattern = `%${escapeLikePattern(query)}%`;
  return db
    .select({ name: clients.name, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(
      and(
        eq(clients.businessId, businessId),
        or(ilike(clients.name, pattern), ilike(clients.email, pattern), ilike(clients.phone, pattern)),
      ),
    )
    .orderBy(desc(clients.updatedAt), clients.email)
    .limit(limit);
}
