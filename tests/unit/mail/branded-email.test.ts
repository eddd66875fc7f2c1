import { describe, expect, it } from "vitest";
import { resolveBusinessBrand, type BusinessBrand } from "@/lib/business/brand";
import { buildCancellationEmail, buildConfirmationEmail } from "@/lib/bookings/customer-emails";
import { escapeHtml, renderBrandedEmailHtml } from "@/lib/mail/branded-email";
import { customizationSchema, whiteLabelSchema } from "@/lib/business/settings-schema";

const brand: BusinessBrand = {
  name: "Bella Beauty",
  logoUrl: "https://cdn.example.com/logo.png",
  headerImageUrl: null,
  primaryColor: "#fde047",
  secondaryColor: "#7c3aed",
  fontFamily: "Playfair Display",
  hidePoweredBy: false,
};

describe("resolveBusinessBrand", () => {
  const customization = customizationSchema.parse({ logo: "https://example.com/own.png", primaryColor: "#112233" });
  it("uses the business's own name and logo when no white label is set", () => {
    const result = resolveBusinessBrand({ name: "Bella", customization, whiteLabel: whiteLabelSchema.parse({}) });
    expect(result).toMatchObject({ name: "Bella", logoUrl: "https://example.com/own.png", primaryColor: "#112233" });
    expect(result.hidePoweredBy).toBe(false);
  });
  it("lets the white-label company name and logo win, and keeps the Customize colours", () => {
    const whiteLabel = whiteLabelSchema.parse({
      companyName: "  Bella Group ",
      logoUrl: "https://example.com/wl.png",
      primaryColor: "#abcdef",
      hideBookingProBranding: true,
    });
    expect(resolveBusinessBrand({ name: "Bella", customization, whiteLabel })).toMatchObject({
      name: "Bella Group",
      logoUrl: "https://example.com/wl.png",
      primaryColor: "#112233",
      hidePoweredBy: true,
    });
  });
  it("falls back to the business name when the company name is only spaces", () => {
    const whiteLabel = whiteLabelSchema.parse({ companyName: "   " });
    expect(resolveBusinessBrand({ name: "Bella", customization, whiteLabel }).name).toBe("Bella");
  });
});

describe("renderBrandedEmailHtml", () => {
  it("escapes every piece of text", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const html = renderBrandedEmailHtml({
      brand: { ...brand, name: "<script>alert(1)</script>" },
      heading: "Hi <b>",
      paragraphs: ['Hello "<img src=x onerror=alert(1)>"'],
      details: [["<i>Service</i>", "Cut & <u>colour</u>"]],
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<i>Service");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Cut &amp; &lt;u&gt;colour&lt;/u&gt;");
  });

  it("uses the business's colours, font and logo, with readable text on the button", () => {
    const html = renderBrandedEmailHtml({
      brand,
      heading: "Confirmed",
      paragraphs: ["Hello"],
      action: { label: "Manage", url: "https://app.example.com/manage/t" },
    });
    expect(html).toContain("background:#fde047");
    // Yellow is light: the button text is dark, not white.
    expect(html).toContain("color:#0f172a;font-weight:600");
    expect(html).toContain("border-top:4px solid #7c3aed");
    expect(html).toContain("&quot;Playfair Display&quot;, Georgia, serif");
    expect(html).toContain('src="https://cdn.example.com/logo.png"');
    expect(html).toContain('alt="Bella Beauty logo"');
    expect(html).toContain('href="https://app.example.com/manage/t"');
    expect(html).toContain("Powered by BookingPro");
  });

  it("leaves out a logo or link that is not an absolute http(s) address, and the powered-by line when hidden", () => {
    const html = renderBrandedEmailHtml({
      brand: { ...brand, logoUrl: "javascript:alert(1)", hidePoweredBy: true },
      heading: "x",
      paragraphs: [],
      action: { label: "Go", url: "javascript:alert(1)" },
      links: [
        { label: "Relative", url: "/manage/t" },
        { label: "Google", url: "https://calendar.google.com/x" },
      ],
    });
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("Relative");
    expect(html).toContain("Google");
    expect(html).not.toContain("Powered by");
  });

  it("refuses a colour that is not #rrggbb instead of writing it into a style", () => {
    const html = renderBrandedEmailHtml({
      brand: { ...brand, primaryColor: "red;background:url(x)", secondaryColor: "#zzzzzz" },
      heading: "x",
      paragraphs: [],
      action: { label: "Go", url: "https://example.com" },
    });
    expect(html).not.toContain("url(x)");
    expect(html).toContain("background:#0369a1");
  });
});

describe("customer emails", () => {
  const booking = {
    customerName: "Amy",
    serviceName: "Cut",
    staffName: "Emma",
    // 10:00 in London (GMT)
    startsAt: new Date("2026-11-27T10:00:00Z"),
    endsAt: new Date("2026-11-27T10:45:00Z"),
    durationMinutes: 45,
    pricePence: 3550,
  };
  const business = { brand, address: "1 High St, Leeds", timeZone: "Europe/London", showPricing: true };

  it("the confirmation names the brand and gives the manage link and calendar links in text and HTML", () => {
    const email = buildConfirmationEmail(booking, business, "https://app.example.com/manage/tok");
    expect(email.subject).toBe("Booking confirmed: Cut at Bella Beauty");
    expect(email.text).toContain("Your appointment at Bella Beauty is confirmed.");
    expect(email.text).toContain("Price: £35.50");
    expect(email.text).toContain("Where: 1 High St, Leeds");
    expect(email.text).toContain("View, cancel or reschedule your booking: https://app.example.com/manage/tok");
    expect(email.text).toContain("Apple Calendar (.ics): https://app.example.com/manage/tok/calendar.ics");
    expect(email.text).toMatch(/Add to Google Calendar: https:\/\/calendar\.google\.com\/calendar\/render\?/);
    expect(email.html).toContain('href="https://app.example.com/manage/tok"');
    expect(email.html).toContain("Add to Outlook");
  });

  it("hides the price where the business hides prices", () => {
    const email = buildConfirmationEmail(booking, { ...business, showPricing: false }, "https://a.example/m");
    expect(email.text).not.toContain("Price");
    expect(email.html).not.toContain("£35.50");
  });

  it("the cancellation names the time in the business's zone", () => {
    const email = buildCancellationEmail(booking, business);
    expect(email.subject).toBe("Booking cancelled: Cut at Bella Beauty");
    expect(email.text).toMatch(/Your booking for Cut on .*10:00.* has been cancelled\./);
  });
});
