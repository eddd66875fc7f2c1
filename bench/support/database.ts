/** Fresh PostgreSQL databases for the benchmarks (names always start with `bookingpro_bench`). */
import postgres from "postgres";

export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Drops and creates database `name` on the admin URL's server and returns its URL. */
export async function createFreshDatabase(name: string, adminUrl = BENCH_ADMIN_URL): Promise<string> {
  if (!/^bookingpro_bench[a-z0-9_]*$/.test(name)) throw new Error(`refusing database name ${name}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The server's version string, e.g. "15.20". */
export async function readServerVersion(adminUrl = BENCH_ADMIN_URL): Promise<string> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`show server_version`;
    return String(row.server_version).split(" ")[0];
  } finally {
    await admin.end();
  }
}
