import { z } from "zod";
import { checkboxSchema } from "@/lib/forms/checkbox";

/*
 * The privacy screens' inputs: erasing one customer, the retention setting, deleting the business.
 * Shared by the forms and the actions (the server validates again).
 */

export const RETENTION_MIN_MONTHS = 1;
export const RETENTION_MAX_MONTHS = 120;
export const RETENTION_RANGE_MESSAGE = "Enter a whole number of months from 1 to 120.";

const customerEmail = z
  .string({ error: "Customer not found." })
  .trim()
  .min(1, "Customer not found.")
  .max(320, "Customer not found.")
  .transform((value) => value.toLowerCase());

export const eraseCustomerSchema = z.object({ email: customerEmail });

/** `enabled` (the switch) and `months` (1-120, only read while enabled). */
export const retentionSchema = z
  .object({
    enabled: checkboxSchema,
    months: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .meta({ min: RETENTION_MIN_MONTHS, max: RETENTION_MAX_MONTHS, step: 1 }),
  })
  .transform((value, context) => {
    if (!value.enabled) return { months: null };
    const text = String(value.months ?? "").trim();
    const months = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(months >= RETENTION_MIN_MONTHS && months <= RETENTION_MAX_MONTHS)) {
      context.addIssue({ code: "custom", message: RETENTION_RANGE_MESSAGE, path: ["months"] });
      return z.NEVER;
    }
    return { months };
  });

export const RETENTION_FIELDS = ["months"] as const;

export const DELETE_BUSINESS_NAME_MISMATCH = "Type your business name exactly as it is shown.";

/** The name typed to confirm: compared exactly (only surrounding spaces are ignored). */
export const deleteBusinessSchema = z.object({
  confirmName: z
    .string({ error: DELETE_BUSINESS_NAME_MISMATCH })
    .max(200, DELETE_BUSINESS_NAME_MISMATCH)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, DELETE_BUSINESS_NAME_MISMATCH)),
});

/** Whether the typed confirmation matches the business's name (the button and the server use it). */
export function confirmsBusinessName(typed: string, name: string): boolean {
  return typed.trim() === name.trim() && name.trim() !== "";
}

/** The download of one customer's data (the route handler checks the session and business). */
export function customerExportHref(email: string, format: "json" | "csv"): string {
  return `/api/customers/${encodeURIComponent(email.toLowerCase())}/export?format=${format}`;
}

export const BUSINESS_EXPORT_HREF = "/api/privacy/export";
