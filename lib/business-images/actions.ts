import { createHash } from "node:crypto";
import { deleteBusinessImage, saveBusinessImage } from "@/lib/business-images/queries";
import { detectImageType } from "@/lib/business-images/image-type";
import { stripImageMetadata } from "@/lib/business-images/strip-metadata";
import { businessImagePath } from "@/lib/business-images/urls";
import { AppError } from "@/lib/errors";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  removeBusinessImageSchema,
  uploadBusinessImageSchema,
  type BusinessImageKind,
} from "@/lib/business-images/schema";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";

export const IMAGE_UPLOADED_MESSAGES: Record<BusinessImageKind, string> = {
  logo: "Your logo has been uploaded.",
  header: "Your header image has been uploaded.",
};
export const IMAGE_REMOVED_MESSAGES: Record<BusinessImageKind, string> = {
  logo: "Your uploaded logo has been removed.",
  header: "Your uploaded header image has been removed.",
};

function refuse(message: string): never {
  throw new AppError("invalid", message, { fieldErrors: { file: message } });
}

/** Branding tab (owner, manager): stores the session's business's logo or header image; it replaces the last one. */
export const uploadBusinessImage = defineAction({
  roles: getAllowedRoles(["manage", "business"]),
  requiresBusiness: true,
  schema: uploadBusinessImageSchema,
  async handler({ kind, file }, { db, business }) {
    const uploaded = new Uint8Array(await file.arrayBuffer());
    // The schema read the size the sender declared; this is the size that arrived.
    if (uploaded.byteLength > MAX_IMAGE_BYTES) refuse(IMAGE_TOO_LARGE_MESSAGE);
    const contentType = detectImageType(uploaded);
    if (!contentType) refuse(IMAGE_TYPE_MESSAGE);
    // EXIF (GPS position, camera), XMP, comments... never stored; the hash and size are of what is stored.
    const bytes = stripImageMetadata(uploaded, contentType);
    if (!bytes) refuse(IMAGE_TYPE_MESSAGE);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    await saveBusinessImage(db, business.id, { kind, bytes, contentType, sha256 });
    return {
      ok: true,
      message: IMAGE_UPLOADED_MESSAGES[kind],
      data: { kind, url: businessImagePath(business.slug, kind, sha256) },
    };
  },
});

/** Branding tab (owner, manager): the uploaded image goes; the image address (if any) is shown again. */
export const removeBusinessImage = defineAction({
  roles: getAllowedRoles(["manage", "business"]),
  requiresBusiness: true,
  schema: removeBusinessImageSchema,
  async handler({ kind }, { db, business }) {
    await deleteBusinessImage(db, business.id, kind);
    return { ok: true, message: IMAGE_REMOVED_MESSAGES[kind], data: { kind } };
  },
});
