/**
 * The one error type for expected failures (bad input, not allowed, conflict). Its message
 * is meant for the user and its code says what kind of failure it is, from which the HTTP
 * status follows; anything else thrown is a bug and is logged, not shown.
 */
export const ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  slot_taken: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { fieldErrors?: Record<string, string> } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = options.fieldErrors;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * Unknown, malformed, invisible and other businesses' ids all get this one answer, so an id
 * never tells whether it exists elsewhere.
 */
export function throwNotFound(message: string): never {
  throw new AppError("not_found", message);
}

export const NOT_SIGNED_IN_MESSAGE = "Your session has ended. Please sign in again.";
export const FORBIDDEN_MESSAGE = "You don't have permission to do that.";
export const NO_BUSINESS_MESSAGE = "Please complete your business setup first.";
export const UNEXPECTED_MESSAGE = "Something went wrong. Please try again.";
