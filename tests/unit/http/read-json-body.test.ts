import { describe, expect, it } from "vitest";
import { isSameOriginRequest, MAX_JSON_BODY_BYTES, readJsonBody } from "@/lib/http/read-json-body";

const URL_ = "http://demo.localhost:3000/api/public/businesses/demo/bookings";
const JSON_TYPE = { "content-type": "application/json" };

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: "POST",
    headers: { host: "demo.localhost:3000", ...headers },
    body,
    // Node's fetch needs this for a streamed body.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** A body of `total` bytes sent in chunks, with no Content-Length; records how much was pulled. */
function chunked(total: number, chunk = 1024): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new TextEncoder().encode(" ".repeat(size)));
    },
  });
  return { stream, pulled: () => sent };
}

async function refusal(request: Request): Promise<{ status: number; code: string } | "accepted"> {
  const result = await readJsonBody(request);
  if (result.ok) return "accepted";
  expect(result.error.message).toEqual(expect.any(String));
  return { status: result.error.status, code: result.error.code };
}

describe("readJsonBody", () => {
  it("reads a same-origin JSON body, with or without a UTF-8 charset", async () => {
    for (const type of ["application/json", "application/json; charset=utf-8", 'Application/JSON;charset="UTF-8"']) {
      const result = await readJsonBody(
        post(JSON.stringify({ a: "é" }), {
          "content-type": type,
          origin: "http://demo.localhost:3000",
          "sec-fetch-site": "same-origin",
        }),
      );
      expect(result).toEqual({ ok: true, value: { a: "é" } });
    }
  });

  it("accepts requests without Origin or Sec-Fetch-Site (not a browser acting for a visitor)", async () => {
    expect(await refusal(post("{}", JSON_TYPE))).toBe("accepted");
  });

  it("refuses cross-site requests with 403 forbidden", async () => {
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "cross-site", origin: "http://demo.localhost:3000" },
      { origin: "null" },
      { origin: "http://evil.example" },
      { origin: "http://demo.localhost:3001" },
      { origin: "https://demo.localhost.evil.example" },
      { origin: "http://localhost:3000" }, // same site, but another host
      { origin: "file://" },
      { origin: "http://demo.localhost:3000/path" },
      { origin: "http://user@demo.localhost:3000" },
      { "sec-fetch-site": "something-else" },
    ];
    for (const headers of cases) {
      expect(await refusal(post("{}", { ...JSON_TYPE, ...headers })), JSON.stringify(headers)).toEqual({
        status: 403,
        code: "forbidden",
      });
    }
  });

  it("lets the embedded form and a tenant host post to their own host", async () => {
    // Inside the iframe the document is ours, so the fetch is same-origin whatever site frames it.
    for (const [host, origin] of [
      ["localhost:3000", "http://localhost:3000"],
      ["demo.localhost:3000", "http://demo.localhost:3000"],
      ["book.acme.co.uk", "https://book.acme.co.uk"],
      ["book.acme.co.uk:443", "https://book.acme.co.uk"],
    ]) {
      const request = post("{}", { ...JSON_TYPE, host, origin, "sec-fetch-site": "same-origin" });
      expect(isSameOriginRequest(request.headers), `${origin} → ${host}`).toBe(true);
    }
    const noHost = new Headers({ origin: "http://demo.localhost:3000" });
    expect(isSameOriginRequest(noHost)).toBe(false);
  });

  it("refuses anything but application/json with 415 (a cross-site HTML form cannot send it)", async () => {
    for (const type of [
      "",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json-patch+json",
      "application/json; charset=latin1",
    ]) {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      expect(await refusal(post("{}", headers)), type).toEqual({ status: 415, code: "unsupported_media_type" });
    }
  });

  it("refuses a declared Content-Length over 16 KB before reading any of the body", async () => {
    const { stream, pulled } = chunked(10 * MAX_JSON_BODY_BYTES);
    const request = post(stream, { ...JSON_TYPE, "content-length": String(MAX_JSON_BODY_BYTES + 1) });
    expect(await refusal(request)).toEqual({ status: 413, code: "too_large" });
    // A ReadableStream pulls its first chunk when created; nothing beyond that was read.
    expect(pulled()).toBeLessThanOrEqual(1024);
  });

  it("stops reading a chunked body without Content-Length once it passes 16 KB", async () => {
    const { stream, pulled } = chunked(1024 * 1024);
    expect(await refusal(post(stream, JSON_TYPE))).toEqual({ status: 413, code: "too_large" });
    expect(pulled()).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + 3 * 1024);
  });

  it("accepts a body of exactly 16 KB", async () => {
    const body = JSON.stringify({ notes: "x".repeat(MAX_JSON_BODY_BYTES - 12) });
    expect(body.length).toBe(MAX_JSON_BODY_BYTES);
    expect(await refusal(post(body, JSON_TYPE))).toBe("accepted");
  });

  it("answers an empty body, invalid UTF-8 or malformed JSON with 400", async () => {
    for (const body of [null, "", "{not json", "[", new Uint8Array([0x7b, 0xff, 0x7d])]) {
      expect(await refusal(post(body, JSON_TYPE))).toEqual({ status: 400, code: "invalid" });
    }
    expect(await refusal(post("{}", { ...JSON_TYPE, "content-length": "abc" }))).toMatchObject({ status: 400 });
  });
});
