/**
 * The one error type for expected failures (bad input, not allowed, conflict). Its message
 * is meant for the user; anything else thrown is a bug and is logged, not shown.
 */
export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors?: Record<string, string>;

  constructor(message: string, options: { status?: number; fieldErrors?: Record<string, string> } = {}) {
    super(message);
    this.name = "AppError";
    this.status = options.status ?? 400;
    this.fieldErrors = options.fieldErrors;
  }
}

export const NOT_SIGNED_IN_MESSAGE = "Your session has ended. Please sign in again.";
export const FORBIDDEN_MESSAGE = "You don't have permission to do that.";
export const NO_BUSINESS_MESSAGE = "Please complete your business setup first.";
export const UNEXPECTED_MESSAGE = "Something went wrong. Please try again.";
