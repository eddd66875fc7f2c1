import { describe, expect, it } from "vitest";
import { customizationSchema } from "@/lib/business/settings-schema";
import {
  COLOR_INVALID_MESSAGE,
  customizeFormSchema,
  IMAGE_URL_INVALID_MESSAGE,
  isHttpsImageUrl,
  toCustomizeFormValues,
  toPreviewCustomization,
} from "@/lib/business/customize-schema";
import { toFieldErrors } from "@/lib/forms/field-errors";

const saved = customizationSchema.parse({ logo: "https://cdn.example.com/saved.png" });

describe("isHttpsImageUrl", () => {
  it.each([
    "https://cdn.example.com/logo.png",
    "https://images.example.co.uk/a/b/header.webp?w=1200",
    "https://EXAMPLE.com/x.jpg",
  ])("accepts %s", (url) => expect(isHttpsImageUrl(url)).toBe(true));

  it.each([
    "http://cdn.example.com/logo.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://example.com/logo.png",
    "https://localhost/logo.png",
    "https://127.0.0.1/logo.png",
    "https://[::1]/logo.png",
    "https://user:pass@example.com/logo.png",
    "//example.com/logo.png",
    "logo.png",
    "",
    `https://example.com/${"a".repeat(500)}`,
  ])("refuses %s", (url) => expect(isHttpsImageUrl(url)).toBe(false));
});

describe("customizeFormSchema", () => {
  it("reads a posted form: trimmed, lower-cased colours, ticked boxes as 'on', empty images as null", () => {
    const parsed = customizeFormSchema.parse({
      primaryColor: " #ABCDEF ",
      secondaryColor: "#123456",
      theme: "classic",
      fontFamily: "Roboto",
      borderRadius: "none",
      logo: "  ",
      headerImage: "https://cdn.example.com/header.jpg",
      showPricing: "on",
    });
    expect(parsed).toEqual({
      primaryColor: "#abcdef",
      secondaryColor: "#123456",
      theme: "classic",
      fontFamily: "Roboto",
      borderRadius: "none",
      logo: null,
      headerImage: "https://cdn.example.com/header.jpg",
      showBusinessInfo: false,
      showPricing: true,
      showStaffSelection: false,
    });
  });

  it("names each bad field", () => {
    const result = customizeFormSchema.safeParse({
      primaryColor: "#abc",
      secondaryColor: "",
      theme: "",
      fontFamily: "Arial",
      borderRadius: "medium",
      logo: "http://insecure.example.com/logo.png",
      headerImage: "not a url",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toMatchObject({
      primaryColor: COLOR_INVALID_MESSAGE,
      secondaryColor: COLOR_INVALID_MESSAGE,
      theme: "Choose a theme",
      fontFamily: "Choose a font",
      logo: IMAGE_URL_INVALID_MESSAGE,
      headerImage: IMAGE_URL_INVALID_MESSAGE,
    });
  });
});

describe("toPreviewCustomization", () => {
  it("shows what is typed when it is usable", () => {
    const values = { ...toCustomizeFormValues(saved), primaryColor: "#FF0000", theme: "minimal" as const, logo: "" };
    expect(toPreviewCustomization(values, saved)).toMatchObject({
      primaryColor: "#ff0000",
      theme: "minimal",
      logo: null,
    });
  });

  it("keeps the saved colour and image while the typed ones are incomplete", () => {
    const values = { ...toCustomizeFormValues(saved), primaryColor: "#ff00", logo: "https://cdn" };
    const preview = toPreviewCustomization(values, saved);
    expect(preview.primaryColor).toBe(saved.primaryColor);
    expect(preview.logo).toBe("https://cdn.example.com/saved.png");
  });

  it("round-trips the saved look through the form values", () => {
    expect(toPreviewCustomization(toCustomizeFormValues(saved), saved)).toEqual(saved);
  });
});
