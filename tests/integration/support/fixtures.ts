import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses, type NewBusiness } from "@/db/schema";
import {
  businessHoursSchema,
  calendarSettingsSchema,
  customizationSchema,
  staffAccessSchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";

/**
 * A business with the spec's default settings; pass what the test cares about. A custom domain gets
 * a token (the schema requires one) and stays unverified unless `customDomainVerifiedAt` is given.
 */
export async function insertBusiness(db: Database, values: Pick<NewBusiness, "slug" | "name"> & Partial<NewBusiness>) {
  const [business] = await db
    .insert(businesses)
    .values({
      hours: businessHoursSchema.parse({}),
      customization: customizationSchema.parse({}),
      calendarSettings: calendarSettingsSchema.parse({}),
      whiteLabel: whiteLabelSchema.parse({}),
      staffAccess: staffAccessSchema.parse({}),
      customDomainToken: values.customDomain ? `fixture-token-${values.slug}` : null,
      ...values,
    })
    .returning();
  return business;
}

/** The id of the business with this public id (slug); the booking paths take the id. */
export async function businessIdOf(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, slug));
  if (!row) throw new Error(`No business ${slug}`);
  return row.id;
}
