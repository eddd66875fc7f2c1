import { getDb } from "@/db";
import { findPublicBusinessImage } from "@/lib/business-images/queries";
import { imageResponse } from "@/lib/business-images/serve-image";
import { jsonError, jsonFromError } from "@/lib/http/json-response";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";
import { BUSINESS_IMAGE_KINDS, type BusinessImageKind } from "@/lib/business-images/schema";

type Context = { params: Promise<{ slug: string; kind: string; sha: string }> };

const IMAGE_NOT_FOUND = "Image not found";

const isKind = (value: string): value is BusinessImageKind =>
  (BUSINESS_IMAGE_KINDS as readonly string[]).includes(value);

/** Public: a business's uploaded logo or header image, at the address its hash makes unique. */
export async function GET(request: Request, { params }: Context) {
  const { slug: rawSlug, kind, sha } = await params;
  const slug = parsePublicBusinessId(rawSlug);
  if (!slug || !isKind(kind) || !/^[0-9a-f]{64}$/.test(sha)) return jsonError("not_found", IMAGE_NOT_FOUND);
  try {
    const image = await findPublicBusinessImage(getDb(), slug, kind, sha);
    if (!image) return jsonError("not_found", IMAGE_NOT_FOUND);
    return imageResponse(image, request.headers.get("if-none-match"));
  } catch (error) {
    return jsonFromError(error);
  }
}
