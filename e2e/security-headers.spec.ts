import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { expect, takeCspViolations, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";

const port = Number(process.env.E2E_PORT ?? 3100);
const tenant = `http://demo.localhost:${port}`;

/** Records securitypolicyviolation events (the fixture also fails on "Refused to" console errors). */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

function expectPageHeaders(response: Response | null, options: { frameable: boolean }) {
  expect(response, "a response").not.toBeNull();
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
  expect(csp).not.toContain("unsafe-inline' 'strict"); // scripts by nonce, not 'unsafe-inline'
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("img-src 'self' https: data:");
  if (options.frameable) {
    expect(csp).toContain("frame-ancestors *");
    expect(headers["x-frame-options"]).toBeUndefined();
  } else {
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // `next start` is production.
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
}

test.describe("security headers", () => {
  test("every public page type carries the headers, hydrates, and reports no CSP violation", async ({ page }) => {
    await watchViolations(page);
    const pages: [string, boolean][] = [
      ["/", false],
      ["/login", false],
      ["/register", false],
      ["/forgot-password", false],
      ["/reset-password?token=nothing", false],
      ["/staff-login", false],
      ["/book/demo", false],
      ["/book/no-such-business", false],
      [`${tenant}/`, false],
      ["/embed/demo", true],
      [`${tenant}/embed`, true],
      ["/manage/not-a-real-token", false],
      ["/no-such-page", false],
    ];
    const nonces = new Set<string>();
    for (const [url, frameable] of pages) {
      const response = await page.goto(url);
      expectPageHeaders(response, { frameable });
      nonces.add(/'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"])![1]);
      // The scripts Next rendered carry this response's nonce (else the browser would refuse them).
      const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"])![1];
      const scriptNonces = await page
        .locator("script")
        .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).nonce));
      expect(scriptNonces, url).toContain(nonce);
      expect(await violations(page), url).toEqual([]);
    }
    expect(nonces.size, "a fresh nonce per response").toBe(pages.length);

    // The booking page hydrated: choosing a service moves the wizard on.
    await page.goto("/book/demo");
    await page.getByTestId("service-option").first().click();
    await expect(page.getByTestId("staff-option").first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("signed-in screens (charts included) carry the headers and report no CSP violation", async ({ page }) => {
    await watchViolations(page);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const url of [
      "/dashboard",
      "/dashboard/bookings",
      "/dashboard/services",
      "/dashboard/staff",
      "/dashboard/blackouts",
      "/dashboard/analytics",
      "/dashboard/setup",
      "/dashboard/white-label",
    ]) {
      const response = await page.goto(url);
      expectPageHeaders(response, { frameable: false });
      expect(await violations(page), url).toEqual([]);
    }
    // recharts drew its SVG under the CSP.
    await page.goto("/dashboard/analytics");
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the browser enforces the policy, and the suite notices when it does", async ({ page }) => {
    // Markup injected into the page's HTML (as a stored XSS would be), served with the real headers.
    await page.route("**/book/demo", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<body([^>]*)>/,
        '<body$1><script>window.__injected = true</script><img alt="" src="http://insecure.example/logo.png">',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/book/demo");
    await expect.poll(() => takeCspViolations().join("\n"), { timeout: 5000 }).toContain("script-src");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    takeCspViolations();
  });

  test("API responses and static files carry nosniff and the referrer policy", async ({ request }) => {
    for (const url of ["/api/public/businesses/demo/availability?serviceId=x&staffId=y", "/embed.js"]) {
      const response = await request.get(url);
      expect(response.headers()["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers()["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    }
  });
});

/** A raw HTTP request, so Host and X-Forwarded-For are exactly what a remote client would send. */
function rawRequest(
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
  timeoutMs = 30_000,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: options.method ?? "GET", path: options.path, headers: options.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(options.body);
  });
}

test.describe("the development mail viewer", () => {
  test("answers only a loopback request", async () => {
    expect((await rawRequest({ path: "/dev/mail", headers: { host: `localhost:${port}` } })).status).toBe(200);
    expect((await rawRequest({ path: "/dev/mail", headers: { host: `127.0.0.1:${port}` } })).status).toBe(200);
    // Another host name, or a request a proxy forwarded from elsewhere.
    expect((await rawRequest({ path: "/dev/mail", headers: { host: `demo.localhost:${port}` } })).status).toBe(404);
    expect((await rawRequest({ path: "/dev/mail", headers: { host: "bookingpro.example" } })).status).toBe(404);
    const forwarded = { host: `localhost:${port}`, "x-forwarded-for": "203.0.113.9" };
    expect((await rawRequest({ path: "/dev/mail", headers: forwarded })).status).toBe(404);
    const chain = { host: `localhost:${port}`, "x-forwarded-for": "127.0.0.1, 203.0.113.9" };
    expect((await rawRequest({ path: "/dev/mail", headers: chain })).status).toBe(404);
  });
});

test.describe("server actions given malformed requests", () => {
  /** A real action id from the build, e.g. the sign-in form's. */
  function actionId(name: string): string {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8"),
    ) as { node: Record<string, { exportedName?: string }> };
    const entry = Object.entries(manifest.node).find(([, value]) => value.exportedName === name);
    if (!entry) throw new Error(`no action ${name} in the build`);
    return entry[0];
  }

  test("answer 4xx, never 500", async () => {
    const signIn = actionId("signInAction");
    const origin = `http://localhost:${port}`;
    const post = (headers: Record<string, string>, body: string) =>
      rawRequest({
        method: "POST",
        path: "/login",
        headers: { host: `localhost:${port}`, origin, "content-type": "text/plain;charset=UTF-8", ...headers },
        body,
      });
    const cases: [Record<string, string>, string][] = [
      [{ "next-action": "00deadbeef" }, "[]"],
      [{ "next-action": "7f".padEnd(42, "0") }, "[null,{}]"],
      [{ "next-action": signIn }, "{not json"],
      [{ "next-action": signIn }, "null"],
      [{ "next-action": signIn }, '"abc"'],
      [{ "next-action": signIn }, "42"],
      [{ "next-action": signIn }, '{"email":"a"}'],
      [{ "next-action": signIn }, "[1,2]"],
      [{ "next-action": signIn }, '[null,{"email":{"a":[1]},"password":[1,2]}]'],
      [{ "next-action": signIn }, JSON.stringify([null, { email: "x".repeat(100_000) }])],
      [{ "next-action": signIn, origin: "http://evil.example" }, "[null,{}]"],
      [{ "next-action": signIn, origin: "null" }, "[null,{}]"],
      [{ "next-action": signIn, "content-type": "application/json" }, "[null,{}]"],
    ];
    for (const [headers, body] of cases) {
      const response = await post(headers, body);
      const label = `${JSON.stringify(headers)} ${body.slice(0, 60)}`;
      expect(response.status, label).toBeLessThan(500);
      if (response.status === 200) {
        // Decoded and refused by the action wrapper: a failed result, not an error.
        expect(response.body, label).toContain('"ok":false');
      } else {
        expect(response.status, label).toBeGreaterThanOrEqual(400);
      }
    }
  });
});
