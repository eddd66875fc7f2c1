import "server-only";
import { and, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses, releasedSlugs } from "@/db/schema";
import {
  businessHoursSchema,
  calendarSettingsSchema,
  customizationSchema,
  NEW_BUSINESS_STAFF_ACCESS,
  parseWithDefaults,
  staffAccessSchema,
  whiteLabelSchema,
  type StaffAccess,
  type WhiteLabel,
} from "@/lib/business/settings-schema";
import type { BusinessFormInput, BusinessFormValues } from "@/lib/business/schema";

export type BusinessSetup = BusinessFormValues & { id: string; slug: string; updatedAt: Date };

/** The business's own details as Business Setup edits them (the business's data export takes them too). */
export const businessProfileColumns = {
  name: businesses.name,
  type: businesses.type,
  description: businesses.description,
  address: businesses.address,
  phone: businesses.phone,
  email: businesses.email,
  website: businesses.website,
  timeZone: businesses.timeZone,
};

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
      ...businessProfileColumns,
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
  customDomainToken: string | null;
  customDomainVerifiedAt: Date | null;
  whiteLabel: WhiteLabel;
  staffAccess: StaffAccess;
};

/** The White Label screen's row for the session's business (JSON filled with the spec's defaults). */
export async function getWhiteLabelSettings(db: Database, businessId: string): Promise<WhiteLabelSettings | null> {
  const [row] = await db
    .select({
      slug: businesses.slug,
      customDomain: businesses.customDomain,
      customDomainToken: businesses.customDomainToken,
      customDomainVerifiedAt: businesses.customDomainVerifiedAt,
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

/** How long a subdomain a business gave up stays out of other businesses' reach. */
export const SLUG_HOLD_DAYS = 30;

/** Released within the hold period (by the database's clock, which also stamped the release). */
const recentlyReleased = gt(releasedSlugs.releasedAt, sql`now() - make_interval(days => ${SLUG_HOLD_DAYS})`);

/** Which of these slugs some business already has, or gave up less than 30 days ago (for a new business). */
export async function findTakenSlugs(db: Database, slugs: string[]): Promise<Set<string>> {
  const [current, released] = await Promise.all([
    db.select({ slug: businesses.slug }).from(businesses).where(inArray(businesses.slug, slugs)),
    db
      .select({ slug: releasedSlugs.slug })
      .from(releasedSlugs)
      .where(and(inArray(releasedSlugs.slug, slugs), recentlyReleased)),
  ]);
  return new Set([...current, ...released].map((row) => row.slug));
}

/** Whether another business gave this slug up less than 30 days ago (the releasing business may take it back). */
export async function isSlugHeldForAnother(db: Database, businessId: string, slug: string): Promise<boolean> {
  const rows = await db
    .select({ slug: releasedSlugs.slug })
    .from(releasedSlugs)
    .where(and(eq(releasedSlugs.slug, slug), ne(releasedSlugs.businessId, businessId), recentlyReleased))
    .limit(1);
  return rows.length > 0;
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

/**
 * A new business from the setup form, owned by the user, with the default settings; its staff portal
 * starts with the least access (NEW_BUSINESS_STAFF_ACCESS).
 */
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
      staffAccess: NEW_BUSINESS_STAFF_ACCESS,
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

export type SavedWhiteLabel = {
  slug: string;
  customDomain: string | null;
  customDomainToken: string | null;
  customDomainVerifiedAt: Date | null;
};

/**
 * Saves the White Label screen's columns of an active business in one transaction (undefined when
 * there is none with this id). The row is locked first, so the comparisons below see what is stored:
 * a different custom domain gets `newToken` and starts unverified; a different slug records the old
 * one in released_slugs, and taking a slug clears its release record.
 */
export async function saveWhiteLabelSettings(
  db: Database,
  businessId: string,
  settings: { slug: string; customDomain: string | null; whiteLabel: WhiteLabel; staffAccess: StaffAccess },
  newToken: () => string,
): Promise<SavedWhiteLabel | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: businesses.slug, customDomain: businesses.customDomain })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
      .for("update");
    if (!current) return undefined;
    const domainChanged = current.customDomain !== settings.customDomain;
    const [row] = await tx
      .update(businesses)
      .set({
        ...settings,
        ...(domainChanged
          ? { customDomainToken: settings.customDomain ? newToken() : null, customDomainVerifiedAt: null }
          : {}),
      })
      .where(eq(businesses.id, businessId))
      .returning({
        slug: businesses.slug,
        customDomain: businesses.customDomain,
        customDomainToken: businesses.customDomainToken,
        customDomainVerifiedAt: businesses.customDomainVerifiedAt,
      });
    if (current.slug !== settings.slug) {
      await tx.delete(releasedSlugs).where(eq(releasedSlugs.slug, settings.slug));
      await tx
        .insert(releasedSlugs)
        .values({ slug: current.slug, businessId })
        .onConflictDoUpdate({ target: releasedSlugs.slug, set: { businessId, releasedAt: sql`now()` } });
    }
    return row;
  });
}

export type DomainVerificationState = { customDomain: string | null; token: string | null; verifiedAt: Date | null };

/** The custom domain of an active business with its token and verification time. */
export async function getDomainVerification(
  db: Database,
  businessId: string,
): Promise<DomainVerificationState | undefined> {
  const [row] = await db
    .select({
      customDomain: businesses.customDomain,
      token: businesses.customDomainToken,
      verifiedAt: businesses.customDomainVerifiedAt,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .limit(1);
  return row;
}

/**
 * Marks the domain verified, only if the business still has this domain with this token (an owner
 * may have changed it while DNS was being asked). Returns the verification time, or undefined.
 */
export async function markDomainVerified(
  db: Database,
  businessId: string,
  domain: string,
  token: string,
): Promise<Date | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ customDomainVerifiedAt: sql`now()` })
    .where(
      and(
        eq(businesses.id, businessId),
        eq(businesses.isActive, true),
        eq(businesses.customDomain, domain),
        eq(businesses.customDomainToken, token),
      ),
    )
    .returning({ verifiedAt: businesses.customDomainVerifiedAt });
  return row?.verifiedAt ?? undefined;
}
