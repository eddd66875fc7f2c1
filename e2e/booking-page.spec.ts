import { expect, expectAccessible, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";

const port = Number(process.env.E2E_PORT ?? 3100);

test.describe("public booking page", () => {
  test("/book/demo shows the business, its information and its services", async ({ page }) => {
    const response = await page.goto("/book/demo");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Bella Beauty Studio" })).toBeVisible();
    const info = page.getByTestId("business-info");
    await expect(info.getByRole("heading", { name: "Business Information" })).toBeVisible();
    await expect(info).toContainText("12 King Street, Manchester");
    await expect(info).toContainText("Thursday");
    await expect(info).toContainText("09:00–18:00");
    await expect(page.getByTestId("service-option")).toHaveCount(6);
    await expect(page.getByTestId("service-option").filter({ hasText: "Beard Trim" })).toContainText("£18");
    await expect(page.getByTestId("service-option").filter({ hasText: "Beard Trim" })).toContainText("15");
    await expect(page.getByText("Powered by")).toBeVisible();
    // Every page has an icon: the app's own here (the demo has no logo), and /favicon.ico for the browsers that ask.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/icon.svg");
    const favicon = await page.request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toMatch(/icon/);
  });

  test("a visit is answered from the page cache with its own nonce; an owner's change shows on the next visit", async ({
    page,
    request,
  }) => {
    const visit = async () => {
      const response = await request.get("/book/demo");
      expect(response.status()).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"])![1];
      return { cache: response.headers()["x-bookingpro-page-cache"], nonce, html: await response.text() };
    };
    const first = await visit();
    const second = await visit();
    expect(second.cache).toBe("hit");
    expect(second.nonce).not.toBe(first.nonce);
    // Every script of the kept copy carries this response's nonce; the page is the same page.
    const scriptNonces = [...second.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
    expect(scriptNonces.length).toBeGreaterThan(3);
    expect(new Set(scriptNonces)).toEqual(new Set([second.nonce]));
    expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));

    // The owner changes a price: the next visit is rendered again and shows it, and the page still works.
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const setBeardTrimPrice = async (price: string) => {
      await page.goto("/dashboard/services");
      const card = page.getByTestId("service-card").filter({ hasText: "Beard Trim" });
      await card.getByRole("button", { name: "Edit Beard Trim" }).click();
      await expect(page.getByLabel("Service Name")).toBeFocused();
      await page.getByLabel("Price (£)").fill(price);
      await page.getByRole("button", { name: "Update Service" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Service Updated" })).toBeVisible();
    };
    await setBeardTrimPrice("19");
    try {
      const changed = await visit();
      expect(changed.cache).toBe("miss");
      expect((await visit()).cache).toBe("hit");
      await page.goto("/book/demo");
      const beardTrim = page.getByTestId("service-option").filter({ hasText: "Beard Trim" });
      await expect(beardTrim).toContainText("£19");
      await beardTrim.click();
      await expect(page.getByTestId("staff-option").first()).toBeVisible();
    } finally {
      await setBeardTrimPrice("18");
    }
    await page.goto("/book/demo");
    await expect(page.getByTestId("service-option").filter({ hasText: "Beard Trim" })).toContainText("£18");
  });

  test("at 1280 px the business information is open beside the booking card", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/book/demo");
    const info = page.getByTestId("business-info");
    await expect(info).toBeVisible();
    await expect(info).toContainText("Opening hours");
    await expect(info.getByRole("link", { name: /Get directions/ })).toBeVisible();
    await expect(page.getByTestId("business-info-summary")).toBeHidden();
    const card = await page.getByTestId("wizard-card").boundingBox();
    const panel = await info.boundingBox();
    expect(card && panel).toBeTruthy();
    // Beside, not below: the panel starts right of the card, at about the same height.
    expect(panel!.x).toBeGreaterThanOrEqual(card!.x + card!.width);
    expect(Math.abs(panel!.y - card!.y)).toBeLessThan(40);
  });

  test.describe("on a phone (390 × 844)", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a one-line summary under the header folds out to the full information; services start near the top", async ({
      page,
    }) => {
      await page.goto("/book/demo");
      await expect(page.getByTestId("business-info")).toBeHidden();
      const details = page.getByTestId("business-info-summary");
      const summary = details.locator("summary");
      await expect(summary).toBeVisible();
      await expect(summary).toContainText(
        /^Business Information: 12 King Street, Manchester M2 4WU\s·\s(Open today \d\d:\d\d–\d\d:\d\d|Closed today)\s·\s0161 496 0000$/,
      );
      await expect(details).not.toHaveAttribute("open");
      await expect(details.getByText("Opening hours")).toBeHidden();

      // Reading order is visual order: header, summary, then the services.
      const header = await page.locator("header").first().boundingBox();
      const summaryBox = await summary.boundingBox();
      const firstService = await page.getByTestId("service-option").first().boundingBox();
      expect(summaryBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(firstService!.y).toBeGreaterThan(summaryBox!.y + summaryBox!.height);
      expect(firstService!.y).toBeLessThan(420);

      await summary.click();
      await expect(details).toHaveAttribute("open");
      await expect(details.getByText("Opening hours")).toBeVisible();
      await expect(details).toContainText("Sunday");
      await expect(details).toContainText("10:00–15:00");
      const directions = details.getByRole("link", { name: /Get directions/ });
      await expect(directions).toHaveAttribute(
        "href",
        "https://www.google.com/maps/search/?api=1&query=12%20King%20Street%2C%20Manchester%20M2%204WU",
      );
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(directions).toHaveAttribute("rel", /noopener/);
      await expect(details.getByRole("link", { name: "0161 496 0000" })).toHaveAttribute("href", "tel:01614960000");
      await expectAccessible(page);

      // The keyboard folds it away and out again.
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(details).not.toHaveAttribute("open");
      await page.keyboard.press("Enter");
      await expect(details).toHaveAttribute("open");
      await expect(details.getByText("Opening hours")).toBeVisible();
    });
  });

  test("the skip link is the first Tab stop and moves focus to the booking section", async ({ page }) => {
    await page.goto("/book/demo");
    await expect(page.getByRole("main")).toHaveCount(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to booking" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#booking")).toBeFocused();
    await expect(page.locator("#booking").getByTestId("service-option").first()).toBeVisible();
  });

  test("the embed has one main landmark and the same skip link", async ({ page }) => {
    await page.goto("/embed/demo");
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("main").getByTestId("service-option")).toHaveCount(6);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to booking" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#booking")).toBeFocused();
    await expectAccessible(page);
  });

  test("an unknown business shows 'Business Not Found'", async ({ page }) => {
    const response = await page.goto("/book/no-such-business");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();
    await expect(page.getByText("The booking page you're looking for doesn't exist.")).toBeVisible();

    await page.goto("/embed/no-such-business");
    await expect(page.getByText("The booking form you're looking for doesn't exist.")).toBeVisible();
  });

  test("a tenant host serves that business's booking page and form", async ({ page }) => {
    await page.goto(`http://demo.localhost:${port}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Bella Beauty Studio" })).toBeVisible();
    await expect(page.getByTestId("service-option").first()).toBeVisible();

    await page.goto(`http://DEMO.localhost:${port}/embed`);
    await expect(page.getByRole("heading", { name: "Select Service" })).toBeVisible();
    await expect(page.getByTestId("service-option")).toHaveCount(6);
  });

  test("an unknown tenant host gets 'Business Not Found', not an error", async ({ page }) => {
    const response = await page.goto(`http://nobody.localhost:${port}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();
  });

  test("a foreign host whose first label is a business's slug is 'Business Not Found', with no form", async ({
    request,
  }) => {
    // Anyone can point demo.evil.example at our servers: it must not become the demo business's site.
    for (const host of [`demo.evil.example:${port}`, `demo.localhost.evil.example:${port}`, "demo"]) {
      for (const path of ["/", "/embed", "/login", "/staff-login", "/register", "/forgot-password"]) {
        const response = await request.get(path, { headers: { host } });
        expect(response.status(), `${host} ${path}`).toBe(404);
        const html = await response.text();
        expect(html, `${host} ${path}`).toContain("Business Not Found");
        expect(html, `${host} ${path}`).not.toMatch(/<form|type="password"|Bella Beauty/i);
        expect(response.headers()["set-cookie"] ?? "", `${host} ${path}`).not.toMatch(/authjs/);
      }
    }
    // The same business on its own subdomain of the platform still has its pages.
    const own = await request.get("/staff-login", { headers: { host: `demo.localhost:${port}` } });
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain('type="password"');
  });

  test("'Powered by BookingPro' leads to BookingPro itself, from a tenant's own host and out of the embed", async ({
    page,
  }) => {
    await page.goto(`http://demo.localhost:${port}/`);
    const link = page.getByRole("link", { name: "BookingPro", exact: true });
    await expect(link).toHaveAttribute("href", `http://localhost:${port}/`);
    await link.click();
    await expect(page).toHaveURL(`http://localhost:${port}/`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Bella Beauty Studio");

    await page.goto(`http://demo.localhost:${port}/embed`);
    const embedded = page.getByRole("link", { name: "BookingPro", exact: true });
    await expect(embedded).toHaveAttribute("target", "_blank");
    await expect(embedded).toHaveAttribute("href", `http://localhost:${port}/`);
  });

  test("an address without a page is a branded 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(`http://localhost:${port}/`);
  });

  test("the internal tenant routes are not reachable directly", async ({ request }) => {
    const response = await request.get("/site/book/demo.localhost");
    expect(response.status()).toBe(404);
  });

  test("bad Host headers never produce a server error", async ({ request }) => {
    const hosts = [
      "",
      "..",
      "x".repeat(300),
      "DEMO.LOCALHOST",
      `demo.localhost:${port}`,
      "[::1]",
      "[::1]:3000",
      "a..b",
      "demo.localhost:notaport",
    ];
    for (const host of hosts) {
      for (const path of ["/", "/embed", "/book/demo"]) {
        const response = await request.get(path, { headers: { host } });
        expect(response.status(), `${host} ${path}`).toBeLessThan(500);
      }
    }
  });
});
