import type { ImageContentType } from "./image-type";

/*
 * The response for an uploaded image. Its address carries its hash, so it never changes and may be
 * cached for a year; the hash is also its ETag. The stored type was decided from the bytes, and the
 * browser is told not to guess another (nosniff) and to treat the file, opened on its own, as an inert
 * sandboxed document that loads nothing.
 */

export const IMAGE_RESPONSE_HEADERS = {
  "Cache-Control": "public, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Content-Disposition": "inline",
} as const;

/** The ETag of an image: its SHA-256 in hex, quoted as HTTP requires. */
export const imageEtag = (sha256: string) => `"${sha256}"`;

/** Whether If-None-Match (a list, possibly weak, possibly `*`) names this image's ETag. */
export function matchesIfNoneMatch(header: string | null, sha256: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === imageEtag(sha256) || tag === sha256;
  });
}

export function imageResponse(
  image: { bytes: Uint8Array; contentType: ImageContentType | string; sha256: string },
  ifNoneMatch: string | null,
): Response {
  const headers = { ...IMAGE_RESPONSE_HEADERS, ETag: imageEtag(image.sha256) };
  if (matchesIfNoneMatch(ifNoneMatch, image.sha256)) return new Response(null, { status: 304, headers });
  return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, "Content-Type": image.contentType, "Content-Length": String(image.bytes.byteLength) },
  });
}
