/** The rows of a raw `db.execute(sql…)` result: postgres.js returns an array, PGlite an object holding one. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
