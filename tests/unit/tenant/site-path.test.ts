import { describe, expect, it } from "vitest";
import { parseHost, readPlatformHosts } from "@/lib/tenant/parse-host";
import { decodeSiteKey, encodeSiteKey, toInternalSitePath, UNKNOWN_SITE } from "@/lib/tenant/site-path";

const platform = readPlatformHosts("bookingpro.co.uk, www.bookingpro.co.uk");
const rewrite = (host: string, pathname: string) => toInternalSitePath(parseHost(host, platform), pathname);

describe("toInternalSitePath", () => {
  it.each([
    ["localhost:3000", "/book/demo", "/site/id%3Ademo", "book"],
    ["localhost:3000", "/embed/demo", "/site/id%3Ademo/embed", "embed"],
    ["bookingpro.co.uk", "/book/DEMO", "/site/id%3Ademo", "book"],
    ["bookingpro.co.uk", "/book/%20Demo", "/site/id%3Ademo", "book"],
    // The public id works on every host, a tenant's own included.
    ["acme.localhost:3000", "/book/demo", "/site/id%3Ademo", "book"],
    ["acme.localhost:3000", "/", "/site/host%3Aacme.localhost%3Aacme", "book"],
    ["ACME.localhost:3000", "/embed", "/site/host%3Aacme.localhost%3Aacme/embed", "embed"],
    ["book.acmehair.co.uk", "/", "/site/host%3Abook.acmehair.co.uk", "book"],
    ["acme.bookingpro.co.uk", "/", "/site/host%3Aacme.bookingpro.co.uk%3Aacme", "book"],
    // A reserved first label is no slug: only the custom domain can match.
    ["www.acmehair.co.uk", "/embed", "/site/host%3Awww.acmehair.co.uk/embed", "embed"],
  ])("%s%s → %s", (host, pathname, expected, view) => {
    // `site` is the segment as the page receives it: the cache finds the page's business under it.
    expect(rewrite(host, pathname)).toEqual({
      pathname: expected,
      view,
      site: decodeURIComponent(expected.split("/")[2]),
    });
  });

  it("sends public ids that can never exist to a site that finds nothing (a 'Business Not Found' page)", () => {
    for (const id of ["no_such", "-bad", "a%2Fb", "%E0%A4%A", "x".repeat(64)]) {
      expect(rewrite("localhost", `/book/${id}`)).toEqual({
        pathname: `/site/${UNKNOWN_SITE}`,
        view: "book",
        site: UNKNOWN_SITE,
      });
      expect(rewrite("localhost", `/embed/${id}`)).toEqual({
        pathname: `/site/${UNKNOWN_SITE}/embed`,
        view: "embed",
        site: UNKNOWN_SITE,
      });
    }
    expect(decodeSiteKey(UNKNOWN_SITE)).toBeNull();
  });

  it.each([
    ["localhost:3000", "/"],
    ["localhost:3000", "/embed"],
    ["bookingpro.co.uk", "/"],
    ["www.bookingpro.co.uk", "/embed"],
    ["127.0.0.1:3000", "/"],
    ["", "/"],
    ["acme.localhost", "/login"],
    ["acme.localhost", "/staff-login"],
    ["acme.localhost", "/dashboard"],
    ["acme.localhost", "/book"],
    ["acme.localhost", "/book/"],
    ["acme.localhost", "/book/demo/extra"],
    ["acme.localhost", "/embed/"],
    ["acme.localhost", "/embed/demo/extra"],
    ["acme.localhost", "/manage/token"],
  ])("leaves %s%s alone", (host, pathname) => {
    expect(rewrite(host, pathname)).toBeNull();
  });
});

describe("site keys", () => {
  it.each([
    [{ kind: "id", slug: "demo" } as const],
    [{ kind: "host", hostname: "acme.localhost", subdomain: "acme" } as const],
    [{ kind: "host", hostname: "www.acmehair.co.uk", subdomain: null } as const],
  ])("round-trip %j, encoded or not", (key) => {
    expect(decodeSiteKey(encodeSiteKey(key))).toEqual(key);
    expect(decodeSiteKey(encodeURIComponent(encodeSiteKey(key)))).toEqual(key);
  });

  it.each([
    ["id:"],
    ["id"],
    ["id:Demo"],
    ["id:demo:x"],
    ["host:"],
    ["host:a..b"],
    ["host:acme.localhost:Bad_"],
    ["host:a:b:c"],
    ["slug:demo"],
    ["%E0%A4%A"],
    [""],
  ])("refuses %j", (segment) => {
    expect(decodeSiteKey(segment)).toBeNull();
  });
});
