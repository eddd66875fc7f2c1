import type { Customization } from "@/lib/business/settings-schema";
import type { BusinessImageKind } from "@/lib/business-images/schema";

/** A business's uploaded images by kind: the path each is served at, null when none is uploaded. */
export type UploadedImages = Record<BusinessImageKind, string | null>;

export const NO_UPLOADED_IMAGES: UploadedImages = { logo: null, header: null };

/**
 * Where an uploaded image is served. Same-origin on every host (the proxy lets /api through on
 * tenant hosts too), and the hash makes each upload's address its own, so it may be cached forever.
 */
export function businessImagePath(slug: string, kind: BusinessImageKind, sha256: string): string {
  return `/api/public/businesses/${encodeURIComponent(slug)}/images/${kind}/${sha256}`;
}

export function toUploadedImages(slug: string, rows: readonly { kind: BusinessImageKind; sha256: string }[]) {
  const images: UploadedImages = { ...NO_UPLOADED_IMAGES };
  for (const row of rows) images[row.kind] = businessImagePath(slug, row.kind, row.sha256);
  return images;
}

/** The look as shown: an uploaded logo or header image wins over the address typed for it. */
export function withUploadedImages(customization: Customization, uploaded: UploadedImages): Customization {
  return {
    ...customization,
    logo: uploaded.logo ?? customization.logo,
    headerImage: uploaded.header ?? customization.headerImage,
  };
}
