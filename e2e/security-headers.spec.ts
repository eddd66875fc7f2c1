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
      "/dashboard/resources",
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

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A raw HTTP request, so Host, X-Forwarded-For and the path are exactly what a remote client would send
 * (a browser or fetch would fix a malformed escape before sending it). `chunks` sends the body chunked.
 */
function rawRequest(
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; chunks?: string[] },
  timeoutMs = 30_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: options.method ?? "GET", path: options.path, headers: options.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    for (const chunk of options.chunks ?? []) request.write(chunk);
    request.end(options.body);
  });
}

/** The headers a page's refusal carries too: the CSP (framed by no one), X-Frame-Options and nosniff. */
function expectRefusalHeaders(response: RawResponse, label: string) {
  expect(response.headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
  expect(response.headers["content-security-policy"], label).toMatch(/script-src 'self' 'nonce-/);
  expect(response.headers["x-frame-options"], label).toBe("DENY");
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
}

/** A `{ error, code }` JSON answer (lib/http/json-response.ts). */
function expectJsonError(response: RawResponse, status: number, code: string, label: string) {
  expect(response.status, label).toBe(status);
  expect(response.headers["content-type"], label).toMatch(/^application\/json/);
  expect(JSON.parse(response.body), label).toEqual({ error: expect.any(String), code });
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
}

test.describe("malformed and hostile requests", () => {
  const host = { host: `localhost:${port}` };

  test("a path with a malformed percent-escape is a 400, never Next's bare 500", async () => {
    for (const path of [
      "/api/public/businesses/%E0/availability",
      "/api/public/businesses/%/bookings",
      "/api/public/businesses/demo/images/logo/%E0",
      "/api/calendar/ical/%E0",
      "/api/calendar/ical/%E0/staff/%",
      "/api/calendar/export/%E0",
      "/api/customers/%E0/export",
      "/api/auth/%",
      "/api/no-such-route/%ZZ",
    ]) {
      expectJsonError(await rawRequest({ path, headers: host }), 400, "invalid", path);
    }
    for (const path of [
      "/manage/%E0%A4%A",
      "/manage/%E0%A4%A/calendar.ics",
      "/book/%",
      "/embed/%E0",
      "/dashboard/%ZZ",
      "/dashboard/customers/%E0",
      "/%",
      "/site/%",
      "/_next/%E0",
    ]) {
      const response = await rawRequest({ path, headers: host });
      expect(response.status, path).toBe(400);
      expectRefusalHeaders(response, path);
    }
    // A well-formed escape of a '%' is an ordinary unknown business.
    expectJsonError(
      await rawRequest({
        method: "POST",
        path: "/api/public/businesses/%25/bookings",
        headers: { ...host, "content-type": "application/json" },
        body: "{}",
      }),
      404,
      "not_found",
      "%25",
    );
  });

  test("Auth.js answers odd paths, methods and queries with less than 500, and its pages carry the page headers", async () => {
    const form = { ...host, "content-type": "application/x-www-form-urlencoded" };
    const probes: { method?: string; path: string; headers?: Record<string, string>; body?: string }[] = [
      { path: "/api/auth/callback/credentials" },
      { path: "/api/auth/signin/xyz" },
      { method: "POST", path: "/api/auth/signin/xyz", headers: form, body: "a=b" },
      { method: "POST", path: "/api/auth/csrf", headers: form, body: "a=b" },
      { path: "/api/auth/session", headers: { ...host, cookie: "authjs.session-token=junk%; authjs.csrf-token=%%" } },
      { path: "/api/auth/session", headers: { ...host, cookie: `authjs.session-token=${"A".repeat(5000)}` } },
      { path: "/api/auth/xyz" },
      { method: "PUT", path: "/api/auth/session" },
      { method: "POST", path: "/api/auth/callback/credentials", headers: form, body: "email=a&password=b" },
      { method: "POST", path: "/api/auth/signout", headers: form, body: "csrfToken=x" },
      { path: "/api/auth/signin" },
      { path: "/api/auth/providers" },
      { path: "/api/auth/csrf" },
    ];
    for (const probe of probes) {
      const label = `${probe.method ?? "GET"} ${probe.path}`;
      const response = await rawRequest({ headers: host, ...probe });
      expect(response.status, label).toBeLessThan(500);
      expectRefusalHeaders(response, label);
    }
    // Auth.js's own HTML pages.
    for (const path of [
      "/api/auth/signout",
      "/api/auth/error",
      "/api/auth/error?error=%",
      "/api/auth/verify-request",
    ]) {
      const response = await rawRequest({ path, headers: host });
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toMatch(/^text\/html/);
      expectRefusalHeaders(response, path);
    }
  });

  test("a page POST from another site is a 403 and one over the action body limit a 413", async () => {
    const boundary = "----bookingpro";
    const multipart = (fields: [string, string][]) =>
      fields
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("") + `--${boundary}--\r\n`;
    const multipartType = { "content-type": `multipart/form-data; boundary=${boundary}` };
    // A no-JS form on another site: the action id in a field, no Next-Action header.
    const noJsForm = multipart([
      ["$ACTION_ID_" + "7f".padEnd(42, "0"), ""],
      ["name", "x"],
    ]);
    for (const [label, headers] of [
      ["Origin", { origin: "http://evil.example" }],
      ["Origin: null", { origin: "null" }],
      ["Sec-Fetch-Site", { "sec-fetch-site": "cross-site" }],
    ] as const) {
      for (const path of ["/dashboard/services", "/login"]) {
        const response = await rawRequest({
          method: "POST",
          path,
          headers: { ...host, ...multipartType, ...headers },
          body: noJsForm,
        });
        expectJsonError(response, 403, "forbidden", `${label} ${path}`);
        expectRefusalHeaders(response, `${label} ${path}`);
      }
    }
    const urlencoded = await rawRequest({
      method: "POST",
      path: "/login",
      headers: { ...host, origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a",
    });
    expectJsonError(urlencoded, 403, "forbidden", "urlencoded");

    // 4 MB, over next.config.ts's 3 MB serverActions.bodySizeLimit, declared or chunked.
    const big = multipart([["1_file", "x".repeat(4 * 1024 * 1024)]]);
    const sameOrigin = { ...host, ...multipartType, origin: `http://localhost:${port}` };
    for (const [label, request] of [
      ["declared, with Next-Action", { headers: { ...sameOrigin, "next-action": "7f".padEnd(42, "0") }, body: big }],
      ["declared, no-JS form", { headers: sameOrigin, body: big }],
      ["chunked", { headers: { ...sameOrigin, "next-action": "7f".padEnd(42, "0") }, chunks: [big] }],
    ] as [string, { headers: Record<string, string>; body?: string; chunks?: string[] }][]) {
      const response = await rawRequest({ method: "POST", path: "/login", ...request });
      expectJsonError(response, 413, "too_large", label);
      expectRefusalHeaders(response, label);
    }
  });
});

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
