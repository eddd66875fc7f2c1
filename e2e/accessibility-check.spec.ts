import { expect, expectAccessible, test } from "./support/test";

// The suite's own accessibility check (e2e/support/test.ts) must still fail on a violation, on a page without
// frames (axe-core in the page) and inside a frame (@axe-core/playwright).
test.describe("the accessibility check", () => {
  test("fails on a field without a label, in the page and inside a frame", async ({ page }) => {
    await page.goto("/login");

    await page.evaluate(() => {
      const field = document.createElement("input");
      field.id = "unlabelled-field";
      document.querySelector("main")!.append(field);
    });
    await expect(expectAccessible(page)).rejects.toThrow(/label \(critical\)[\s\S]*#unlabelled-field/);
    await page.evaluate(() => document.getElementById("unlabelled-field")!.remove());
    await expectAccessible(page);

    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.title = "A frame with a violation";
      frame.srcdoc = '<!doctype html><html lang="en"><title>Frame</title><body><input id="framed-field"></body></html>';
      document.querySelector("main")!.append(frame);
    });
    await expect(page.frameLocator("iframe").locator("#framed-field")).toBeAttached();
    await expect(expectAccessible(page)).rejects.toThrow(/label \(critical\)[\s\S]*#framed-field/);
    await page.evaluate(() => document.querySelector("iframe")!.remove());
  });
});
