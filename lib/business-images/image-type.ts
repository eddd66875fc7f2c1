/*
 * What an uploaded image is, decided from its first bytes alone: the uploader's file name and type
 * are whatever the sender says. Only raster formats a browser shows inertly in an <img> are
 * accepted; SVG (which can carry script), HTML and everything else are not.
 */

export type ImageContentType = "image/png" | "image/jpeg" | "image/webp" | "image/gif";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Signature (8), then the IHDR chunk every PNG starts with: length (4), type (4), data (13), CRC (4).
const PNG_MIN_LENGTH = 33;
// Start of image, then the first marker (APPn, DQT, SOF... all 0xC0 and above).
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const JPEG_MIN_LENGTH = 12;
// "GIF87a"/"GIF89a" and the 7-byte logical screen descriptor.
const GIF_MIN_LENGTH = 13;
// RIFF, size, WEBP, then the first chunk's type (VP8 , VP8L or VP8X) and size.
const WEBP_MIN_LENGTH = 20;

function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_MIN_LENGTH && startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, ascii("IHDR"), 12);
}

function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= JPEG_MIN_LENGTH && startsWith(bytes, JPEG_SIGNATURE) && bytes[3] >= 0xc0 && bytes[3] !== 0xff;
}

function isGif(bytes: Uint8Array): boolean {
  return bytes.length >= GIF_MIN_LENGTH && (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")));
}

function isWebp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= WEBP_MIN_LENGTH &&
    startsWith(bytes, ascii("RIFF")) &&
    startsWith(bytes, ascii("WEBP"), 8) &&
    ["VP8 ", "VP8L", "VP8X"].some((chunk) => startsWith(bytes, ascii(chunk), 12))
  );
}

/** The image type of these bytes, or null when they are not a complete PNG, JPEG, WebP or GIF header. */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  if (isPng(bytes)) return "image/png";
  if (isJpeg(bytes)) return "image/jpeg";
  if (isWebp(bytes)) return "image/webp";
  if (isGif(bytes)) return "image/gif";
  return null;
}
