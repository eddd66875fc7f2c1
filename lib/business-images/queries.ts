import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { businesses, businessImages } from "@/db/schema";
import type { BusinessImageKind } from "@/lib/business-images/schema";
import type { ImageContentType } from "./image-type";

export type NewBusinessImage = {
  kind: BusinessImageKind;
  bytes: Uint8Array;
  contentType: ImageContentType;
  sha256: string;
};

/** A selected business's images (kind and hash, what its brand links to) as one JSON column: no second query. */
export const businessImagesColumn = sql<{ kind: BusinessImageKind; sha256: string }[]>`(
  select coalesce(json_agg(json_build_object('kind', ${businessImages.kind}, 'sha256', ${businessImages.sha256})), '[]'::json)
  from ${businessImages} where ${businessImages.businessId} = ${businesses.id}
)`;

/** Stores (or replaces) a business's image of one kind. `businessId` comes from the session. */
export async function saveBusinessImage(db: Database, businessId: string, image: NewBusinessImage): Promise<void> {
  const values = {
    bytes: image.bytes,
    contentType: image.contentType,
    byteSize: image.bytes.byteLength,
    sha256: image.sha256,
    updatedAt: new Date(),
  };
  await db
    .insert(businessImages)
    .values({ businessId, kind: image.kind, ...values })
    .onConflictDoUpdate({ target: [businessImages.businessId, businessImages.kind], set: values });
}

/** Removes a business's image of one kind; false when it had none. */
export async function deleteBusinessImage(db: Database, businessId: string, kind: BusinessImageKind) {
  const rows = await db
    .delete(businessImages)
    .where(and(eq(businessImages.businessId, businessId), eq(businessImages.kind, kind)))
    .returning({ kind: businessImages.kind });
  return rows.length > 0;
}

/** Which images a business has uploaded, with their hashes (no bytes). */
export async function listBusinessImages(db: Database, businessId: string) {
  return db
    .select({ kind: businessImages.kind, sha256: businessImages.sha256 })
    .from(businessImages)
    .where(eq(businessImages.businessId, businessId));
}

/**
 * One image of an active business, by its public id, kind and hash: null unless all three match the
 * stored image (an older upload's address finds nothing).
 */
export async function findPublicBusinessImage(db: Database, slug: string, kind: BusinessImageKind, sha256: string) {
  const [row] = await db
    .select({ bytes: businessImages.bytes, contentType: businessImages.contentType, sha256: businessImages.sha256 })
    .from(businessImages)
    .innerJoin(businesses, eq(businesses.id, businessImages.businessId))
    .where(
      and(
        eq(businesses.slug, slug),
        eq(businesses.isActive, true),
        eq(businessImages.kind, kind),
        eq(businessImages.sha256, sha256),
      ),
    )
    .limit(1);
  return row ?? null;
}
