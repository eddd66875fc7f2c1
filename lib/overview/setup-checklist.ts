import { customizationSchema, type Customization } from "@/lib/business/settings-schema";

/*
 * The guided start on Overview: which setup steps a business has done, derived from what it has
 * stored (no flags of its own). Pure, so the browser, the page and the tests share it.
 */

/** The steps in the order an owner does them. */
export const SETUP_STEPS = ["hours", "service", "staff", "look", "live"] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];

/** What the database says about a business, as plain values (`lib/overview/setup-queries.ts` loads it). */
export type SetupFacts = {
  /** The business exists: Business Setup saved its details and opening hours (the form creates it). */
  hasBusiness: boolean;
  /** At least one active service with a price above £0. */
  hasPricedService: boolean;
  /** At least one active staff member. */
  hasActiveStaff: boolean;
  /** The stored look of the booking page (any shape: it is read as the Customize screen reads it). */
  customization: unknown;
  /** A logo or header image uploaded on Customize. */
  hasUploadedImage: boolean;
  /** A first booking exists (any status): the page is live and customers have found it. */
  hasBooking: boolean;
};

export type SetupStep = {
  id: SetupStepId;
  done: boolean;
  /** Not possible yet: every step but the first needs the business. */
  locked: boolean;
};

export type SetupChecklist = {
  steps: SetupStep[];
  doneCount: number;
  total: number;
  complete: boolean;
  /** The first step not done, the one to do next (null when complete). */
  next: SetupStepId | null;
};

const DEFAULT_CUSTOMIZATION: Customization = customizationSchema.parse({});

/** The stored look as the booking page reads it: anything missing or invalid is the default. */
function readCustomization(value: unknown): Customization {
  const parsed = customizationSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_CUSTOMIZATION;
}

/** Whether the booking page still looks exactly as a new business's does (colours compared case-blind). */
export function isDefaultCustomization(value: unknown): boolean {
  const customization = readCustomization(value);
  return (Object.keys(DEFAULT_CUSTOMIZATION) as (keyof Customization)[]).every((key) => {
    const mine = customization[key];
    const initial = DEFAULT_CUSTOMIZATION[key];
    return typeof mine === "string" && typeof initial === "string"
      ? mine.toLowerCase() === initial.toLowerCase()
      : mine === initial;
  });
}

/** Which steps are done, from the facts alone. */
export function buildSetupChecklist(facts: SetupFacts): SetupChecklist {
  const done: Record<SetupStepId, boolean> = {
    hours: facts.hasBusiness,
    service: facts.hasBusiness && facts.hasPricedService,
    staff: facts.hasBusiness && facts.hasActiveStaff,
    look: facts.hasBusiness && (facts.hasUploadedImage || !isDefaultCustomization(facts.customization)),
    live: facts.hasBusiness && facts.hasBooking,
  };
  const steps = SETUP_STEPS.map((id) => ({ id, done: done[id], locked: id !== "hours" && !facts.hasBusiness }));
  const doneCount = steps.filter((step) => step.done).length;
  return {
    steps,
    doneCount,
    total: steps.length,
    complete: doneCount === steps.length,
    next: steps.find((step) => !step.done)?.id ?? null,
  };
}

/**
 * Hiding the checklist ("Hide" on the card) is remembered per browser in a cookie listing the users who
 * hid it, so the server leaves the card out of the page instead of the browser removing it after it shows.
 */
export const SETUP_HIDDEN_COOKIE = "bookingpro-setup-hidden";
const MAX_HIDDEN_USERS = 10;

function hiddenUsers(cookieValue: string | undefined): string[] {
  return (cookieValue ?? "").split(".").filter((id) => /^[0-9a-f-]{36}$/i.test(id));
}

export function isSetupHiddenFor(cookieValue: string | undefined, userId: string): boolean {
  return hiddenUsers(cookieValue).includes(userId);
}

/** The cookie's value once this user has hidden the checklist too (the most recent few users are kept). */
export function withSetupHiddenFor(cookieValue: string | undefined, userId: string): string {
  const others = hiddenUsers(cookieValue).filter((id) => id !== userId);
  return [...others, userId].slice(-MAX_HIDDEN_USERS).join(".");
}

/** Names as a sentence: 'Beard Trim', 'Beard Trim and Shave', 'A, B and C', then 'A, B and 2 more'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length <= 3) return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${names.slice(0, 2).join(", ")} and ${names.length - 2} more`;
}
