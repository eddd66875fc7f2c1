import "server-only";
import { openDatabase, readDatabaseOptions, type Database, type DatabaseHandle } from "./client";

// One connection (or embedded instance) per server process, even when Next loads this
// module more than once (dev reloads, separate bundles): opening PGlite twice on one folder corrupts it.
const globalForDb = globalThis as typeof globalThis & { __bookingproDb?: DatabaseHandle };

export function getDb(): Database {
  globalForDb.__bookingproDb ??= openDatabase(readDatabaseOptions());
  return globalForDb.__bookingproDb.db;
}

/** Integration tests point the app's queries at their own database. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  globalForDb.__bookingproDb = handle;
}

export type { Database };
