import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPublicUrls } from "@/lib/tenant/public-urls";

describe("buildPublicUrls with a custom domain", () => {
  it("puts every public page on https://{domain}", () => {
    expect(
      buildPublicUrls({
        platformOrigin: "http://localhost:3100",
        slug: "demo",
        customDomain: "bookings.mysalon.co.uk",
      }),
    ).toMatchObject({
      origin: "https://bookings.mysalon.co.uk",
      bookingPageUrl: "https://bookings.mysalon.co.uk/book/demo",
      embedUrl: "https://bookings.mysalon.co.uk/embed/demo",
      staffLoginUrl: "https://bookings.mysalon.co.uk/staff-login",
    });
  });

  it("ignores the platform origin entirely, whatever it is", () => {
    for (const platformOrigin of [
      "https://www.bookingpro.co.uk",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "not a url",
    ]) {
      const urls = buildPublicUrls({ platformOrigin, slug: "bella", customDomain: "www.bella.example.com" });
      expect(urls.bookingPageUrl, platformOrigin).toBe("https://www.bella.example.com/book/bella");
      expect(urls.embedUrl, platformOrigin).toBe("https://www.bella.example.com/embed/bella");
      expect(urls.staffLoginUrl, platformOrigin).toBe("https://www.bella.example.com/staff-login");
    }
  });

  it("treats an empty custom domain as none", () => {
    expect(
      buildPublicUrls({ platformOrigin: "http://localhost:3100", slug: "demo", customDomain: "" }).bookingPageUrl,
    ).toBe("http://demo.localhost:3100/book/demo");
  });
});

describe("buildPublicUrls without a custom domain (subdomain of the platform)", () => {
  it("keeps the platform's protocol and port", () => {
    expect(
      buildPublicUrls({ platformOrigin: "http://localhost:3100", slug: "demo", customDomain: null }),
    ).toMatchObject({
      origin: "http://demo.localhost:3100",
      bookingPageUrl: "http://demo.localhost:3100/book/demo",
      embedUrl: "http://demo.localhost:3100/embed/demo",
      staffLoginUrl: "http://demo.localhost:3100/staff-login",
    });
  });

  it.each([
    ["http://localhost:3100/", "http://demo.localhost:3100"],
    ["http://localhost:3000/dashboard/white-label?x=1", "http://demo.localhost:3000"],
    ["http://localhost", "http://demo.localhost"],
    ["https://bookingpro.co.uk", "https://demo.bookingpro.co.uk"],
    ["https://www.bookingpro.co.uk", "https://demo.bookingpro.co.uk"],
    ["https://www.bookingpro.co.uk/", "https://demo.bookingpro.co.uk"],
    ["https://WWW.BookingPro.co.uk", "https://demo.bookingpro.co.uk"],
    ["https://bookingpro.co.uk:443", "https://demo.bookingpro.co.uk"],
    ["https://bookingpro.co.uk:8443", "https://demo.bookingpro.co.uk:8443"],
    ["http://app.example.test:8080", "http://demo.app.example.test:8080"],
  ])("%s → %s", (platformOrigin, origin) => {
    const urls = buildPublicUrls({ platformOrigin, slug: "demo", customDomain: null });
    expect(urls.origin).toBe(origin);
    expect(urls.bookingPageUrl).toBe(`${origin}/book/demo`);
    expect(urls.embedUrl).toBe(`${origin}/embed/demo`);
    expect(urls.staffLoginUrl).toBe(`${origin}/staff-login`);
  });

  it.each([
    ["http://127.0.0.1:3000", "http://127.0.0.1:3000"],
    ["http://127.0.0.1:3000/", "http://127.0.0.1:3000"],
    ["http://192.168.1.20", "http://192.168.1.20"],
    ["http://0.0.0.0:3000", "http://0.0.0.0:3000"],
    ["http://[::1]:3000", "http://[::1]:3000"],
  ])("an IP-address platform (%s) has no subdomains: its own origin serves the pages", (platformOrigin, origin) => {
    const urls = buildPublicUrls({ platformOrigin, slug: "demo", customDomain: null });
    expect(urls.origin).toBe(origin);
    expect(urls.bookingPageUrl).toBe(`${origin}/book/demo`);
    expect(urls.embedUrl).toBe(`${origin}/embed/demo`);
    expect(urls.staffLoginUrl).toBe(`${origin}/staff-login`);
  });

  it("uses the slug in both the host and the path", () => {
    const urls = buildPublicUrls({
      platformOrigin: "https://www.bookingpro.co.uk",
      slug: "bella-beauty-2",
      customDomain: null,
    });
    expect(urls.bookingPageUrl).toBe("https://bella-beauty-2.bookingpro.co.uk/book/bella-beauty-2");
    expect(urls.embedUrl).toBe("https://bella-beauty-2.bookingpro.co.uk/embed/bella-beauty-2");
  });
});

describe("embedCode", () => {
  const cases = [
    buildPublicUrls({ platformOrigin: "http://localhost:3100", slug: "demo", customDomain: null }),
    buildPublicUrls({ platformOrigin: "http://localhost:3100", slug: "demo", customDomain: "bookings.mysalon.co.uk" }),
    buildPublicUrls({ platformOrigin: "http://127.0.0.1:3000", slug: "demo", customDomain: null }),
  ];
  const iframeOf = (code: string) => /<iframe\s[^>]*><\/iframe>/.exec(code)?.[0] ?? "";

  it.each(cases.map((urls) => [urls.embedUrl, urls]))(
    "is an iframe of %s, 100%% wide, 600 high, without a border",
    (_label, urls) => {
      const iframe = iframeOf(urls.embedCode);
      expect(iframe).not.toBe("");
      expect(urls.embedCode.startsWith(iframe)).toBe(true);
      expect(iframe).toContain(`src="${urls.embedUrl}"`);
      expect(iframe).toContain('width="100%"');
      expect(iframe).toContain('height="600"');
      // No visible border: CSS border none/0 or the legacy frameborder="0".
      expect(iframe).toMatch(/style="[^"]*border:\s*(none|0)[^"]*"|frameborder="0"/i);
      expect(iframe).not.toMatch(/border:\s*[1-9]/);
      expect(iframe).toMatch(/title="[^"]+"/);
    },
  );

  it.each(cases.map((urls) => [urls.origin, urls]))(
    "loads nothing but the iframe and (optionally) the resize script from %s",
    (_label, urls) => {
      const rest = urls.embedCode.slice(iframeOf(urls.embedCode).length).trim();
      if (rest !== "") expect(rest).toBe(`<script src="${urls.origin}/embed.js" async></script>`);
    },
  );

  it("gives the spec's iframe for the demo business", () => {
    expect(iframeOf(cases[0].embedCode)).toBe(
      '<iframe src="http://demo.localhost:3100/embed/demo" width="100%" height="600" style="border:none" title="Book an appointment"></iframe>',
    );
  });
});

describe("buildPublicUrls properties", () => {
  const slugArb = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
  const originArb = fc.constantFrom(
    "http://localhost:3100",
    "https://www.bookingpro.co.uk",
    "https://bookingpro.co.uk",
    "http://example.test:8080",
  );

  it("every URL parses, shares the origin and ends with the page's path", () => {
    fc.assert(
      fc.property(slugArb, originArb, fc.option(fc.domain(), { nil: null }), (slug, platformOrigin, customDomain) => {
        const urls = buildPublicUrls({ platformOrigin, slug, customDomain });
        const booking = new URL(urls.bookingPageUrl);
        expect(booking.origin).toBe(urls.origin);
        expect(booking.pathname).toBe(`/book/${slug}`);
        expect(new URL(urls.embedUrl).pathname).toBe(`/embed/${slug}`);
        expect(new URL(urls.staffLoginUrl).pathname).toBe("/staff-login");
        if (customDomain) expect(booking.hostname).toBe(customDomain);
        else expect(booking.hostname.startsWith(`${slug}.`)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
