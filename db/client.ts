import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { getEnv, type AppEnv } from "@/lib/env";
import * as schema from "./schema";

/**
 * One type for both drivers: the query builder API is the same, so the app is written
 * against postgres.js's database type and PGlite's instance is used through it.
 */
export type Database = PostgresJsDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** The embedded instance itself (PGlite only): the job queue runs its SQL on the same single connection. */
  pglite?: PGlite;
  /** The server's address (PostgreSQL only): the job queue opens its own small pool there. */
  url?: string;
};

/** `prepare: false` behind pgbouncer in transaction mode, which cannot keep prepared statements (default: DATABASE_POOLER). */
export type DatabaseOptions =
  { kind: "postgres"; url: string; max?: number; prepare?: boolean } | { kind: "pglite"; dir: string | null };

/** DATABASE_URL selects PostgreSQL; otherwise the embedded database in PGLITE_DIR (default .data/pglite). */
export function readDatabaseOptions(
  env: Pick<AppEnv, "databaseUrl" | "pgliteDir" | "throughPgbouncer"> = getEnv(),
): DatabaseOptions {
  if (env.databaseUrl) return { kind: "postgres", url: env.databaseUrl, prepare: !env.throughPgbouncer };
  return { kind: "pglite", dir: path.resolve(/*turbopackIgnore: true*/ env.pgliteDir) };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.kind === "postgres") {
    const prepare = options.prepare ?? !getEnv().throughPgbouncer;
    const client = postgres(options.url, { max: options.max ?? 10, prepare, onnotice: () => {} });
    return {
      db: drizzlePostgres({ client: prepare ? withPreparedStatements(client) : client, schema }),
      kind: "postgres",
      url: options.url,
      close: () => client.end({ timeout: 5 }),
    };
  }

  let releaseLock = () => {};
  if (options.dir) {
    fs.mkdirSync(options.dir, { recursive: true });
    releaseLock = acquireFolderLock(options.dir);
  }
  const client = options.dir
    ? new PGlite(options.dir, { extensions: { btree_gist } })
    : new PGlite({ extensions: { btree_gist } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite does not lock its folder and two processes writing one folder corrupt it.
 * A pid file refuses a second live process; a stale file (dead pid) is taken over.
 */
function acquireFolderLock(dir: string): () => void {
  const lockPath = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  const holder = readLockHolder(lockPath);
  if (holder !== null && holder !== process.pid && isProcessAlive(holder)) {
    throw new Error(
      `The embedded database in ${dir} is in use by process ${holder}. ` +
        `Stop that process, or set PGLITE_DIR to another folder.`,
    );
  }
  fs.writeFileSync(lockPath, String(process.pid));
  const release = () => {
    if (readLockHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.once("exit", release);
  return release;
}

function readLockHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * drizzle runs every query it was not given a name for with postgres.js's `prepare: false`, and postgres.js then
 * asks the server to describe each query with parameters before running it: two round trips per query. Prepared
 * (postgres.js's own default: one statement per distinct text on each connection, described once) it is one round
 * trip. This hands drizzle the same client with that one option dropped, in transactions and savepoints too.
 */
function withPreparedStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (
          query: string,
          parameters?: postgres.ParameterOrJSON<never>[],
          queryOptions?: postgres.UnsafeQueryOptions,
        ) => target.unsafe(query, parameters, { ...queryOptions, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const body = args[last] as (transaction: postgres.Sql) => unknown;
          args[last] = (transaction: postgres.Sql) => body(withPreparedStatements(transaction));
          return open.apply(target, args);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
