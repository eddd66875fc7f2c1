import { z } from "zod";

/** Whether a checkbox or switch is on: 'on' from FormData, true from a plain object ('true' and '1' too). */
export function isTicked(value: unknown): boolean {
  return value === true || value === "on" || value === "true" || value === "1";
}

/** A checkbox field: absent (unticked in FormData) or anything else not ticked is false; never refused. */
export const checkboxSchema = z.unknown().optional().transform(isTicked);
