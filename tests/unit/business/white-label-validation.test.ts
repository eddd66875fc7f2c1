import { describe, expect, it } from "vitest";
import { CUSTOM_DOMAIN_INVALID_MESSAGE, CUSTOM_DOMAIN_PLATFORM_MESSAGE } from "@/lib/tenant/custom-domain";
import { DEFAULT_PLATFORM_HOSTS, readPlatformHosts } from "@/lib/tenant/parse-host";
import { RESERVED_SLUGS } from "@/lib/tenant/slug";
import { staffAccessSchema, whiteLabelSchema } from "@/lib/business/settings-schema";
import {
  COMPANY_NAME_MAX,
  CUSTOM_DOMAIN_TAKEN_MESSAGE,
  isWhiteLabelFull,
  LOGO_URL_INVALID_MESSAGE,
  PRIMARY_COLOR_INVALID_MESSAGE,
  SUBDOMAIN_INVALID_MESSAGE,
  SUBDOMAIN_REQUIRED_MESSAGE,
  SUBDOMAIN_RESERVED_MESSAGE,
  SUBDOMAIN_TAKEN_MESSAGE,
  toWhiteLabelFormValues,
  WHITE_LABEL_FORM_FIELDS,
  whiteLabelFormSchema,
} from "@/lib/business/white-label-schema";

const schema = whiteLabelFormSchema(readPlatformHosts("bookingpro.co.uk,www.bookingpro.co.uk"));

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

/** A valid post with only the required fields; checkboxes absent (= unticked). */
const validFields = (overrides: Record<string, unknown> = {}) => ({
  customDomain: "",
  subdomain: "bella",
  companyName: "",
  logoUrl: "",
  primaryColor: "#0ea5e9",
  ...overrides,
});

const errorsFor = (overrides: Record<string, unknown>) => fieldErrors(schema.safeParse(validFields(overrides)));

describe("white label form schema", () => {
  it("parses a complete post into the stored shapes", () => {
    const parsed = schema.parse({
      customDomain: " https://Bookings.MySalon.co.uk/ ",
      subdomain: "  My-Salon ",
      companyName: "  My Salon Ltd ",
      logoUrl: " https://cdn.example.com/logo.png ",
      primaryColor: " #0EA5E9 ",
      hideBookingProBranding: "on",
      enableStaffLogin: "on",
      staffCanViewAllBookings: "on",
      staffCanManageAvailability: "on",
    });
    expect(parsed).toEqual({
      customDomain: "bookings.mysalon.co.uk",
      subdomain: "my-salon",
      companyName: "My Salon Ltd",
      logoUrl: "https://cdn.example.com/logo.png",
      primaryColor: "#0ea5e9",
      hideBookingProBranding: true,
      enableStaffLogin: true,
      staffCanViewAllBookings: true,
      staffCanModifyBookings: false,
      staffCanManageAvailability: true,
    });
    // What it produces is accepted by the stored JSON schemas.
    expect(() =>
      whiteLabelSchema.parse({
        companyName: parsed.companyName,
        logoUrl: parsed.logoUrl,
        primaryColor: parsed.primaryColor,
        hideBookingProBranding: parsed.hideBookingProBranding,
      }),
    ).not.toThrow();
  });

  it("parses the minimum post: no domain, no company name, no logo, every checkbox off", () => {
    expect(schema.parse(validFields())).toEqual({
      customDomain: null,
      subdomain: "bella",
      companyName: "",
      logoUrl: null,
      primaryColor: "#0ea5e9",
      hideBookingProBranding: false,
      enableStaffLogin: false,
      staffCanViewAllBookings: false,
      staffCanModifyBookings: false,
      staffCanManageAvailability: false,
    });
  });

  it("knows every posted field name", () => {
    expect([...WHITE_LABEL_FORM_FIELDS].sort()).toEqual(Object.keys(schema.shape).sort());
  });

  it("reports required fields when the post is empty", () => {
    expect(fieldErrors(schema.safeParse({}))).toEqual({
      subdomain: SUBDOMAIN_REQUIRED_MESSAGE,
      primaryColor: PRIMARY_COLOR_INVALID_MESSAGE,
    });
  });

  describe("subdomain", () => {
    it.each([[""], ["   "], [null], [undefined]])("%j is required", (subdomain) => {
      expect(errorsFor({ subdomain })).toEqual({ subdomain: SUBDOMAIN_REQUIRED_MESSAGE });
    });

    it.each([
      ["my_salon"],
      ["my salon"],
      ["-salon"],
      ["salon-"],
      ["sälon"],
      ["bella.beauty"],
      ["bella/beauty"],
      ["a".repeat(64)],
      ["https://bella"],
    ])("%j is invalid", (subdomain) => {
      expect(errorsFor({ subdomain })).toEqual({ subdomain: SUBDOMAIN_INVALID_MESSAGE });
    });

    it.each([...RESERVED_SLUGS].map((slug) => [slug]))("%j is reserved", (subdomain) => {
      expect(errorsFor({ subdomain })).toEqual({ subdomain: SUBDOMAIN_RESERVED_MESSAGE });
    });

    it("lower-cases before checking (upper-case reserved words are still reserved)", () => {
      expect(errorsFor({ subdomain: "ADMIN" })).toEqual({ subdomain: SUBDOMAIN_RESERVED_MESSAGE });
      expect(errorsFor({ subdomain: " Www " })).toEqual({ subdomain: SUBDOMAIN_RESERVED_MESSAGE });
      expect(schema.parse(validFields({ subdomain: "Bella-Beauty-2" })).subdomain).toBe("bella-beauty-2");
    });

    it.each([["a"], ["7"], ["a-b"], ["admin-2"], ["a".repeat(63)], ["123"]])("%j is fine", (subdomain) => {
      expect(schema.parse(validFields({ subdomain })).subdomain).toBe(subdomain);
    });
  });

  describe("custom domain", () => {
    it.each([[""], ["  "], [null], [undefined]])("%j means none", (customDomain) => {
      expect(schema.parse(validFields({ customDomain })).customDomain).toBeNull();
    });

    it("is normalised", () => {
      expect(schema.parse(validFields({ customDomain: "HTTPS://WWW.Example.Co.Uk/" })).customDomain).toBe(
        "www.example.co.uk",
      );
      expect(schema.parse(validFields({ customDomain: "bookings.example.com." })).customDomain).toBe(
        "bookings.example.com",
      );
    });

    it.each([
      ["example"],
      ["192.168.0.1"],
      ["example.com/book"],
      ["example.com:8080"],
      ["user@example.com"],
      ["my_salon.com"],
      [`${"a".repeat(64)}.com`],
    ])("%j is refused as invalid", (customDomain) => {
      expect(errorsFor({ customDomain })).toEqual({ customDomain: CUSTOM_DOMAIN_INVALID_MESSAGE });
    });

    it.each([["bookingpro.co.uk"], ["x.bookingpro.co.uk"], ["www.bookingpro.co.uk"], ["other.localhost"]])(
      "%j is refused as a platform address",
      (customDomain) => {
        expect(errorsFor({ customDomain })).toEqual({ customDomain: CUSTOM_DOMAIN_PLATFORM_MESSAGE });
      },
    );

    it("uses the platform hosts it was built with", () => {
      const loopbackOnly = whiteLabelFormSchema(DEFAULT_PLATFORM_HOSTS);
      expect(loopbackOnly.parse(validFields({ customDomain: "x.bookingpro.co.uk" })).customDomain).toBe(
        "x.bookingpro.co.uk",
      );
      expect(fieldErrors(loopbackOnly.safeParse(validFields({ customDomain: "x.localhost" })))).toEqual({
        customDomain: CUSTOM_DOMAIN_PLATFORM_MESSAGE,
      });
    });

    it("allows domains that only end with the same letters as a platform host", () => {
      expect(schema.parse(validFields({ customDomain: "notbookingpro.co.uk" })).customDomain).toBe(
        "notbookingpro.co.uk",
      );
      expect(schema.parse(validFields({ customDomain: "mylocalhost.com" })).customDomain).toBe("mylocalhost.com");
    });
  });

  describe("company name", () => {
    it("is optional and trimmed", () => {
      expect(schema.parse(validFields({ companyName: "   " })).companyName).toBe("");
      expect(schema.parse(validFields({ companyName: null })).companyName).toBe("");
      expect(schema.parse(validFields({ companyName: undefined })).companyName).toBe("");
      expect(schema.parse(validFields({ companyName: "  Bella  " })).companyName).toBe("Bella");
    });

    it(`allows ${COMPANY_NAME_MAX} characters and refuses more`, () => {
      expect(COMPANY_NAME_MAX).toBe(120);
      expect(schema.parse(validFields({ companyName: "x".repeat(120) })).companyName).toHaveLength(120);
      expect(schema.parse(validFields({ companyName: ` ${"x".repeat(120)} ` })).companyName).toHaveLength(120);
      expect(errorsFor({ companyName: "x".repeat(121) })).toEqual({
        companyName: "Company name can be at most 120 characters",
      });
    });
  });

  describe("logo URL", () => {
    it.each([[""], ["   "], [null], [undefined]])("%j means no logo", (logoUrl) => {
      expect(schema.parse(validFields({ logoUrl })).logoUrl).toBeNull();
    });

    it.each([
      ["https://cdn.example.com/logo.png", "https://cdn.example.com/logo.png"],
      ["http://cdn.example.com/logo.png", "http://cdn.example.com/logo.png"],
      [" https://cdn.example.com/logo.svg?v=2 ", "https://cdn.example.com/logo.svg?v=2"],
      ["HTTPS://CDN.EXAMPLE.COM/Logo.png", "https://cdn.example.com/Logo.png"],
      ["https://example.com", "https://example.com/"],
    ])("%j → %j", (logoUrl, expected) => {
      const parsed = schema.parse(validFields({ logoUrl }));
      expect(parsed.logoUrl).toBe(expected);
      expect(whiteLabelSchema.safeParse({ logoUrl: parsed.logoUrl }).success).toBe(true);
    });

    it.each([
      ["javascript:alert(1)"],
      ["JavaScript:alert(document.cookie)"],
      [" javascript:alert(1) "],
      ["data:image/png;base64,iVBORw0KGgo="],
      ["vbscript:msgbox(1)"],
      ["ftp://example.com/logo.png"],
      ["file:///etc/passwd"],
      ["cdn.example.com/logo.png"],
      ["//cdn.example.com/logo.png"],
      ["/logo.png"],
      ["http://localhost/logo.png"],
      ["https://"],
      ["not a url"],
      ["https://.com/x.png"],
      ["https://a..b/x.png"],
      [`https://cdn.example.com/${"a".repeat(500)}.png`],
    ])("%j is refused", (logoUrl) => {
      expect(errorsFor({ logoUrl })).toEqual({ logoUrl: LOGO_URL_INVALID_MESSAGE });
    });
  });

  describe("primary colour", () => {
    it.each([
      ["#0ea5e9", "#0ea5e9"],
      ["#0EA5E9", "#0ea5e9"],
      [" #AbCdEf ", "#abcdef"],
      ["#000000", "#000000"],
    ])("%j → %j", (primaryColor, expected) => {
      expect(schema.parse(validFields({ primaryColor })).primaryColor).toBe(expected);
    });

    it.each([
      [""],
      [null],
      [undefined],
      ["0ea5e9"],
      ["#abc"],
      ["#0ea5e"],
      ["#0ea5e9f"],
      ["#gggggg"],
      ["red"],
      ["rgb(0,0,0)"],
      ["#0ea5e9;background:url(x)"],
    ])("%j is refused", (primaryColor) => {
      expect(errorsFor({ primaryColor })).toEqual({ primaryColor: PRIMARY_COLOR_INVALID_MESSAGE });
    });
  });

  describe("checkboxes", () => {
    const boxes = [
      "hideBookingProBranding",
      "enableStaffLogin",
      "staffCanViewAllBookings",
      "staffCanModifyBookings",
      "staffCanManageAvailability",
    ] as const;

    it.each(boxes.map((box) => [box]))("%s: 'on' → true, absent → false", (box) => {
      expect(schema.parse(validFields({ [box]: "on" }))[box]).toBe(true);
      expect(schema.parse(validFields())[box]).toBe(false);
    });

    it.each([
      ["on", true],
      ["true", true],
      ["1", true],
      [true, true],
      ["", false],
      ["off", false],
      ["false", false],
      ["0", false],
      [false, false],
      [null, false],
      [undefined, false],
    ])("%j → %s", (value, expected) => {
      expect(schema.parse(validFields({ enableStaffLogin: value })).enableStaffLogin).toBe(expected);
    });

    it("ticks only the boxes posted", () => {
      const parsed = schema.parse(validFields({ hideBookingProBranding: "on", staffCanModifyBookings: "on" }));
      expect(parsed).toMatchObject({
        hideBookingProBranding: true,
        enableStaffLogin: false,
        staffCanViewAllBookings: false,
        staffCanModifyBookings: true,
        staffCanManageAvailability: false,
      });
    });
  });

  it("reports one message per field when several are wrong", () => {
    expect(
      errorsFor({
        customDomain: "x.localhost",
        subdomain: "admin",
        companyName: "x".repeat(200),
        logoUrl: "javascript:alert(1)",
        primaryColor: "blue",
      }),
    ).toEqual({
      customDomain: CUSTOM_DOMAIN_PLATFORM_MESSAGE,
      subdomain: SUBDOMAIN_RESERVED_MESSAGE,
      companyName: "Company name can be at most 120 characters",
      logoUrl: LOGO_URL_INVALID_MESSAGE,
      primaryColor: PRIMARY_COLOR_INVALID_MESSAGE,
    });
  });

  it("has distinct conflict messages for the action", () => {
    expect(SUBDOMAIN_TAKEN_MESSAGE).toMatch(/subdomain/i);
    expect(CUSTOM_DOMAIN_TAKEN_MESSAGE).toMatch(/domain/i);
    expect(SUBDOMAIN_TAKEN_MESSAGE).not.toBe(CUSTOM_DOMAIN_TAKEN_MESSAGE);
  });
});

describe("isWhiteLabelFull", () => {
  it.each([
    ["", false, false],
    ["", true, false],
    ["   ", true, false],
    ["bookings.mysalon.co.uk", false, false],
    ["bookings.mysalon.co.uk", true, true],
    [" bookings.mysalon.co.uk ", true, true],
  ])("custom domain %j, branding hidden %s → %s", (customDomain, hideBookingProBranding, expected) => {
    expect(isWhiteLabelFull({ customDomain, hideBookingProBranding })).toBe(expected);
  });
});

describe("toWhiteLabelFormValues", () => {
  it("maps a stored business with nothing set to empty inputs", () => {
    expect(
      toWhiteLabelFormValues({
        slug: "demo",
        customDomain: null,
        whiteLabel: whiteLabelSchema.parse({}),
        staffAccess: staffAccessSchema.parse({}),
      }),
    ).toEqual({
      customDomain: "",
      subdomain: "demo",
      companyName: "",
      logoUrl: "",
      primaryColor: "#0ea5e9",
      hideBookingProBranding: false,
      enableStaffLogin: false,
      staffCanViewAllBookings: true,
      staffCanModifyBookings: true,
      staffCanManageAvailability: true,
    });
  });

  it("maps every stored value to its form field", () => {
    expect(
      toWhiteLabelFormValues({
        slug: "bella",
        customDomain: "bookings.bella.co.uk",
        whiteLabel: {
          companyName: "Bella Ltd",
          logoUrl: "https://cdn.example.com/logo.png",
          primaryColor: "#112233",
          hideBookingProBranding: true,
        },
        staffAccess: {
          enableStaffLogin: true,
          staffCanViewAllBookings: false,
          staffCanModifyBookings: true,
          staffCanManageAvailability: false,
        },
      }),
    ).toEqual({
      customDomain: "bookings.bella.co.uk",
      subdomain: "bella",
      companyName: "Bella Ltd",
      logoUrl: "https://cdn.example.com/logo.png",
      primaryColor: "#112233",
      hideBookingProBranding: true,
      enableStaffLogin: true,
      staffCanViewAllBookings: false,
      staffCanModifyBookings: true,
      staffCanManageAvailability: false,
    });
  });

  it("round-trips through the schema when posted back as the form would", () => {
    const values = toWhiteLabelFormValues({
      slug: "bella",
      customDomain: "bookings.bella.co.uk",
      whiteLabel: {
        companyName: "Bella Ltd",
        logoUrl: "https://cdn.example.com/logo.png",
        primaryColor: "#112233",
        hideBookingProBranding: true,
      },
      staffAccess: {
        enableStaffLogin: true,
        staffCanViewAllBookings: false,
        staffCanModifyBookings: true,
        staffCanManageAvailability: false,
      },
    });
    const posted = Object.fromEntries(
      Object.entries(values).flatMap(([key, value]) =>
        typeof value === "boolean" ? (value ? [[key, "on"]] : []) : [[key, value]],
      ),
    );
    const parsed = schema.parse(posted);
    expect(
      toWhiteLabelFormValues({
        slug: parsed.subdomain,
        customDomain: parsed.customDomain,
        whiteLabel: {
          companyName: parsed.companyName,
          logoUrl: parsed.logoUrl,
          primaryColor: parsed.primaryColor,
          hideBookingProBranding: parsed.hideBookingProBranding,
        },
        staffAccess: {
          enableStaffLogin: parsed.enableStaffLogin,
          staffCanViewAllBookings: parsed.staffCanViewAllBookings,
          staffCanModifyBookings: parsed.staffCanModifyBookings,
          staffCanManageAvailability: parsed.staffCanManageAvailability,
        },
      }),
    ).toEqual(values);
  });
});
