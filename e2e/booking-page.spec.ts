import { expect, test } from "./support/test";

const port = Number(process.env.E2E_PORT ?? 3100);

test.describe("public booking page", () => {
  test("/book/demo shows the business, its information and its services", async ({ page }) => {
    const response = await page.goto("/book/demo");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Bella Beauty Studio" })).toBeVisible();
    const info = page.locator("details", { hasText: "Business Information" });
    await expect(info).toContainText("12 King Street, Manchester");
    await expect(info).toContainText("Thursday");
    await expect(info).toContainText("09:00 - 18:00");
    await expect(page.getByTestId("service-option")).toHaveCount(6);
    await expect(page.getByTestId("service-option").filter({ hasText: "Beard Trim" })).toContainText("£18");
    await expect(page.getByTestId("service-option").filter({ hasText: "Beard Trim" })).toContainText("15");
    await expect(page.getByText("Powered by")).toBeVisible();
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
