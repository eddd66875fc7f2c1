import { recordAuditEntry } from "@/lib/audit/queries";
import {
  decodeCsvBytes,
  formatRowError,
  planClientImport,
  type ClientImportPlan,
  type ClientImportPreviewRow,
  CLIENT_IMPORT_FIELD_LABELS,
} from "@/lib/customers/client-import";
import { fillCustomerNotes, findKnownEmails, insertClient, writeImportedClients } from "@/lib/customers/client-queries";
import { customerExists } from "@/lib/customers/queries";
import { AppError } from "@/lib/errors";
import {
  ADD_CLIENT_FIELDS,
  addClientSchema,
  CLIENT_ADDED_MESSAGE,
  CLIENT_EXISTS_MESSAGE,
  CLIENT_IMPORT_FILE_TOO_LARGE,
  CLIENT_IMPORT_MAX_BYTES,
  clientImportSchema,
} from "@/lib/customers/clients-schema";
import { customerHref } from "@/lib/customers/schema";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";

/** The most bad rows one answer lists (the count is always whole). */
export const CLIENT_IMPORT_ERRORS_SHOWN = 500;

function clientExists(): never {
  throw new AppError("conflict", CLIENT_EXISTS_MESSAGE, { fieldErrors: { email: CLIENT_EXISTS_MESSAGE } });
}

/**
 * Add client (owner, manager): a client record before any booking. The email must be new to the
 * business (no client record and no booking with it); the notes go to the customer's note.
 */
export const addClient = defineAction({
  roles: getAllowedRoles(["manage", "customers"]),
  requiresBusiness: true,
  schema: addClientSchema,
  keepFields: ADD_CLIENT_FIELDS,
  async handler({ name, email, phone, notes, marketingConsent }, { db, user, business }) {
    if (await customerExists(db, business.id, email)) clientExists();
    await db.transaction(async (tx) => {
      const now = new Date();
      const added = await insertClient(tx, {
        businessId: business.id,
        name,
        email,
        phone,
        marketingConsent,
        source: "manual",
        now,
      });
      if (!added) clientExists();
      await fillCustomerNotes(tx, { businessId: business.id, notes: [{ email, notes }], userId: user.id, now });
    });
    return { ok: true, message: CLIENT_ADDED_MESSAGE, data: { email, href: customerHref(email) } };
  },
});

function refuseFile(message: string): never {
  throw new AppError("invalid", message, { fieldErrors: { file: message } });
}

/** The uploaded file read and checked: the plan, or a field error on the file. */
async function readPlan(file: Blob): Promise<ClientImportPlan> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The schema read the size the sender declared; this is the size that arrived.
  if (bytes.byteLength > CLIENT_IMPORT_MAX_BYTES) refuseFile(CLIENT_IMPORT_FILE_TOO_LARGE);
  const plan = planClientImport(decodeCsvBytes(bytes));
  if (!plan.ok) refuseFile(plan.error);
  return plan;
}

export type ClientImportPreview = {
  /** Each column read, and the field it fills. */
  mapping: { header: string; label: string }[];
  ignoredHeaders: string[];
  rowCount: number;
  /** Clients the import would write (good rows, one per email). */
  clientCount: number;
  /** Of those, emails the business does not know yet (no client record, no booking). */
  newCount: number;
  duplicateRows: number;
  errorCount: number;
  /** 'Row 14: email is not valid', the first CLIENT_IMPORT_ERRORS_SHOWN. */
  errors: string[];
  preview: ClientImportPreviewRow[];
};

/**
 * Import clients, step 1 (owner, manager): reads the file and says what importing it would do, without
 * writing anything. The browser keeps the file and sends it again to importClients.
 */
export const previewClientImport = defineAction({
  roles: getAllowedRoles(["manage", "customers"]),
  requiresBusiness: true,
  schema: clientImportSchema,
  async handler({ file }, { db, business }): Promise<{ ok: true; data: ClientImportPreview }> {
    const plan = await readPlan(file);
    const known = await findKnownEmails(
      db,
      business.id,
      plan.clients.map((client) => client.email),
    );
    return {
      ok: true,
      data: {
        mapping: plan.mapping.map(({ header, field }) => ({ header, label: CLIENT_IMPORT_FIELD_LABELS[field] })),
        ignoredHeaders: plan.ignoredHeaders,
        rowCount: plan.rowCount,
        clientCount: plan.clients.length,
        newCount: plan.clients.filter((client) => !known.has(client.email)).length,
        duplicateRows: plan.duplicateRows,
        errorCount: plan.errors.length,
        errors: plan.errors.slice(0, CLIENT_IMPORT_ERRORS_SHOWN).map(formatRowError),
        preview: plan.preview,
      },
    };
  },
});

export type ClientImportResult = {
  /** Clients written or merged: one per email of the good rows. */
  imported: number;
  created: number;
  updated: number;
  skipped: number;
  duplicateRows: number;
  errors: string[];
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/**
 * Import clients, step 2 (owner, manager): the good rows in one transaction (all of them or, if
 * anything fails, none), merged by email into the client book; the bad rows skipped and named. One
 * audit row with the counts (never a name or an address).
 */
export const importClients = defineAction({
  roles: getAllowedRoles(["manage", "customers"]),
  requiresBusiness: true,
  schema: clientImportSchema,
  async handler({ file }, { db, user, business }): Promise<{ ok: true; message: string; data: ClientImportResult }> {
    const plan = await readPlan(file);
    if (plan.clients.length === 0) {
      refuseFile(`None of the ${plural(plan.rowCount, "row", "rows")} can be imported: fix them and try again.`);
    }
    const counts = await db.transaction(async (tx) => {
      const written = await writeImportedClients(tx, {
        businessId: business.id,
        rows: plan.clients,
        userId: user.id,
        now: new Date(),
      });
      await recordAuditEntry(tx, {
        businessId: business.id,
        actorUserId: user.id,
        actorName: user.name,
        action: "clients.import",
        subject: plural(plan.clients.length, "client", "clients"),
        details: {
          rows: plan.rowCount,
          clients: plan.clients.length,
          created: written.created,
          updated: written.updated,
          skipped: plan.errors.length,
        },
      });
      return written;
    });
    const skipped = plan.errors.length;
    return {
      ok: true,
      message:
        `${plural(plan.clients.length, "client", "clients")} imported` +
        (skipped ? `; ${plural(skipped, "row", "rows")} skipped.` : "."),
      data: {
        imported: plan.clients.length,
        created: counts.created,
        updated: counts.updated,
        skipped,
        duplicateRows: plan.duplicateRows,
        errors: plan.errors.slice(0, CLIENT_IMPORT_ERRORS_SHOWN).map(formatRowError),
      },
    };
  },
});
