import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  pageSecurityHeaders,
  staticSecurityHeaders,
} from "@/lib/http/security-headers";
import { jsonFromError } from "@/lib/http/json-response";
import { refuseMalformedServerAction, refuseUnsafePagePost } from "@/lib/http/server-action-request";
import { parseEnv } from "@/lib/env";
import { canViewMail, isLoopbackRequest } from "@/lib/mail/viewer";

describe("page security headers", () => {
  it("allow scripts only by this response's nonce, no plugins, no foreign base URL", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", frameable: false, development: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ nonce: "abc", frameable: false, development: true })).toContain("'unsafe-eval'");
  });

  it("let only the embeddable form be framed, by any site", () => {
    expect(pageSecurityHeaders({ nonce: "n", frameable: false, development: false })["X-Frame-Options"]).toBe("DENY");
    const embed = pageSecurityHeaders({ nonce: "n", frameable: true, development: false });
    expect(embed["X-Frame-Options"]).toBeUndefined();
    expect(embed["Content-Security-Policy"]).toContain("frame-ancestors *");
  });

  it("make a fresh nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("send HSTS only in production", () => {
    const names = (production: boolean) => staticSecurityHeaders(production).map((header) => header.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy"]));
  });
});

describe("the mail viewer's loopback check", () => {
  const request = (headers: Record<string, string>) => new Headers(headers);

  it("accepts the loopback host with a loopback socket address (which Next puts in X-Forwarded-For)", () => {
    for (const [host, address] of [
      ["localhost:3000", "127.0.0.1"],
      ["127.0.0.1:3000", "::ffff:127.0.0.1"],
      ["[::1]:3000", "::1"],
    ]) {
      expect(isLoopbackRequest(request({ host, "x-forwarded-for": address })), host).toBe(true);
    }
  });

  it("refuses other hosts, remote or missing addresses, and anything forwarded from elsewhere", () => {
    for (const headers of [
      { host: "demo.localhost:3000", "x-forwarded-for": "127.0.0.1" },
      { host: "bookingpro.example", "x-forwarded-for": "127.0.0.1" },
      { host: "localhost:3000" },
      { host: "localhost:3000", "x-forwarded-for": "203.0.113.9" },
      { host: "localhost:3000", "x-forwarded-for": "127.0.0.1, 203.0.113.9" },
      { host: "localhost:3000", "x-forwarded-for": "128.0.0.1" },
      { host: "localhost:3000", "x-forwarded-for": "::2" },
      { "x-forwarded-for": "127.0.0.1" },
    ] as Record<string, string>[]) {
      expect(isLoopbackRequest(request(headers)), JSON.stringify(headers)).toBe(false);
    }
  });

  it("is off unless enabled, even from loopback", () => {
    const loopback = request({ host: "localhost:3000", "x-forwarded-for": "127.0.0.1" });
    const production = { NODE_ENV: "production", APP_URL: "https://bookingpro.co.uk", AUTH_SECRET: "s".repeat(32) };
    const enabledBy = (source: Record<string, string>) => parseEnv(source).mailViewerEnabled;
    expect(canViewMail(loopback, enabledBy(production))).toBe(false);
    expect(canViewMail(loopback, enabledBy({ ...production, ENABLE_MAIL_VIEWER: "true" }))).toBe(true);
    expect(canViewMail(loopback, enabledBy({ NODE_ENV: "development" }))).toBe(true);
  });
});

describe("server action requests Next could not decode", () => {
  const action = (body: string, headers: Record<string, string> = {}) =>
    new Request("http://localhost:3000/login", {
      method: "POST",
      headers: {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "next-action": "7f00",
        "content-type": "text/plain;charset=UTF-8",
        ...headers,
      },
      body,
    });
  const status = async (request: Request) => (await refuseMalformedServerAction(request))?.status ?? "passed";

  it("pass a list of arguments, multipart and form posts", async () => {
    expect(await status(action("[null,{}]"))).toBe("passed");
    expect(await status(action("a=b", { "content-type": "application/x-www-form-urlencoded" }))).toBe("passed");
    expect(await status(action("--x--", { "content-type": "multipart/form-data; boundary=x" }))).toBe("passed");
  });

  it("refuse bodies that are not a JSON list and other content types", async () => {
    for (const body of ["{not json", "null", '"abc"', "42", "{}", ""]) expect(await status(action(body))).toBe(400);
    for (const body of ['["$K1"]', '[null,{"a":["$@2"]}]', '["$Q9"]', '["$1"]', '["$nabc"]', '["$h0"]']) {
      expect(await status(action(body)), body).toBe(400);
    }
    expect(await status(action('[null,{"a":"$$dollar","b":"$undefined","c":"$D2020-01-01","d":"$n12"}]'))).toBe(
      "passed",
    );
    expect(await status(action("[]", { "content-type": "application/json" }))).toBe(415);
  });

  it("leave the body readable for Next", async () => {
    const request = action("[null,{}]");
    await refuseMalformedServerAction(request);
    expect(await request.text()).toBe("[null,{}]");
  });
});

describe("POSTs to pages Next would answer 500", () => {
  const LIMIT = 1000;
  const post = (headers: Record<string, string>, body: BodyInit | null = "[]") =>
    new Request("http://localhost:3000/dashboard/services", {
      method: "POST",
      headers: { host: "localhost:3000", ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
  const refusal = async (request: Request) => {
    const refused = await refuseUnsafePagePost(request, LIMIT);
    if (!refused) return "passed";
    // As the proxy answers it.
    const response = jsonFromError(refused);
    return { status: response.status, body: await response.json() };
  };
  const streamOf = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 100) controller.enqueue(new Uint8Array(Math.min(100, bytes - sent)));
        controller.close();
      },
    });

  it("pass same-origin posts and posts without Origin within the limit", async () => {
    expect(await refusal(post({ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }))).toBe("passed");
    expect(await refusal(post({}))).toBe("passed");
    expect(await refusal(post({ "content-length": String(LIMIT) }))).toBe("passed");
    expect(await refusal(post({}, streamOf(LIMIT)))).toBe("passed");
    expect(await refusal(post({}, null))).toBe("passed");
  });

  it("refuse another site's form or action (Next-Action or not) with 403 JSON", async () => {
    const forbidden = { status: 403, body: { error: expect.any(String), code: "forbidden" } };
    for (const headers of [
      { origin: "http://evil.example", "content-type": "multipart/form-data; boundary=x" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: "http://evil.example", "next-action": "7f00" },
    ] as Record<string, string>[]) {
      expect(await refusal(post(headers)), JSON.stringify(headers)).toEqual(forbidden);
    }
  });

  it("refuse a body over the limit with 413 JSON, declared or chunked", async () => {
    const tooLarge = { status: 413, body: { error: expect.any(String), code: "too_large" } };
    expect(await refusal(post({ "content-length": String(LIMIT + 1) }))).toEqual(tooLarge);
    expect(await refusal(post({}, streamOf(LIMIT + 1)))).toEqual(tooLarge);
    // Still arriving: the refusal must not wait for the rest (cancelling one half of a tee waits for both).
    const endless = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(new Uint8Array(100)) });
    expect(await refusal(post({}, endless))).toEqual(tooLarge);
  });

  it("leave a chunked body readable for Next", async () => {
    const request = post({}, streamOf(300));
    expect(await refuseUnsafePagePost(request, LIMIT)).toBeNull();
    expect((await request.arrayBuffer()).byteLength).toBe(300);
  });
});
