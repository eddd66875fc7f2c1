import "server-only";
import { openDatabase, readDatabaseOptions, type Database, type DatabaseHandle } from "./client";

// One connection (or embedded instance) per server process, even when Next loads this
// module more than once (dev reloads, separate bundles): opening PGlite twice on one folder corrupts it.
const globalForDb = globalThis as typeof globalThis & { __bookingproDb?: DatabaseHandle };

export function getDb(): Database {
  return getDatabaseHandle().db;
}

/** The process's database with what the job queue needs to reach it (the PGlite instance or the server's URL). */
export function getDatabaseHandle(): DatabaseHandle {
  globalForDb.__bookingproDb ??= openDatabase(readDatabaseOptions());
  return globalForDb.__bookingproDb;
}

/** Integration tests point the app's queries at their own database. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  globalForDb.__bookingproDb = handle;
}

export type { Database };
