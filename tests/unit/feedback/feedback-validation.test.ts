import { describe, expect, it } from "vitest";
import { toFieldErrors } from "@/lib/forms/field-errors";
import {
  BROWSER_INFO_LIMITS,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_PAGE_URL_MAX,
  FEEDBACK_TITLE_MAX,
  feedbackFieldsSchema,
  feedbackSchema,
  toBrowserInfo,
  toPageUrl,
} from "@/lib/feedback/schema";

const base = { title: "A title", description: "Some details" };

function errorsOf(input: unknown) {
  const result = feedbackSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe("feedback schema", () => {
  it("requires a title and details, after cleaning and trimming", () => {
    expect(errorsOf({})).toEqual({
      title: FEEDBACK_MESSAGES.titleRequired,
      description: FEEDBACK_MESSAGES.descriptionRequired,
    });
    expect(errorsOf({ title: " \t\u0000 ", description: "\r\n" })).toEqual({
      title: FEEDBACK_MESSAGES.titleRequired,
      description: FEEDBACK_MESSAGES.descriptionRequired,
    });
    expect(errorsOf({ title: null, description: 7 })).toMatchObject({
      title: FEEDBACK_MESSAGES.titleRequired,
      description: FEEDBACK_MESSAGES.descriptionRequired,
    });
  });

  it("limits the title and details", () => {
    expect(errorsOf({ ...base, title: "t".repeat(FEEDBACK_TITLE_MAX) })).toEqual({});
    expect(errorsOf({ ...base, title: "t".repeat(FEEDBACK_TITLE_MAX + 1) })).toEqual({
      title: FEEDBACK_MESSAGES.titleTooLong,
    });
    expect(errorsOf({ ...base, description: "d".repeat(FEEDBACK_DESCRIPTION_MAX + 1) })).toEqual({
      description: FEEDBACK_MESSAGES.descriptionTooLong,
    });
  });

  it("keeps the details' line breaks and makes the title one line", () => {
    const parsed = feedbackSchema.parse({ ...base, title: " Two\nlines ", description: "one\r\ntwo\u0007" });
    expect(parsed.title).toBe("Two lines");
    expect(parsed.description).toBe("one\ntwo");
  });

  it("defaults the type to general and the rating to 5", () => {
    const parsed = feedbackSchema.parse(base);
    expect(parsed).toMatchObject({ type: "general", rating: 5, pageUrl: "", browserInfo: {} });
    expect(feedbackSchema.parse({ ...base, type: "", rating: "" })).toMatchObject({ type: "general", rating: 5 });
  });

  it("takes each of the five types and refuses any other", () => {
    for (const type of ["bug", "feature", "improvement", "compliment", "general"]) {
      expect(feedbackSchema.parse({ ...base, type }).type).toBe(type);
    }
    expect(errorsOf({ ...base, type: "complaint" })).toEqual({ type: FEEDBACK_MESSAGES.type });
    expect(errorsOf({ ...base, type: ["bug"] })).toEqual({ type: FEEDBACK_MESSAGES.type });
  });

  it("takes whole ratings from 1 to 5 only", () => {
    expect(feedbackSchema.parse({ ...base, rating: "1" }).rating).toBe(1);
    expect(feedbackSchema.parse({ ...base, rating: 5 }).rating).toBe(5);
    for (const rating of ["0", "6", 0, 6, "2.5", "abc", -1, true, {}]) {
      expect(errorsOf({ ...base, rating }), String(rating)).toEqual({ rating: FEEDBACK_MESSAGES.rating });
    }
  });

  it("the typed fields alone are what the widget checks", () => {
    expect(feedbackFieldsSchema.safeParse({ ...base, type: "bug", rating: "3" }).success).toBe(true);
    expect(feedbackFieldsSchema.safeParse({ type: "bug" }).success).toBe(false);
  });
});

describe("page URL", () => {
  it("keeps http(s) addresses up to 2,000 characters", () => {
    expect(toPageUrl("https://app.example.com/dashboard?x=1#top")).toBe("https://app.example.com/dashboard?x=1#top");
    expect(toPageUrl("http://localhost:3000/dashboard")).toBe("http://localhost:3000/dashboard");
    const long = `https://example.com/${"a".repeat(FEEDBACK_PAGE_URL_MAX - 20)}`;
    expect(toPageUrl(long)).toBe(long);
  });

  it("stores anything else as empty", () => {
    for (const value of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "ftp://example.com/",
      "not a url",
      "",
      42,
      null,
      undefined,
      { href: "https://example.com" },
      `https://example.com/${"a".repeat(FEEDBACK_PAGE_URL_MAX)}`,
    ]) {
      expect(toPageUrl(value), String(value)).toBe("");
    }
  });
});

describe("browser info", () => {
  it("keeps the six known details, cut to their limits", () => {
    const info = toBrowserInfo({
      userAgent: "u".repeat(2000),
      language: "en-GB",
      platform: "Linux x86_64",
      screenResolution: "1920x1080",
      windowSize: "1280x720",
      timezone: "Europe/London",
      cookies: "secret",
    });
    expect(info).toEqual({
      userAgent: "u".repeat(BROWSER_INFO_LIMITS.userAgent),
      language: "en-GB",
      platform: "Linux x86_64",
      screenResolution: "1920x1080",
      windowSize: "1280x720",
      timezone: "Europe/London",
    });
    for (const [key, max] of Object.entries(BROWSER_INFO_LIMITS)) {
      expect(toBrowserInfo({ [key]: "x".repeat(max + 50) })[key as keyof typeof info]).toHaveLength(max);
    }
  });

  it("drops values that are not strings, control characters and empty values", () => {
    expect(
      toBrowserInfo({ userAgent: 5, language: ["en"], platform: "\u0000\n", timezone: "Europe/\u0007London" }),
    ).toEqual({
      timezone: "Europe/London",
    });
  });

  it("reads a JSON string, and anything else is empty", () => {
    expect(toBrowserInfo(JSON.stringify({ language: "en-GB" }))).toEqual({ language: "en-GB" });
    for (const value of ["{", "[]", null, undefined, 42, [{ language: "en" }], "x".repeat(10_000)]) {
      expect(toBrowserInfo(value)).toEqual({});
    }
  });

  it("is what the schema stores", () => {
    expect(feedbackSchema.parse({ ...base, browserInfo: { language: "fr-FR", evil: "x" } }).browserInfo).toEqual({
      language: "fr-FR",
    });
  });
});
