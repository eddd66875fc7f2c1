import { z } from "zod";
import { findPublicBusinessImage } from "@/lib/business-images/queries";
import { serveImage } from "@/lib/business-images/serve-image";
import { AppError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/define-route";
import { publicBusinessIdSchema } from "@/lib/tenant/public-id";
import { BUSINESS_IMAGE_KINDS } from "@/lib/business-images/schema";

const IMAGE_NOT_FOUND = "Image not found";

/** Public: a business's uploaded logo or header image, at the address its hash makes unique. */
export const GET = defineRoute({
  access: "public",
  params: z.object({
    slug: publicBusinessIdSchema,
    kind: z.enum(BUSINESS_IMAGE_KINDS),
    sha: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  notFoundMessage: IMAGE_NOT_FOUND,
  handler: async ({ params: { slug, kind, sha } }, { db, request }) => {
    const image = await findPublicBusinessImage(db, slug, kind, sha);
    if (!image) throw new AppError("not_found", IMAGE_NOT_FOUND);
    return serveImage(image, request.headers.get("if-none-match"));
  },
});
