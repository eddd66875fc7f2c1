import { describe, expect, it } from "vitest";
import { imageEtag, matchesIfNoneMatch, serveImage } from "@/lib/business-images/serve-image";
import { toResponse } from "@/lib/http/route-response";
import {
  businessImagePath,
  NO_UPLOADED_IMAGES,
  toUploadedImages,
  withUploadedImages,
} from "@/lib/business-images/urls";
import { customizationSchema } from "@/lib/business/settings-schema";

const SHA = "ab".repeat(32);

describe("uploaded image addresses", () => {
  it("puts the kind and hash in a same-origin path", () => {
    expect(businessImagePath("demo", "header", SHA)).toBe(`/api/public/businesses/demo/images/header/${SHA}`);
    expect(toUploadedImages("demo", [{ kind: "logo", sha256: SHA }])).toEqual({
      logo: `/api/public/businesses/demo/images/logo/${SHA}`,
      header: null,
    });
  });

  it("shows an upload instead of the typed address, and the address when there is none", () => {
    const look = customizationSchema.parse({
      logo: "https://cdn.example.com/l.png",
      headerImage: "https://cdn.example.com/h.png",
    });
    expect(withUploadedImages(look, { logo: "/uploaded-logo", header: null })).toMatchObject({
      logo: "/uploaded-logo",
      headerImage: "https://cdn.example.com/h.png",
    });
    expect(withUploadedImages(look, NO_UPLOADED_IMAGES)).toEqual(look);
  });
});

describe("serving an uploaded image", () => {
  it.each([
    [`"${SHA}"`, true],
    [`W/"${SHA}"`, true],
    [`"x", "${SHA}"`, true],
    ["*", true],
    ['"other"', false],
    ["", false],
    [null, false],
  ])("If-None-Match %s matches: %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, SHA)).toBe(expected);
  });

  it("answers the bytes with their stored type, or 304 without them", async () => {
    const image = { bytes: new Uint8Array([1, 2, 3]), contentType: "image/gif", sha256: SHA };
    const full = toResponse(serveImage(image, null));
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/gif");
    expect(full.headers.get("etag")).toBe(imageEtag(SHA));
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(image.bytes);
    const cached = toResponse(serveImage(image, imageEtag(SHA)));
    expect(cached.status).toBe(304);
    expect(cached.headers.get("content-type")).toBeNull();
    expect(await cached.text()).toBe("");
  });
});
