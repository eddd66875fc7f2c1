import "server-only";
import { and, asc, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { businesses, services, staffMembers } from "@/db/schema";
import {
  businessHoursSchema,
  customizationSchema,
  parseWithDefaults,
  staffAccessSchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { toUploadedImages, withUploadedImages } from "@/lib/business-images/urls";
import type { SiteKey } from "@/lib/tenant/site-path";

/**
 * Everything the public booking page shows, in one relational query: the active business found
 * by `key` with its active services and staff. Null when there is none. A host matches its
 * custom domain first, then its first label as the slug (book.acmehair.co.uk is Acme's custom
 * domain even while another business has the slug 'book'). A custom domain counts only once verified
 * (its TXT record found): until then the host is treated like any unknown host.
 */
export async function findPublicBookingPage(key: SiteKey) {
  let match: SQL | undefined;
  let order: SQL[] = [];
  if (key.kind === "id") {
    match = eq(businesses.slug, key.slug);
  } else {
    const matchesDomain = and(
      eq(businesses.customDomain, key.hostname),
      isNotNull(businesses.customDomainVerifiedAt),
    ) as SQL;
    match = key.subdomain ? or(matchesDomain, eq(businesses.slug, key.subdomain)) : matchesDomain;
    order = [
      sql`(${businesses.customDomain} = ${key.hostname} and ${businesses.customDomainVerifiedAt} is not null) desc nulls last`,
    ];
  }
  const business = await getDb().query.businesses.findFirst({
    where: and(match, eq(businesses.isActive, true)),
    orderBy: order,
    columns: {
      id: true,
      slug: true,
      name: true,
      type: true,
      description: true,
      address: true,
      phone: true,
      email: true,
      website: true,
      timeZone: true,
      hours: true,
      cancellationNoticeHours: true,
      customization: true,
      whiteLabel: true,
      staffAccess: true,
    },
    with: {
      services: {
        where: eq(services.isActive, true),
        // The business's order (Services screen); the page groups them by category in this order.
        orderBy: [asc(services.sortOrder), asc(services.name), asc(services.id)],
        columns: {
          id: true,
          name: true,
          description: true,
          durationMinutes: true,
          pricePence: true,
          category: true,
          color: true,
        },
      },
      staffMembers: {
        where: eq(staffMembers.isActive, true),
        orderBy: [asc(staffMembers.name)],
        columns: { id: true, name: true, jobTitle: true, specialties: true, availability: true },
      },
      images: { columns: { kind: true, sha256: true } },
    },
  });
  if (!business) return null;
  const { images, ...rest } = business;
  return {
    ...rest,
    hours: parseWithDefaults(businessHoursSchema, business.hours),
    // Every public view (page, embed, metadata, tenant sign-in branding) shows an uploaded image over an address.
    customization: withUploadedImages(
      parseWithDefaults(customizationSchema, business.customization),
      toUploadedImages(business.slug, images),
    ),
    whiteLabel: parseWithDefaults(whiteLabelSchema, business.whiteLabel),
    staffAccess: parseWithDefaults(staffAccessSchema, business.staffAccess),
  };
}

export type PublicBookingPage = NonNullable<Awaited<ReturnType<typeof findPublicBookingPage>>>;
