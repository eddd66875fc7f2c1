import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { RateLimiterPostgres } from "rate-limiter-flexible";

const ddl = `create table if not exists rlflx (key varchar(255) primary key, points integer not null default 0, expire bigint)`;

async function run(name: string, client: { query: (q: any) => Promise<any> }) {
  const limiter = new RateLimiterPostgres({ storeClient: client, storeType: "pg", tableName: "rlflx", tableCreated: true, points: 5, duration: 900, clearExpiredByTimeout: false });
  const results = await Promise.allSettled(Array.from({ length: 40 }, () => limiter.consume("email:a")));
  console.log(name, "consume allowed:", results.filter((r) => r.status === "fulfilled").length, "of 40");
  // The library's way to add a delay: block() = forced upsert to points+1 — the failure count k is lost.
  await limiter.block("email:b", 2);
  for (let i = 0; i < 7; i++) await limiter.penalty("email:b", 1).catch(() => {});
  const got = await limiter.get("email:b");
  console.log(name, "after block + 7 penalties: consumedPoints", got?.consumedPoints);
}

const pg = new PGlite();
await pg.exec(ddl);
await run("pglite", { query: async (q: any) => { const r = await pg.query(q.text, q.values); return { rows: r.rows, rowCount: r.rows.length || r.affectedRows || 0 }; } });
const sqlc = postgres("postgres://postgres@127.0.0.1:5432/postgres", { max: 10, onnotice: () => {} });
await sqlc.unsafe("drop table if exists rlflx_scratch_s5");
await sqlc.unsafe(ddl.replace("rlflx", "rlflx_scratch_s5"));
const pgClient = { query: async (q: any) => { const rows = await sqlc.unsafe(q.text.replaceAll('"rlflx"', '"rlflx_scratch_s5"').replaceAll("rlflx ", "rlflx_scratch_s5 "), q.values); return { rows, rowCount: rows.count }; } };
await run("postgres", pgClient);
await sqlc.unsafe("drop table rlflx_scratch_s5");
await sqlc.end();
