import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { BusinessImageKind } from "@/lib/business-images/schema";
import { businessId } from "./business-columns";

/*
 * bytea as a Uint8Array on both drivers: PGlite reads it as a Uint8Array, postgres.js as a Buffer
 * (a Uint8Array too). Written as given: both send a Uint8Array as binary.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A business's uploaded logo and header image (at most one of each). Shown instead of the image
 * address in its customization while present; served by
 * /api/public/businesses/{slug}/images/{kind}/{sha256}, the hash making each upload's URL its own.
 */
export const businessImages = pgTable(
  "business_images",
  {
    businessId: businessId(),
    kind: text("kind").$type<BusinessImageKind>().notNull(),
    bytes: bytea("bytes").notNull(),
    // Decided from the bytes (magic numbers), never from the uploader's name or type.
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.kind] }),
    check("business_images_kind", sql`${t.kind} in ('logo', 'header')`),
    check(
      "business_images_content_type",
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`,
    ),
    check("business_images_byte_size", sql`${t.byteSize} between 1 and 2097152`),
    check("business_images_sha256", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export type BusinessImage = typeof businessImages.$inferSelect;
