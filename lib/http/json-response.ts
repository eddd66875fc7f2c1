import { z } from "zod";
import { AppError, UNEXPECTED_MESSAGE } from "@/lib/errors";
import { toFieldErrors } from "@/lib/validations/field-errors";

const NO_STORE = { "Cache-Control": "no-store" };

export function jsonOk(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: NO_STORE });
}

export function jsonValidationError(error: z.ZodError): Response {
  const fieldErrors = toFieldErrors(error);
  return jsonError(422, Object.values(fieldErrors)[0] ?? "Please check your details.", { fieldErrors });
}

/** Expected failures keep their status and message; anything else is logged and answered 500. */
export function jsonFromError(error: unknown): Response {
  if (error instanceof AppError) {
    return jsonError(error.status, error.message, {
      code: error.code,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
  }
  console.error("Request failed", error);
  return jsonError(500, UNEXPECTED_MESSAGE);
}

/** Reads a JSON body of at most `maxBytes`; null when it is missing, too large or not JSON. */
export async function readJsonBody(request: Request, maxBytes = 16_384): Promise<unknown | null> {
  const text = await request.text().catch(() => null);
  if (text === null || text.length === 0 || text.length > maxBytes) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
