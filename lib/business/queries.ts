import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses } from "@/db/schema";
import {
  businessHoursSchema,
  parseWithDefaults,
  staffAccessSchema,
  whiteLabelSchema,
  type StaffAccess,
  type WhiteLabel,
} from "@/lib/validations/business-settings";
import type { BusinessFormValues } from "@/lib/validations/business";

export type BusinessSetup = BusinessFormValues & { id: string; slug: string; updatedAt: Date };

/**
 * The signed-in user's business as the setup form shows it (hours filled with the spec's
 * defaults where the stored JSON is incomplete). Null when it does not exist or is inactive.
 * `businessId` must come from the session (CurrentUser.business.id), never from the client.
 */
export async function getBusinessSetup(db: Database, businessId: string): Promise<BusinessSetup | null> {
  const [row] = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      type: businesses.type,
      description: businesses.description,
      address: businesses.address,
      phone: businesses.phone,
      email: businesses.email,
      website: businesses.website,
      timeZone: businesses.timeZone,
      hours: businesses.hours,
      updatedAt: businesses.updatedAt,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .limit(1);
  if (!row) return null;
  return { ...row, hours: parseWithDefaults(businessHoursSchema, row.hours) };
}

export type WhiteLabelSettings = { slug: string; customDomain: string | null; whiteLabel: WhiteLabel; staffAccess: StaffAccess };

/** The White Label screen's row for the session's business (JSON filled with the spec's defaults). */
export async function getWhiteLabelSettings(db: Database, businessId: string): Promise<WhiteLabelSettings | null> {
  const [row] = await db
    .select({
      slug: businesses.slug,
      customDomain: businesses.customDomain,
      whiteLabel: businesses.whiteLabel,
      staffAccess: businesses.staffAccess,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    whiteLabel: parseWithDefaults(whiteLabelSchema, row.whiteLabel),
    staffAccess: parseWithDefaults(staffAccessSchema, row.staffAccess),
  };
}
