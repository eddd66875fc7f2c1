import "server-only";
import { cache } from "react";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { businesses, services, staffMembers } from "@/db/schema";
import {
  businessHoursSchema,
  customizationSchema,
  parseWithDefaults,
  staffAccessSchema,
  whiteLabelSchema,
} from "@/lib/validations/business-settings";

/**
 * Everything the public booking page shows, in one relational query: the active business
 * by its public id (slug) with its active services and staff. Null when there is none.
 */
export const getPublicBookingPage = cache(async (slug: string) => {
  const business = await getDb().query.businesses.findFirst({
    where: and(eq(businesses.slug, slug), eq(businesses.isActive, true)),
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
      customization: true,
      whiteLabel: true,
      staffAccess: true,
    },
    with: {
      services: {
        where: eq(services.isActive, true),
        orderBy: [asc(services.name)],
        columns: { id: true, name: true, description: true, durationMinutes: true, pricePence: true, category: true, color: true },
      },
      staffMembers: {
        where: eq(staffMembers.isActive, true),
        orderBy: [asc(staffMembers.name)],
        columns: { id: true, name: true, jobTitle: true, specialties: true, availability: true },
      },
    },
  });
  if (!business) return null;
  return {
    ...business,
    hours: parseWithDefaults(businessHoursSchema, business.hours),
    customization: parseWithDefaults(customizationSchema, business.customization),
    whiteLabel: parseWithDefaults(whiteLabelSchema, business.whiteLabel),
    staffAccess: parseWithDefaults(staffAccessSchema, business.staffAccess),
  };
});

export type PublicBookingPage = NonNullable<Awaited<ReturnType<typeof getPublicBookingPage>>>;
