/**
 * The measurement behind docs/security.md "Why not rate-limiter-flexible": its PostgreSQL store on
 * PGlite and (with DATABASE_URL) on PostgreSQL, through a small adapter. Prints how many of 40 parallel
 * `consume` calls with 5 points get through, and what `block()` does to the count.
 *
 *   npx tsx bench/rate-limiter-flexible-eval.ts
 */
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { RateLimiterPostgres } from "rate-limiter-flexible";

type PgLikeQuery = { text: string; values?: unknown[] };
type PgLikeClient = { query: (query: PgLikeQuery) => Promise<{ rows: unknown[]; rowCount: number }> };

const TABLE = "rlflx_eval";
const CREATE = `create table if not exists ${TABLE} (key varchar(255) primary key, points integer not null default 0, expire bigint)`;

async function measure(name: string, client: PgLikeClient): Promise<void> {
  const limiter = new RateLimiterPostgres({
    storeClient: client,
    storeType: "pg",
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    points: 5,
    duration: 900,
  });
  const results = await Promise.allSettled(Array.from({ length: 40 }, () => limiter.consume("burst")));
  console.log(`${name}: ${results.filter((r) => r.status === "fulfilled").length} of 40 parallel consumes allowed`);
  for (let i = 0; i < 8; i++) await limiter.consume("blocked").catch(() => undefined);
  await limiter.block("blocked", 2);
  console.log(`${name}: count after 8 consumes and block(): ${(await limiter.get("blocked"))?.consumedPoints}`);
}

const lite = new PGlite();
await lite.exec(CREATE);
await measure("pglite", {
  async query({ text, values }) {
    const result = await lite.query(text, values);
    // PGlite reports affectedRows (0 for a SELECT), not rowCount; the store reads rowCount.
    return { rows: result.rows, rowCount: result.rows.length || result.affectedRows || 0 };
  },
});
await lite.close();

if (process.env.DATABASE_URL) {
  const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
  await sql.unsafe(`drop table if exists ${TABLE}`);
  await sql.unsafe(CREATE);
  await measure("postgres", {
    async query({ text, values }) {
      const rows = await sql.unsafe(text, (values ?? []) as never[]);
      return { rows, rowCount: rows.count };
    },
  });
  await sql.unsafe(`drop table ${TABLE}`);
  await sql.end();
}
