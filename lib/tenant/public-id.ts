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
