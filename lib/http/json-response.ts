import { z } from "zod";
import type { ApiErrorResponse } from "@/lib/bookings/public-api";
import { AppError, ERROR_STATUS, UNEXPECTED_MESSAGE, type ErrorCode } from "@/lib/errors";
import { toFieldErrors } from "@/lib/forms/field-errors";

const NO_STORE = { "Cache-Control": "no-store" };

export function jsonOk(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

function sendError(status: number, body: ApiErrorResponse): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** An expected failure: its code gives the status (lib/errors.ts), its message is for the customer. */
export function jsonError(code: ErrorCode, message: string, fieldErrors?: Record<string, string>): Response {
  return sendError(ERROR_STATUS[code], { error: message, code, ...(fieldErrors ? { fieldErrors } : {}) });
}

/** A request that did not validate: 422, the first message, and the message of each field. */
export function jsonValidationError(error: z.ZodError): Response {
  const fieldErrors = toFieldErrors(error);
  return sendError(422, {
    error: Object.values(fieldErrors)[0] ?? "Please check your details.",
    code: "invalid",
    fieldErrors,
  });
}

/** Expected failures keep their status, code and message; anything else is logged and answered 500. */
export function jsonFromError(error: unknown): Response {
  if (error instanceof AppError) return jsonError(error.code, error.message, error.fieldErrors);
  console.error("Request failed", error);
  return sendError(500, { error: UNEXPECTED_MESSAGE });
}
