import { z } from "zod";

/*
 * Uploading a logo or header image on the Customize screen's Branding tab. Posted as form data:
 * kind ('logo' | 'header') and file. The bytes themselves are checked by the action
 * (lib/business-images/image-type.ts): the file's name and type are the sender's word only.
 */

export const BUSINESS_IMAGE_KINDS = ["logo", "header"] as const;
export type BusinessImageKind = (typeof BUSINESS_IMAGE_KINDS)[number];

/** The largest image stored: 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/**
 * Server actions accept bodies up to this size (next.config.ts), a little above MAX_IMAGE_BYTES so a
 * too-large image still reaches the action and gets IMAGE_TOO_LARGE_MESSAGE. The browser refuses
 * anything bigger before sending it, as Next would answer it with an error of its own.
 */
export const IMAGE_REQUEST_LIMIT_BYTES = 3 * 1024 * 1024;
/** Room for the form's other fields and the multipart framing within IMAGE_REQUEST_LIMIT_BYTES. */
export const IMAGE_SEND_LIMIT_BYTES = IMAGE_REQUEST_LIMIT_BYTES - 64 * 1024;

export const IMAGE_TYPE_MESSAGE = "Upload a PNG, JPEG, WebP or GIF image.";
export const IMAGE_TOO_LARGE_MESSAGE = "The image must be 2 MB or smaller.";
export const IMAGE_MISSING_MESSAGE = "Choose an image to upload.";
export const IMAGE_KIND_MESSAGE = "Choose the logo or the header image.";

/** A file from form data: a Blob (a File in the browser and in Next's decoded form data). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === "function" &&
  typeof (value as Blob).size === "number";

const kindSchema = z.enum(BUSINESS_IMAGE_KINDS, { error: IMAGE_KIND_MESSAGE });

export const uploadBusinessImageSchema = z.object({
  kind: kindSchema,
  file: z
    .custom<Blob>((value) => isBlob(value) && value.size > 0, { error: IMAGE_MISSING_MESSAGE })
    .refine((file) => file.size <= MAX_IMAGE_BYTES, { error: IMAGE_TOO_LARGE_MESSAGE }),
});

export const removeBusinessImageSchema = z.object({ kind: kindSchema });
