import { paddedPng, tinyPng } from "../tests/support/images";
import { DEMO, signIn } from "./support/auth";
import { expect, expectAccessible, test, type Locator, type Page } from "./support/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const preview = (page: Page) => page.getByTestId("customize-preview");
const IMAGE_PATH = /^\/api\/public\/businesses\/demo\/images\/logo\/[0-9a-f]{64}$/;
const TYPE_ERROR = "Upload a PNG, JPEG, WebP or GIF image.";
const SIZE_ERROR = "The image must be 2 MB or smaller.";

async function openBranding(page: Page) {
  await page.goto("/dashboard/customize");
  await page.getByRole("tab", { name: "Branding" }).click();
  await expect(page.getByRole("tab", { name: "Branding" })).toHaveAttribute("aria-selected", "true");
}

/** The image really loaded (not blocked by the CSP, not a broken link). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(40);
}

/** The logo the public page shows now (its src), or null. */
async function publicLogo(page: Page): Promise<string | null> {
  await page.goto("/book/demo");
  const logo = page.getByRole("img", { name: "Bella Beauty Studio logo" });
  return (await logo.count()) ? logo.getAttribute("src") : null;
}

test.describe("logo upload on the Branding tab", () => {
  test("an owner uploads a PNG logo; the preview and every public view show it; bad files are refused; Remove works", async ({
    page,
    context,
  }) => {
    // Many screens, each checked by axe.
    test.setTimeout(240_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    // Sign-in hashes a password: slow on a busy machine.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await openBranding(page);
    await expect(page.getByText("Recommended size: 200x80 pixels", { exact: false })).toBeVisible();
    await expect(page.getByText("Recommended size: 1200x400 pixels", { exact: false })).toBeVisible();
    const upload = page.getByLabel("Upload logo");
    try {
      await upload.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: tinyPng(40, 16) });
      await expect(page.getByTestId("toast").filter({ hasText: "Your logo has been uploaded." })).toBeVisible();
      // At once in the field and in the preview, without Save Changes.
      const uploaded = page.getByRole("img", { name: "Uploaded logo" });
      await expectLoaded(uploaded);
      expect(await uploaded.getAttribute("src")).toMatch(IMAGE_PATH);
      await expectLoaded(preview(page).getByRole("img", { name: "Bella Beauty Studio logo" }));
      await expect(page.getByText("All changes saved.")).toBeVisible();
      await expectAccessible(page);

      // The public page and the tenant subdomain show it (same-origin, allowed by their CSP); the
      // embeddable form has no header, but its tab icon is the logo too.
      const visitor = await context.newPage();
      for (const url of ["/book/demo", `http://demo.localhost:${port}/`]) {
        await visitor.goto(url);
        const logo = visitor.getByRole("img", { name: "Bella Beauty Studio logo" });
        await expectLoaded(logo);
        expect(await logo.getAttribute("src"), url).toMatch(IMAGE_PATH);
        await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute("href", IMAGE_PATH);
      }
      await visitor.goto("/embed/demo");
      const icon = await visitor.locator('link[rel="icon"]').getAttribute("href");
      expect(icon).toMatch(IMAGE_PATH);
      const served = await visitor.request.get(icon!);
      expect(served.status()).toBe(200);
      expect(served.headers()).toMatchObject({
        "content-type": "image/png",
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      });
      const shown = await publicLogo(visitor);

      // Refused: too large (sent, and answered by the server), a real SVG, HTML named .png.
      const refused = [
        [{ name: "big.png", mimeType: "image/png", buffer: paddedPng(2.5 * 1024 * 1024) }, SIZE_ERROR],
        [
          {
            name: "logo.svg",
            mimeType: "image/svg+xml",
            buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          },
          TYPE_ERROR,
        ],
        [
          {
            name: "logo.png",
            mimeType: "image/png",
            buffer: Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
          },
          TYPE_ERROR,
        ],
      ] as const;
      for (const [file, message] of refused) {
        await upload.setInputFiles(file);
        await expect(upload).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
        await expect(upload).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText(message)).toBeVisible();
        expect(await publicLogo(visitor), file.name).toBe(shown);
      }
      await expectAccessible(page);

      // Remove: the field, the preview and the public page lose it.
      await page.getByRole("button", { name: "Remove uploaded logo" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Your uploaded logo has been removed." })).toBeVisible();
      await expect(page.getByRole("img", { name: "Uploaded logo" })).toHaveCount(0);
      await expect(preview(page).locator("img")).toHaveCount(0);
      expect(await publicLogo(visitor)).toBeNull();
      await visitor.close();
    } finally {
      // Leave the demo business as the other specs expect it.
      await openBranding(page);
      const remove = page.getByRole("button", { name: "Remove uploaded logo" });
      if (await remove.count()) {
        await remove.click();
        await expect(page.getByRole("img", { name: "Uploaded logo" })).toHaveCount(0);
      }
    }
  });
});
