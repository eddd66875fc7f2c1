import "server-only";
import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses } from "@/db/schema";
import {
  businessHoursSchema,
  calendarSettingsSchema,
  customizationSchema,
  parseWithDefaults,
  staffAccessSchema,
  whiteLabelSchema,
  type StaffAccess,
  type WhiteLabel,
} from "@/lib/validations/business-settings";
import type { BusinessFormInput, BusinessFormValues } from "@/lib/validations/business";

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

export type WhiteLabelSettings = {
  slug: string;
  customDomain: string | null;
  whiteLabel: WhiteLabel;
  staffAccess: StaffAccess;
};

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

/** Which of these slugs some business already has. */
export async function findTakenSlugs(db: Database, slugs: string[]): Promise<Set<string>> {
  const rows = await db.select({ slug: businesses.slug }).from(businesses).where(inArray(businesses.slug, slugs));
  return new Set(rows.map((row) => row.slug));
}

/** The columns the setup form edits. The slug is not among them: renaming keeps public links working. */
function editableColumns(input: BusinessFormInput) {
  return {
    name: input.name,
    type: input.type,
    description: input.description,
    address: input.address,
    phone: input.phone,
    email: input.email,
    website: input.website,
    timeZone: input.timeZone,
    hours: input.hours,
  };
}

export type BusinessRef = { id: string; slug: string };

/** Saves the setup form to an active business; undefined when there is none with this id. */
export async function updateBusinessDetails(
  db: Database,
  businessId: string,
  input: BusinessFormInput,
): Promise<BusinessRef | undefined> {
  const [row] = await db
    .update(businesses)
    .set(editableColumns(input))
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .returning({ id: businesses.id, slug: businesses.slug });
  return row;
}

/** A new business from the setup form, owned by the user, with the default settings. */
export async function insertBusiness(
  db: Database,
  ownerId: string,
  slug: string,
  input: BusinessFormInput,
): Promise<BusinessRef> {
  const [row] = await db
    .insert(businesses)
    .values({
      ...editableColumns(input),
      slug,
      ownerId,
      customization: customizationSchema.parse({}),
      calendarSettings: calendarSettingsSchema.parse({}),
      whiteLabel: whiteLabelSchema.parse({}),
      staffAccess: staffAccessSchema.parse({}),
    })
    .returning({ id: businesses.id, slug: businesses.slug });
  return row;
}

/** Other businesses already using this subdomain (slug) or custom domain. */
export async function findSlugOrDomainClashes(
  db: Database,
  businessId: string,
  subdomain: string,
  customDomain: string | null,
): Promise<{ slug: string; customDomain: string | null }[]> {
  return db
    .select({ slug: businesses.slug, customDomain: businesses.customDomain })
    .from(businesses)
    .where(
      and(
        ne(businesses.id, businessId),
        customDomain
          ? or(eq(businesses.slug, subdomain), eq(businesses.customDomain, customDomain))
          : eq(businesses.slug, subdomain),
      ),
    );
}

/** The White Label screen's columns of an active business; undefined when there is none with this id. */
export async function updateWhiteLabelSettings(
  db: Database,
  businessId: string,
  settings: { slug: string; customDomain: string | null; whiteLabel: WhiteLabel; staffAccess: StaffAccess },
): Promise<{ slug: string; customDomain: string | null } | undefined> {
  const [row] = await db
    .update(businesses)
    .set(settings)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .returning({ slug: businesses.slug, customDomain: businesses.customDomain });
  return row;
}
