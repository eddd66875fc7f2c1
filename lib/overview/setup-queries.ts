import "server-only";
import { and, eq, exists, notExists, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, businesses, businessImages, services, staffMembers } from "@/db/schema";
import type { SetupFacts } from "./setup-checklist";

/** An active service no active staff member does: customers cannot book it. */
export type UnbookableService = { id: string; name: string };

export type SetupState = {
  facts: SetupFacts;
  /** Active services without anyone to do them, in the business's order. */
  unbookableServices: UnbookableService[];
  /** How many active services the business has. */
  activeServiceCount: number;
  /** The verified custom domain (the booking page's address when set). */
  customDomain: string | null;
};

/**
 * The active services of a business that no active staff member does (a member with no
 * specialties does every service), as a subquery of `{ id, name, sortOrder }`.
 */
function unbookableServicesOf(db: Database, businessId: string) {
  const someoneDoesIt = db
    .select({ one: sql`1` })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.businessId, businessId),
        eq(staffMembers.isActive, true),
        or(
          sql`jsonb_array_length(${staffMembers.specialties}) = 0`,
          sql`${staffMembers.specialties} @> jsonb_build_array(${services.id}::text)`,
        ),
      ),
    );
  return db
    .select({ id: services.id, name: services.name, sortOrder: services.sortOrder })
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.isActive, true), notExists(someoneDoesIt)));
}

/**
 * Everything the setup checklist and the "customers can't book" notice need, in one query: the
 * business row with an EXISTS per fact and the unbookable services as one JSON array. Null when the
 * business does not exist or is inactive. `businessId` comes from the session.
 */
export async function getSetupState(db: Database, businessId: string): Promise<SetupState | null> {
  const existsIn = (query: Parameters<typeof exists>[0]) => exists(query).mapWith(Boolean);
  const unbookable = unbookableServicesOf(db, businessId).as("unbookable");
  const [row] = await db
    .select({
      customization: businesses.customization,
      customDomain: businesses.customDomain,
      customDomainVerifiedAt: businesses.customDomainVerifiedAt,
      activeServiceCount: db.$count(services, and(eq(services.businessId, businessId), eq(services.isActive, true))),
      hasPricedService: existsIn(
        db
          .select({ one: sql`1` })
          .from(services)
          .where(
            and(eq(services.businessId, businessId), eq(services.isActive, true), sql`${services.pricePence} > 0`),
          ),
      ),
      hasActiveStaff: existsIn(
        db
          .select({ one: sql`1` })
          .from(staffMembers)
          .where(and(eq(staffMembers.businessId, businessId), eq(staffMembers.isActive, true))),
      ),
      hasUploadedImage: existsIn(
        db
          .select({ one: sql`1` })
          .from(businessImages)
          .where(eq(businessImages.businessId, businessId)),
      ),
      hasBooking: existsIn(
        db
          .select({ one: sql`1` })
          .from(bookings)
          .where(eq(bookings.businessId, businessId)),
      ),
      unbookableServices: sql<UnbookableService[] | string>`(
        select coalesce(
          json_agg(json_build_object('id', ${unbookable.id}, 'name', ${unbookable.name})
            order by ${unbookable.sortOrder}, ${unbookable.name}),
          '[]'::json)
        from ${unbookable})`,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
    .limit(1);
  if (!row) return null;
  // postgres.js parses json; PGlite too, but a driver that hands back text is read the same.
  const unbookableServices =
    typeof row.unbookableServices === "string"
      ? (JSON.parse(row.unbookableServices) as UnbookableService[])
      : row.unbookableServices;
  return {
    facts: {
      hasBusiness: true,
      hasPricedService: row.hasPricedService,
      hasActiveStaff: row.hasActiveStaff,
      customization: row.customization,
      hasUploadedImage: row.hasUploadedImage,
      hasBooking: row.hasBooking,
    },
    unbookableServices,
    activeServiceCount: Number(row.activeServiceCount),
    // Only a verified domain serves the pages, so only a verified one is their address.
    customDomain: row.customDomainVerifiedAt ? row.customDomain : null,
  };
}
