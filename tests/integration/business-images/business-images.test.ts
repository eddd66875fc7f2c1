import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getImage } from "@/app/api/public/businesses/[slug]/images/[kind]/[sha]/route";
import { runAction } from "@/lib/actions/action";
import {
  IMAGE_REMOVED_MESSAGES,
  IMAGE_UPLOADED_MESSAGES,
  removeBusinessImage,
  uploadBusinessImage,
} from "@/lib/business-images/actions";
import { loadUser } from "@/lib/auth/load-user";
import { findPublicBookingPage } from "@/lib/booking-page/queries";
import { getCustomizeSettings } from "@/lib/business/customization-queries";
import { listBusinessImages } from "@/lib/business-images/queries";
import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { setDatabaseHandle } from "@/db";
import { businessImages, businesses, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { customizationSchema } from "@/lib/business/settings-schema";
import {
  IMAGE_KIND_MESSAGE,
  IMAGE_MISSING_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "@/lib/business-images/schema";
import {
  decodedJpegSize,
  editorSegments,
  EXIF_CAMERA,
  exifWithGps,
  imageFile,
  paddedPng,
  photoJpeg,
  tinyGif,
  tinyJpeg,
  tinyPng,
  tinyWebp,
  withJpegSegments,
} from "../../support/images";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;
const LOGO_URL = "https://cdn.example.com/logo.png";

/** The form the Branding tab posts: kind and file. */
function upload(kind: string, bytes: Uint8Array, name = "image.png", type = "image/png"): FormData {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", imageFile(bytes, name, type));
  return form;
}

function fetchImage(slug: string, kind: string, sha: string, headers: HeadersInit = {}) {
  return getImage(new Request(`http://localhost/api/public/businesses/${slug}/images/${kind}/${sha}`, { headers }), {
    params: Promise.resolve({ slug, kind, sha }),
  });
}

const shaOf = (url: string) => url.split("/").at(-1)!;

describe.each(databaseKinds)("uploaded logo and header image on %s", (kind) => {
  let database: TestDatabase;
  let demoId: string;
  let otherId: string;
  const userIds: Record<string, string> = {};
  const asUser = async (email: string) => loadUser(database.db, userIds[email]);
  const rowsOf = (businessId: string) =>
    database.db.select().from(businessImages).where(eq(businessImages.businessId, businessId));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    const [demo] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    demoId = demo.id;
    otherId = (await insertBusiness(database.db, { slug: "other", name: "Other Salon" })).id;
    await database.db.insert(users).values({
      email: `other-owner-${kind}@example.com`,
      name: "Olive",
      role: "owner",
      passwordHash: "x",
      businessId: otherId,
    });
    for (const row of await database.db.select({ id: users.id, email: users.email }).from(users)) {
      userIds[row.email] = row.id;
    }
  });

  beforeEach(async () => {
    await database.db.delete(businessImages);
    await database.db.update(businesses).set({ customization: customizationSchema.parse({}) });
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database.drop();
  });

  it("stores the owner's logo, decided by its bytes, and serves it with the headers an image needs", async () => {
    const png = tinyPng(20, 8);
    // The browser's name and type are ignored: the bytes are a PNG.
    const result = await runAction(
      uploadBusinessImage,
      await asUser(OWNER.email),
      upload("logo", png, "x.gif", "text/html"),
    );
    expect(result).toMatchObject({ ok: true, message: IMAGE_UPLOADED_MESSAGES.logo });
    if (!result.ok) return;
    const url = result.data!.url;
    expect(url).toMatch(new RegExp(`^/api/public/businesses/${DEMO_BUSINESS_SLUG}/images/logo/[0-9a-f]{64}$`));

    const [row] = await rowsOf(demoId);
    expect(row).toMatchObject({ kind: "logo", contentType: "image/png", byteSize: png.length, sha256: shaOf(url) });
    expect(Buffer.from(row.bytes).equals(png)).toBe(true);

    const response = await fetchImage(DEMO_BUSINESS_SLUG, "logo", shaOf(url));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(png.length),
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${shaOf(url)}"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "content-disposition": "inline",
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it("answers 304 with no body when the browser already has this image", async () => {
    const result = await runAction(uploadBusinessImage, await asUser(OWNER.email), upload("logo", tinyPng()));
    const sha = shaOf(result.ok ? result.data!.url : "");
    for (const ifNoneMatch of [`"${sha}"`, `W/"${sha}"`, `"other", "${sha}"`, sha]) {
      const response = await fetchImage(DEMO_BUSINESS_SLUG, "logo", sha, { "if-none-match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("etag")).toBe(`"${sha}"`);
      expect(await response.text()).toBe("");
    }
    expect((await fetchImage(DEMO_BUSINESS_SLUG, "logo", sha, { "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("stores a phone photo without its EXIF (GPS, camera), XMP, IPTC and comment, hashed as stored", async () => {
    const photo = photoJpeg(32, 24);
    const uploaded = withJpegSegments(photo, [exifWithGps(), ...editorSegments()]);
    const result = await runAction(
      uploadBusinessImage,
      await asUser(OWNER.email),
      upload("header", uploaded, "IMG_0001.jpg", "image/jpeg"),
    );
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;

    const [row] = await rowsOf(demoId);
    const stored = Buffer.from(row.bytes);
    expect(stored.equals(photo)).toBe(true);
    for (const trace of ["Exif", EXIF_CAMERA, "ns.adobe.com", "Photoshop", "Secret Street"]) {
      expect(stored.includes(trace)).toBe(false);
    }
    expect(decodedJpegSize(stored)).toEqual({ width: 32, height: 24 });
    const sha256 = createHash("sha256").update(stored).digest("hex");
    expect(row).toMatchObject({ contentType: "image/jpeg", byteSize: stored.length, sha256 });
    expect(shaOf(result.data!.url)).toBe(sha256);
    const served = await fetchImage(DEMO_BUSINESS_SLUG, "header", sha256);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  it("refuses an image that is cut short (its metadata cannot be vouched for), storing nothing", async () => {
    const cut = withJpegSegments(photoJpeg(), [exifWithGps()]).subarray(0, 200);
    expect(await runAction(uploadBusinessImage, await asUser(OWNER.email), upload("logo", cut))).toMatchObject({
      ok: false,
      fieldErrors: { file: IMAGE_TYPE_MESSAGE },
    });
    expect(await rowsOf(demoId)).toEqual([]);
  });

  it("lets a manager upload too, and accepts JPEG, WebP and GIF by their bytes", async () => {
    const manager = await asUser(MANAGER.email);
    const cases = [
      [tinyJpeg(), "image/jpeg"],
      [tinyWebp(), "image/webp"],
      [tinyGif(), "image/gif"],
    ] as const;
    for (const [bytes, type] of cases) {
      const result = await runAction(uploadBusinessImage, manager, upload("header", bytes, "upload.bin", ""));
      expect(result, type).toMatchObject({ ok: true, message: IMAGE_UPLOADED_MESSAGES.header });
      expect((await rowsOf(demoId))[0]).toMatchObject({ kind: "header", contentType: type });
    }
  });

  it("refuses staff and signed-out callers, storing nothing", async () => {
    expect(await runAction(uploadBusinessImage, await asUser(STAFF.email), upload("logo", tinyPng()))).toEqual({
      ok: false,
      code: "forbidden",
      error: FORBIDDEN_MESSAGE,
    });
    expect(await runAction(uploadBusinessImage, null, upload("logo", tinyPng()))).toEqual({
      ok: false,
      code: "unauthenticated",
      error: NOT_SIGNED_IN_MESSAGE,
    });
    expect(await runAction(removeBusinessImage, await asUser(STAFF.email), { kind: "logo" })).toEqual({
      ok: false,
      code: "forbidden",
      error: FORBIDDEN_MESSAGE,
    });
    expect(await rowsOf(demoId)).toEqual([]);
  });

  it.each([
    ["SVG", '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "logo.svg"],
    ["HTML renamed .png", "<!doctype html><html><script>alert(1)</script></html>", "logo.png"],
    ["a PDF", "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n", "logo.png"],
  ])("refuses %s with a field error, keeping the image already there", async (_label, text, name) => {
    const owner = await asUser(OWNER.email);
    await runAction(uploadBusinessImage, owner, upload("logo", tinyPng()));
    const before = await rowsOf(demoId);
    const result = await runAction(uploadBusinessImage, owner, upload("logo", new TextEncoder().encode(text), name));
    expect(result).toEqual({
      ok: false,
      code: "invalid",
      error: IMAGE_TYPE_MESSAGE,
      fieldErrors: { file: IMAGE_TYPE_MESSAGE },
    });
    expect(await rowsOf(demoId)).toEqual(before);
  });

  it("refuses an image over 2 MB (one just at 2 MB is fine), and a missing file or kind", async () => {
    const owner = await asUser(OWNER.email);
    const tooLarge = await runAction(uploadBusinessImage, owner, upload("logo", paddedPng(2.5 * 1024 * 1024)));
    expect(tooLarge).toMatchObject({
      ok: false,
      error: IMAGE_TOO_LARGE_MESSAGE,
      fieldErrors: { file: IMAGE_TOO_LARGE_MESSAGE },
    });
    const oneOver = await runAction(uploadBusinessImage, owner, upload("logo", paddedPng(MAX_IMAGE_BYTES + 1)));
    expect(oneOver).toMatchObject({ ok: false, error: IMAGE_TOO_LARGE_MESSAGE });
    expect(await rowsOf(demoId)).toEqual([]);
    expect(await runAction(uploadBusinessImage, owner, upload("logo", paddedPng(MAX_IMAGE_BYTES)))).toMatchObject({
      ok: true,
    });

    const noFile = new FormData();
    noFile.set("kind", "logo");
    expect(await runAction(uploadBusinessImage, owner, noFile)).toMatchObject({
      ok: false,
      fieldErrors: { file: IMAGE_MISSING_MESSAGE },
    });
    expect(await runAction(uploadBusinessImage, owner, upload("favicon", tinyPng()))).toMatchObject({
      ok: false,
      fieldErrors: { kind: IMAGE_KIND_MESSAGE },
    });
  });

  it("writes only to the session's business, and another business's address never serves it", async () => {
    const other = await asUser(`other-owner-${kind}@example.com`);
    const theirs = await runAction(uploadBusinessImage, other, upload("logo", tinyPng(3, 3, [1, 2, 3])));
    const theirSha = shaOf(theirs.ok ? theirs.data!.url : "");

    // A's owner, with B's id in the form: A's image is written, B's untouched.
    const form = upload("logo", tinyPng(3, 3, [9, 9, 9]));
    form.set("businessId", otherId);
    const mine = await runAction(uploadBusinessImage, await asUser(OWNER.email), form);
    const mySha = shaOf(mine.ok ? mine.data!.url : "");
    expect((await rowsOf(otherId)).map((row) => row.sha256)).toEqual([theirSha]);
    expect((await rowsOf(demoId)).map((row) => row.sha256)).toEqual([mySha]);

    // Each hash is served under its own business only; the other's address answers as an unknown one.
    expect((await fetchImage("other", "logo", theirSha)).status).toBe(200);
    const crossed = await fetchImage("other", "logo", mySha);
    expect(crossed.status).toBe(404);
    expect(await crossed.json()).toEqual(await (await fetchImage("other", "logo", "f".repeat(64))).json());
    expect((await fetchImage(DEMO_BUSINESS_SLUG, "logo", theirSha)).status).toBe(404);

    // Removing is the session's business's too.
    await runAction(removeBusinessImage, await asUser(OWNER.email), { kind: "logo", businessId: otherId });
    expect((await rowsOf(otherId)).map((row) => row.sha256)).toEqual([theirSha]);
    expect(await rowsOf(demoId)).toEqual([]);
  });

  it.each([
    ["an unknown business", "nobody", "logo", "a".repeat(64)],
    ["an unknown kind", DEMO_BUSINESS_SLUG, "favicon", "a".repeat(64)],
    ["a malformed hash", DEMO_BUSINESS_SLUG, "logo", "../../etc"],
    ["a malformed business id", "../x", "logo", "a".repeat(64)],
  ])("answers 404 JSON for %s", async (_label, slug, imageKind, sha) => {
    const response = await fetchImage(slug, imageKind, sha);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: "not_found" });
  });

  it("makes an uploaded image win over the address everywhere the page is shown, until removed", async () => {
    const owner = await asUser(OWNER.email);
    await database.db
      .update(businesses)
      .set({ customization: customizationSchema.parse({ logo: LOGO_URL, headerImage: LOGO_URL }) })
      .where(eq(businesses.id, demoId));
    const logo = await runAction(uploadBusinessImage, owner, upload("logo", tinyPng()));
    const logoUrl = logo.ok ? logo.data!.url : "";
    const old = shaOf(logoUrl);

    const page = await findPublicBookingPage({ kind: "id", slug: DEMO_BUSINESS_SLUG });
    expect(page?.customization).toMatchObject({ logo: logoUrl, headerImage: LOGO_URL });
    expect(page).not.toHaveProperty("images");
    const settings = await getCustomizeSettings(database.db, demoId);
    // The form keeps the typed addresses; the uploads are beside them.
    expect(settings?.customization).toMatchObject({ logo: LOGO_URL });
    expect(settings?.uploadedImages).toEqual({ logo: logoUrl, header: null });

    // A new upload gets a new address; the old one is gone.
    const next = await runAction(uploadBusinessImage, owner, upload("logo", tinyPng(5, 5)));
    expect(next.ok && shaOf(next.data!.url)).not.toBe(old);
    expect((await fetchImage(DEMO_BUSINESS_SLUG, "logo", old)).status).toBe(404);

    expect(await runAction(removeBusinessImage, owner, { kind: "logo" })).toMatchObject({
      ok: true,
      message: IMAGE_REMOVED_MESSAGES.logo,
    });
    const after = await findPublicBookingPage({ kind: "id", slug: DEMO_BUSINESS_SLUG });
    expect(after?.customization.logo).toBe(LOGO_URL);
  });

  it("keeps the image when the database is opened again", async () => {
    const png = tinyPng(7, 3);
    const result = await runAction(uploadBusinessImage, await asUser(OWNER.email), upload("header", png));
    const sha = shaOf(result.ok ? result.data!.url : "");
    if (database.options.kind === "pglite") return; // in memory: the file-based test below reopens one
    const second = openDatabase(database.options);
    try {
      const [row] = await second.db.select().from(businessImages).where(eq(businessImages.businessId, demoId));
      expect(row.sha256).toBe(sha);
      expect(Buffer.from(row.bytes).equals(png)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe("uploaded images on a file-based PGlite", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bookingpro-images-"));
  const dir = path.join(folder, "pglite");

  afterAll(() => {
    setDatabaseHandle(undefined);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("survives closing and reopening the database", async () => {
    const png = tinyPng(12, 4, [14, 165, 233]);
    const first = openDatabase({ kind: "pglite", dir });
    await runMigrations(first);
    await seedDemoData(first.db);
    const [owner] = await first.db.select().from(users).where(eq(users.email, OWNER.email));
    const result = await runAction(
      uploadBusinessImage,
      await loadUser(first.db, owner.id),
      upload("logo", png),
      first.db,
    );
    expect(result.ok).toBe(true);
    const sha = shaOf(result.ok ? result.data!.url : "");
    await first.close();

    const reopened = openDatabase({ kind: "pglite", dir });
    setDatabaseHandle(reopened);
    try {
      const [business] = await reopened.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
      expect(await listBusinessImages(reopened.db, business.id)).toEqual([{ kind: "logo", sha256: sha }]);
      const response = await fetchImage(DEMO_BUSINESS_SLUG, "logo", sha);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    } finally {
      setDatabaseHandle(undefined);
      await reopened.close();
    }
  });
});
