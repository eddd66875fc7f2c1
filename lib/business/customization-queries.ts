import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listBusinessImages } from "@/lib/business-images/queries";
import { toUploadedImages } from "@/lib/business-images/urls";
import { businesses } from "@/db/schema";
import {
  businessHoursSchema,
  customizationSchema,
  parseWithDefaults,
  whiteLabelSchema,
  type Customization,
} from "@/lib/business/settings-schema";

/**
 * What the Customize screen edits and previews: the business's look plus the details its public page
 * shows (name, description, contact, hours), so the preview looks like the real page. Its customization
 * holds the image addresses as typed; `uploadedImages` the uploads that win over them.
 * `businessId` comes from the session. Null when the business does not exist or is inactive.
 */
export async function getCustomizeSettings(db: Database, businessId: string) {
  const [row] = await db
    .select({
      slug: businesses.slug,
      customDomain: businesses.customDomain,
      customDomainVerifiedAt: businesses.customDomainVerifiedAt,
      name: businesses.name,
      description: businesses.description,
      address: businesses.address,
      phone: businesses.phone,
      email: businesses.email,
      hours: businesses.hours,
      customization: businesses.customization,
      whiteLabel: businesses.whiteLabel,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { customDomainVerifiedAt, ...rest } = row;
  return {
    ...rest,
    // Shown instead of the logo and header addresses (which the form still edits) while present.
    uploadedImages: toUploadedImages(row.slug, await listBusinessImages(db, businessId)),
    // Only a verified domain serves the pages, so only a verified one is offered as their address.
    customDomain: customDomainVerifiedAt ? row.customDomain : null,
    hours: parseWithDefaults(businessHoursSchema, row.hours),
    customization: parseWithDefaults(customizationSchema, row.customization),
    whiteLabel: parseWithDefaults(whiteLabelSchema, row.whiteLabel),
  };
}

export type CustomizeSettings = NonNullable<Awaited<ReturnType<typeof getCustomizeSettings>>>;

/** Stores the whole look at once; returns false when the business is gone. */
export async function updateCustomization(
  db: Database,
  businessId: string,
  customization: Customization,
): Promise<boolean> {
  const rows = await db
    .update(businesses)
    .set({ customization, updatedAt: new Date() })
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .returning({ id: businesses.id });
  return rows.length > 0;
}
