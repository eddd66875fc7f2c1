import { z } from "zod";
import { isDnsLabel } from "@/lib/constants";

/** A public business id (the slug in /book/{id}); anything else can never match and is refused early. */
export function parsePublicBusinessId(raw: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw).trim().toLowerCase();
  } catch {
    return null;
  }
  return isDnsLabel(value) ? value : null;
}

/** The same as a route parameter: a segment that is no public id does not parse. */
export const publicBusinessIdSchema = z.string().transform(parsePublicBusinessId).pipe(z.string());
