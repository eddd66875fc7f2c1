import { z } from "zod";
import { FEEDBACK_TYPES } from "@/lib/constants";
import { cleanMultiLine, cleanSingleLine } from "@/lib/forms/text";

/*
 * The beta feedback form (the floating widget on every dashboard screen). Title and details are
 * required; type and rating have defaults. The page address and the browser's details are collected
 * by the browser, so they are never a reason to refuse: anything odd is dropped, cut or stored empty.
 */

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  bug: "Bug report",
  feature: "Feature request",
  improvement: "Improvement",
  compliment: "Compliment",
  general: "General",
};

export const DEFAULT_FEEDBACK_TYPE: FeedbackType = "general";
export const DEFAULT_FEEDBACK_RATING = 5;
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

export const FEEDBACK_TITLE_MAX = 200;
export const FEEDBACK_DESCRIPTION_MAX = 5000;
export const FEEDBACK_PAGE_URL_MAX = 2000;
/** The longest browser-info JSON read at all (a string from a form post). */
const BROWSER_INFO_JSON_MAX = 4000;

export const FEEDBACK_MESSAGES = {
  type: "Choose a feedback type",
  rating: "Choose a rating from 1 to 5",
  titleRequired: "Please enter a title",
  titleTooLong: `Title must be ${FEEDBACK_TITLE_MAX} characters or fewer`,
  descriptionRequired: "Please enter the details",
  descriptionTooLong: `Details must be ${FEEDBACK_DESCRIPTION_MAX.toLocaleString("en-GB")} characters or fewer`,
} as const;

/** What the browser says about itself; each value cut to its limit, unknown keys dropped. */
export const BROWSER_INFO_LIMITS = {
  userAgent: 512,
  language: 35,
  platform: 100,
  screenResolution: 20,
  windowSize: 20,
  timezone: 100,
} as const;

export type FeedbackBrowserInfo = Partial<Record<keyof typeof BROWSER_INFO_LIMITS, string>>;

/** The page the feedback was sent from: an http(s) address of at most FEEDBACK_PAGE_URL_MAX characters, else ''. */
export function toPageUrl(value: unknown): string {
  if (typeof value !== "string" || value.length > FEEDBACK_PAGE_URL_MAX * 2) return "";
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  // No credentials are ever kept, whatever a pasted address carried.
  url.username = "";
  url.password = "";
  const href = url.href;
  return href.length <= FEEDBACK_PAGE_URL_MAX ? href : "";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The browser's details: an object (or its JSON), known keys only, strings only, each cleaned and cut. */
export function toBrowserInfo(value: unknown): FeedbackBrowserInfo {
  let raw = value;
  if (typeof raw === "string") {
    if (raw.length > BROWSER_INFO_JSON_MAX) return {};
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!isPlainObject(raw)) return {};
  const info: FeedbackBrowserInfo = {};
  for (const [key, max] of Object.entries(BROWSER_INFO_LIMITS) as [keyof FeedbackBrowserInfo, number][]) {
    const entry = Object.hasOwn(raw, key) ? raw[key] : undefined;
    if (typeof entry !== "string") continue;
    const cleaned = cleanSingleLine(entry).trim().slice(0, max);
    if (cleaned) info[key] = cleaned;
  }
  return info;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

const feedbackType = z.preprocess(
  (value) => (isBlank(value) ? DEFAULT_FEEDBACK_TYPE : value),
  z.enum(FEEDBACK_TYPES, { error: FEEDBACK_MESSAGES.type }),
);

const rating = z.preprocess(
  (value) => {
    if (isBlank(value)) return DEFAULT_FEEDBACK_RATING;
    if (typeof value === "string" && /^\s*\d{1,2}\s*$/.test(value)) return Number(value);
    return value;
  },
  z
    .number({ error: FEEDBACK_MESSAGES.rating })
    .int(FEEDBACK_MESSAGES.rating)
    .min(1, FEEDBACK_MESSAGES.rating)
    .max(5, FEEDBACK_MESSAGES.rating),
);

const requiredText = (multiline: boolean, max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .overwrite(multiline ? cleanMultiLine : cleanSingleLine)
    .trim()
    .min(1, required)
    .max(max, tooLong);

/** The fields the person types (what the widget checks before sending). */
export const feedbackFieldsSchema = z.object({
  type: feedbackType,
  rating,
  title: requiredText(false, FEEDBACK_TITLE_MAX, FEEDBACK_MESSAGES.titleRequired, FEEDBACK_MESSAGES.titleTooLong),
  description: requiredText(
    true,
    FEEDBACK_DESCRIPTION_MAX,
    FEEDBACK_MESSAGES.descriptionRequired,
    FEEDBACK_MESSAGES.descriptionTooLong,
  ),
});

/**
 * One piece of feedback as the browser sends it. Who sent it (id, name, email) and their business are
 * never part of it: the server takes them from the session, and any such field sent is ignored.
 */
export const feedbackSchema = feedbackFieldsSchema.extend({
  pageUrl: z.unknown().optional().transform(toPageUrl),
  browserInfo: z.unknown().optional().transform(toBrowserInfo),
});

export type FeedbackInput = z.output<typeof feedbackSchema>;

/** The form's own fields, echoed back on a refusal so nothing typed is lost. */
export const FEEDBACK_FIELDS = ["type", "rating", "title", "description"] as const;
