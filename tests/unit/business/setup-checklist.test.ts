import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildSetupChecklist,
  isDefaultCustomization,
  isSetupHiddenFor,
  listNames,
  SETUP_STEPS,
  withSetupHiddenFor,
  type SetupFacts,
} from "@/lib/overview/setup-checklist";
import {
  BORDER_RADII,
  customizationSchema,
  DEFAULT_BUSINESS_HOURS,
  FONT_FAMILIES,
  staffAvailabilitySchema,
  THEMES,
} from "@/lib/business/settings-schema";
import { WEEKDAYS } from "@/lib/availability/weekly-schedule";

const NEW_BUSINESS: SetupFacts = {
  hasBusiness: true,
  hasPricedService: false,
  hasActiveStaff: false,
  customization: customizationSchema.parse({}),
  hasUploadedImage: false,
  hasBooking: false,
};

const DONE_WITH_DEFAULT_LOOK = {
  ...NEW_BUSINESS,
  hasPricedService: true,
  hasActiveStaff: true,
  hasBooking: true,
};

const hex = fc
  .array(fc.constantFrom(..."0123456789abcdefABCDEF"), { minLength: 6, maxLength: 6 })
  .map((chars) => `#${chars.join("")}`);

const customization = fc.record({
  primaryColor: hex,
  secondaryColor: hex,
  logo: fc.constantFrom(null, "https://example.com/logo.png"),
  headerImage: fc.constantFrom(null, "https://example.com/header.jpg"),
  theme: fc.constantFrom(...THEMES),
  fontFamily: fc.constantFrom(...FONT_FAMILIES),
  borderRadius: fc.constantFrom(...(Object.keys(BORDER_RADII) as (keyof typeof BORDER_RADII)[])),
  showBusinessInfo: fc.boolean(),
  showPricing: fc.boolean(),
  showStaffSelection: fc.boolean(),
});

const facts: fc.Arbitrary<SetupFacts> = fc.record({
  hasBusiness: fc.boolean(),
  hasPricedService: fc.boolean(),
  hasActiveStaff: fc.boolean(),
  customization: fc.oneof(customization, fc.constant(customizationSchema.parse({}))),
  hasUploadedImage: fc.boolean(),
  hasBooking: fc.boolean(),
});

describe("setup checklist", () => {
  it("starts at 0 of 5 without a business: only the first step is open", () => {
    const checklist = buildSetupChecklist({ ...NEW_BUSINESS, hasBusiness: false });
    expect(checklist).toMatchObject({ doneCount: 0, total: 5, complete: false, next: "hours" });
    expect(checklist.steps.map((step) => [step.id, step.locked])).toEqual([
      ["hours", false],
      ["service", true],
      ["staff", true],
      ["look", true],
      ["live", true],
    ]);
  });

  it("ticks the hours once the business exists (Business Setup saves them with it)", () => {
    const checklist = buildSetupChecklist(NEW_BUSINESS);
    expect(checklist.doneCount).toBe(1);
    expect(checklist.next).toBe("service");
    expect(checklist.steps.every((step) => !step.locked)).toBe(true);
  });

  it("ticks each step from its own fact", () => {
    const done = (update: Partial<SetupFacts>) =>
      buildSetupChecklist({ ...NEW_BUSINESS, ...update })
        .steps.filter((step) => step.done)
        .map((step) => step.id);
    expect(done({ hasPricedService: true })).toEqual(["hours", "service"]);
    expect(done({ hasActiveStaff: true })).toEqual(["hours", "staff"]);
    expect(done({ hasUploadedImage: true })).toEqual(["hours", "look"]);
    expect(done({ customization: { ...customizationSchema.parse({}), theme: "warm" } })).toEqual(["hours", "look"]);
    expect(done({ hasBooking: true })).toEqual(["hours", "live"]);
  });

  it("is complete (and gone) only when every step is done", () => {
    expect(buildSetupChecklist(DONE_WITH_DEFAULT_LOOK)).toMatchObject({ doneCount: 4, complete: false, next: "look" });
    expect(buildSetupChecklist({ ...DONE_WITH_DEFAULT_LOOK, hasUploadedImage: true })).toMatchObject({
      doneCount: 5,
      complete: true,
      next: null,
    });
  });

  it("counts what it shows, in the steps' order, and names the first step not done as next", () => {
    fc.assert(
      fc.property(facts, (value) => {
        const checklist = buildSetupChecklist(value);
        expect(checklist.steps.map((step) => step.id)).toEqual([...SETUP_STEPS]);
        expect(checklist.total).toBe(SETUP_STEPS.length);
        expect(checklist.doneCount).toBe(checklist.steps.filter((step) => step.done).length);
        expect(checklist.complete).toBe(checklist.doneCount === checklist.total);
        expect(checklist.next).toBe(checklist.steps.find((step) => !step.done)?.id ?? null);
        // Nothing is done or open without a business but the first step, which is exactly "a business exists".
        expect(checklist.steps[0].done).toBe(value.hasBusiness);
        if (!value.hasBusiness) expect(checklist.steps.slice(1).every((s) => s.locked && !s.done)).toBe(true);
      }),
    );
  });

  it("never loses a tick when a fact turns true", () => {
    const keys = ["hasPricedService", "hasActiveStaff", "hasUploadedImage", "hasBooking"] as const;
    fc.assert(
      fc.property(facts, fc.constantFrom(...keys), (value, key) => {
        const before = buildSetupChecklist({ ...value, [key]: false });
        const after = buildSetupChecklist({ ...value, [key]: true });
        expect(after.doneCount).toBeGreaterThanOrEqual(before.doneCount);
        before.steps.forEach((step, i) => {
          if (step.done) expect(after.steps[i].done).toBe(true);
        });
      }),
    );
  });
});

describe("default look", () => {
  it("reads a missing, empty or invalid customization as the default", () => {
    expect(isDefaultCustomization(null)).toBe(true);
    expect(isDefaultCustomization({})).toBe(true);
    expect(isDefaultCustomization({ theme: "neon" })).toBe(true);
    expect(isDefaultCustomization({ primaryColor: "#0EA5E9" })).toBe(true);
  });

  it("is default exactly when every field equals the default (colours case-blind)", () => {
    const initial = customizationSchema.parse({});
    fc.assert(
      fc.property(customization, (value) => {
        const same = (Object.keys(initial) as (keyof typeof initial)[]).every((key) =>
          typeof value[key] === "string" && typeof initial[key] === "string"
            ? (value[key] as string).toLowerCase() === (initial[key] as string).toLowerCase()
            : value[key] === initial[key],
        );
        expect(isDefaultCustomization(value)).toBe(same);
      }),
    );
  });
});

describe("hiding the checklist", () => {
  const anna = "11111111-1111-4111-8111-111111111111";
  const ben = "22222222-2222-4222-8222-222222222222";

  it("remembers each user who hid it, and only them", () => {
    expect(isSetupHiddenFor(undefined, anna)).toBe(false);
    const once = withSetupHiddenFor(undefined, anna);
    expect(isSetupHiddenFor(once, anna)).toBe(true);
    expect(isSetupHiddenFor(once, ben)).toBe(false);
    const both = withSetupHiddenFor(once, ben);
    expect(isSetupHiddenFor(both, anna) && isSetupHiddenFor(both, ben)).toBe(true);
    expect(withSetupHiddenFor(both, anna).split(".")).toHaveLength(2);
  });

  it("ignores anything in the cookie that is not a user id, and keeps it short", () => {
    expect(isSetupHiddenFor(`x.${anna}.<script>`, anna)).toBe(true);
    fc.assert(
      fc.property(fc.array(fc.uuid(), { maxLength: 30 }), (ids) => {
        const value = ids.reduce<string | undefined>((cookie, id) => withSetupHiddenFor(cookie, id), undefined);
        expect((value ?? "").split(".").filter(Boolean).length).toBeLessThanOrEqual(10);
        if (ids.length > 0) expect(isSetupHiddenFor(value, ids.at(-1)!)).toBe(true);
      }),
    );
  });
});

describe("listNames", () => {
  it("writes names as a sentence", () => {
    expect(listNames([])).toBe("");
    expect(listNames(["Beard Trim"])).toBe("Beard Trim");
    expect(listNames(["Beard Trim", "Shave"])).toBe("Beard Trim and Shave");
    expect(listNames(["A", "B", "C"])).toBe("A, B and C");
    expect(listNames(["A", "B", "C", "D", "E"])).toBe("A, B and 3 more");
  });
});

describe("opening hours as a working week (Add myself as staff)", () => {
  it("works the business's open days, from opening to closing: the same schedule, read as it is", () => {
    const availability = staffAvailabilitySchema.parse(DEFAULT_BUSINESS_HOURS);
    expect(availability.monday).toEqual({ enabled: true, start: "09:00", end: "17:00" });
    expect(availability.saturday).toEqual({ enabled: true, start: "10:00", end: "16:00" });
    expect(availability.sunday).toEqual({ enabled: false, start: "10:00", end: "16:00" });
    expect(Object.keys(availability)).toEqual([...WEEKDAYS]);
  });
});
