import { describe, expect, it } from "vitest";
import {
  isCacheablePageVisit,
  PAGE_RENDER_HEADER,
  restampPage,
  type RenderedPage,
} from "@/lib/cache/public-page-cache";

function visit(url: string, headers: Record<string, string> = {}, method = "GET") {
  return { method, headers: new Headers(headers), nextUrl: new URL(url) };
}

describe("which visits the rendered-page cache may answer", () => {
  it("answers a plain GET of the page", () => {
    expect(isCacheablePageVisit(visit("http://localhost/book/demo", { accept: "text/html" }))).toBe(true);
    expect(isCacheablePageVisit(visit("http://salon.example.com/", { cookie: "a=b" }))).toBe(true);
  });

  it("renders anything else: other methods, a query, the router's own requests, a server action, its own render", () => {
    const page = "http://localhost/book/demo";
    expect(isCacheablePageVisit(visit(page, {}, "HEAD"))).toBe(false);
    expect(isCacheablePageVisit(visit(page, {}, "POST"))).toBe(false);
    expect(isCacheablePageVisit(visit(`${page}?service=1`))).toBe(false);
    expect(isCacheablePageVisit(visit(`${page}?`))).toBe(true); // an empty query is no query
    for (const header of ["rsc", "next-action", "next-router-prefetch", "next-router-state-tree", PAGE_RENDER_HEADER])
      expect(isCacheablePageVisit(visit(page, { [header]: "1" })), header).toBe(false);
  });
});

describe("a kept page served to another visit", () => {
  const rendered: RenderedPage = {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      link: '</_next/static/chunks/a.css>; rel=preload; as="style"; nonce="OLD+/nonce=="',
    },
    body: '<script nonce="OLD+/nonce==">self.__next_f.push([1,"x"])</script><p>OLD nonce is not OLD+/nonce</p><script nonce="OLD+/nonce==" src="/a.js"></script>',
    nonce: "OLD+/nonce==",
    businessId: "b",
    validUntil: 0,
  };

  it("carries this response's nonce wherever the render's was, in the HTML and the preload header", () => {
    const { body, headers } = restampPage(rendered, "NEW+nonce/==");
    expect(body).toBe(
      '<script nonce="NEW+nonce/==">self.__next_f.push([1,"x"])</script><p>OLD nonce is not OLD+/nonce</p><script nonce="NEW+nonce/==" src="/a.js"></script>',
    );
    expect(headers.link).toBe('</_next/static/chunks/a.css>; rel=preload; as="style"; nonce="NEW+nonce/=="');
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    // The kept copy is untouched: the next visit restamps from the original.
    expect(rendered.body).toContain('nonce="OLD+/nonce=="');
  });

  it("serves a page rendered without a nonce as it is", () => {
    const { body } = restampPage({ ...rendered, nonce: null }, "NEW");
    expect(body).toBe(rendered.body);
  });
});
