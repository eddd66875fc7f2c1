import postgres from "postgres";

export const dynamic = "force-dynamic";

// One client per server process, like the product's.
const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });

/** Reference (2): the bare handler plus three empty round trips (one, then two in parallel), as the availability route does. */
export async function GET() {
  await sql`select 1`;
  await Promise.all([sql`select 1`, sql`select 1`]);
  return Response.json({ ok: true, at: Date.now() });
}
