/** The PostgreSQL error code behind a drizzle error (drizzle wraps driver errors in `cause`). */
export function getPgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
export const EXCLUSION_VIOLATION = "23P01";
export const DEADLOCK_DETECTED = "40P01";

/** The constraint and message PostgreSQL gave with the error (PGlite says `constraint`, postgres.js `constraint_name`). */
export function getPgErrorConstraint(error: unknown): { constraint?: string; message?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const each = current as { constraint?: unknown; constraint_name?: unknown; message?: unknown; code?: unknown };
    if (typeof each.code === "string" && /^[0-9A-Z]{5}$/.test(each.code)) {
      const constraint = each.constraint ?? each.constraint_name;
      return {
        constraint: typeof constraint === "string" ? constraint : undefined,
        message: typeof each.message === "string" ? each.message : undefined,
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}
