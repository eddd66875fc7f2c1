import { fileResult, notModifiedResult, type FileResult, type NotModifiedResult } from "@/lib/http/route-result";
import type { ImageContentType } from "./image-type";

/*
 * How an uploaded image is served. Its address carries its hash, so it never changes and may be
 * cached for a year; the hash is also its ETag. The stored type was decided from the bytes, and the
 * browser is told not to guess another (nosniff) and to treat the file, opened on its own, as an inert
 * sandboxed document that loads nothing.
 */

const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";
const IMAGE_SAFETY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
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

/** The image, or a 304 when the client's If-None-Match already names it. */
export function serveImage(
  image: { bytes: Uint8Array; contentType: ImageContentType | string; sha256: string },
  ifNoneMatch: string | null,
): FileResult | NotModifiedResult {
  const headers = {
    cacheControl: IMAGE_CACHE_CONTROL,
    etag: imageEtag(image.sha256),
    disposition: "inline",
    headers: IMAGE_SAFETY_HEADERS,
  } as const;
  if (matchesIfNoneMatch(ifNoneMatch, image.sha256)) return notModifiedResult(headers);
  return fileResult({ ...headers, body: image.bytes as Uint8Array<ArrayBuffer>, contentType: image.contentType });
}
