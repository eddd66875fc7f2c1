export type DatabaseKind = "pglite" | "postgres";

export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL names a server.
 * `TEST_DATABASES=postgres` runs only the server (e.g. to rerun a PostgreSQL failure on its own).
 */
export function selectDatabaseKinds(): DatabaseKind[] {
  if (process.env.TEST_DATABASES === "postgres") {
    if (!postgresUrl) throw new Error("TEST_DATABASES=postgres needs TEST_DATABASE_URL or DATABASE_URL");
    return ["postgres"];
  }
  return postgresUrl ? ["pglite", "postgres"] : ["pglite"];
}
