import { describe, expect, it } from "vitest";
import {
  createServiceSchema,
  deleteServiceSchema,
  parseDurationMinutes,
  parsePriceToPence,
  penceToPriceInput,
  teamTermFieldName,
  updateServiceSchema,
} from "@/lib/services/schema";

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("parsePriceToPence", () => {
  it.each([
    ["12.50", 1250],
    ["12.5", 1250],
    ["12", 1200],
    ["12.", 1200],
    [".5", 50],
    ["0", 0],
    ["0.01", 1],
    ["0.29", 29],
    ["1.10", 110],
    ["  £7.99 ", 799],
    ["007.05", 705],
    ["10000", 1_000_000],
    ["10000.00", 1_000_000],
    [12.5, 1250],
    [0.29, 29],
    [19.99, 1999],
    [0, 0],
  ])("%j → %d pence", (input, pence) => {
    expect(parsePriceToPence(input)).toEqual({ ok: true, value: pence });
  });

  it.each([
    ["", "Price is required"],
    ["   ", "Price is required"],
    [undefined, "Price is required"],
    ["-1", "Price must be £0 or more"],
    ["-0.5", "Price must be £0 or more"],
    ["-£5", "Price must be £0 or more"],
    [-1, "Price must be £0 or more"],
    ["12.555", "Enter a price like 12.50"],
    ["12.001", "Enter a price like 12.50"],
    [12.345, "Enter a price like 12.50"],
    ["abc", "Enter a price like 12.50"],
    ["NaN", "Enter a price like 12.50"],
    [Number.NaN, "Enter a price like 12.50"],
    [Number.POSITIVE_INFINITY, "Enter a price like 12.50"],
    ["1e3", "Enter a price like 12.50"],
    ["1,250", "Enter a price like 12.50"],
    ["12.5.0", "Enter a price like 12.50"],
    [".", "Enter a price like 12.50"],
    ["0x10", "Enter a price like 12.50"],
    [{}, "Enter a price like 12.50"],
    ["10000.01", "Price can be at most £10,000"],
    ["99999999999999999999", "Price can be at most £10,000"],
    [10000.01, "Price can be at most £10,000"],
  ])("%j is refused: %s", (input, error) => {
    expect(parsePriceToPence(input)).toEqual({ ok: false, error });
  });

  it("round-trips through the form's text", () => {
    for (const pence of [0, 1, 29, 110, 1250, 99999, 1_000_000]) {
      expect(parsePriceToPence(penceToPriceInput(pence))).toEqual({ ok: true, value: pence });
    }
    expect(penceToPriceInput(1250)).toBe("12.50");
  });
});

describe("parseDurationMinutes", () => {
  it.each([
    ["15", 15],
    ["30", 30],
    [" 45 ", 45],
    ["480", 480],
    [60, 60],
  ])("%j → %d", (input, minutes) => {
    expect(parseDurationMinutes(input)).toEqual({ ok: true, value: minutes });
  });

  it.each([
    ["", "Duration is required"],
    [undefined, "Duration is required"],
    ["0", "Duration must be at least 15 minutes"],
    ["10", "Duration must be at least 15 minutes"],
    ["-15", "Duration must be at least 15 minutes"],
    ["20", "Duration must be in steps of 15 minutes"],
    ["31", "Duration must be in steps of 15 minutes"],
    ["30.5", "Duration must be in steps of 15 minutes"],
    ["495", "Duration can be at most 480 minutes (8 hours)"],
    ["abc", "Enter the duration in minutes, like 30"],
    ["1e2", "Enter the duration in minutes, like 30"],
  ])("%j is refused: %s", (input, error) => {
    expect(parseDurationMinutes(input)).toEqual({ ok: false, error });
  });
});

describe("service form schema", () => {
  const valid = {
    name: " Cut & Finish ",
    description: " Wash and cut ",
    duration: "45",
    price: "35.5",
    category: "Haircut & Styling",
    color: "#F43F5E",
    isActive: "on",
  };

  it("parses a valid form into stored values", () => {
    expect(createServiceSchema.parse(valid)).toEqual({
      values: {
        name: "Cut & Finish",
        description: "Wash and cut",
        durationMinutes: 45,
        pricePence: 3550,
        processingAfterMinutes: 0,
        processingMinutes: 0,
        category: "Haircut & Styling",
        color: "#f43f5e",
        isActive: true,
        resourceUse: "whole",
      },
      team: [],
      needs: [],
    });
  });

  it("treats a missing checkbox as inactive and fills category and colour defaults", () => {
    const { category: _category, color: _color, isActive: _isActive, ...rest } = valid;
    expect(createServiceSchema.parse(rest).values).toMatchObject({
      category: "Other",
      color: "#0ea5e9",
      isActive: false,
    });
  });

  it("reads a processing part inside the service, and refuses one that does not fit", () => {
    const colour = { ...valid, duration: "120" };
    expect(
      createServiceSchema.parse({ ...colour, processingAfter: "45", processingMinutes: "45" }).values,
    ).toMatchObject({ processingAfterMinutes: 45, processingMinutes: 45 });
    // Blank is none; a start without a length is none too.
    expect(createServiceSchema.parse({ ...colour, processingAfter: "30", processingMinutes: "" }).values).toMatchObject(
      { processingAfterMinutes: 0, processingMinutes: 0 },
    );
    expect(
      fieldErrors(createServiceSchema.safeParse({ ...colour, processingAfter: "90", processingMinutes: "45" })),
    ).toEqual({ processingMinutes: "Processing must end within the service's duration" });
    expect(
      fieldErrors(createServiceSchema.safeParse({ ...colour, processingAfter: "0", processingMinutes: "120" })),
    ).toEqual({ processingMinutes: "Processing can't take the whole service" });
    expect(
      fieldErrors(createServiceSchema.safeParse({ ...colour, processingAfter: "7", processingMinutes: "-5" })),
    ).toEqual({
      processingAfter: "Enter minutes in steps of 5, like 30",
      processingMinutes: "Enter minutes in steps of 5, like 30",
    });
  });

  const SENIOR = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
  const JUNIOR = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d";

  it("reads each team member's own duration and price; blank keeps the service's, both blank is none", () => {
    const parsed = createServiceSchema.parse({
      ...valid,
      [teamTermFieldName(SENIOR, "duration")]: "60",
      [teamTermFieldName(SENIOR, "price")]: "55",
      [teamTermFieldName(JUNIOR, "duration")]: " ",
      [teamTermFieldName(JUNIOR, "price")]: "25.50",
      [teamTermFieldName("0b1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", "price")]: "",
    });
    expect(parsed.team).toEqual([
      { staffId: SENIOR, durationMinutes: 60, pricePence: 5500 },
      { staffId: JUNIOR, durationMinutes: null, pricePence: 2550 },
    ]);
  });

  it("reports a team member's bad duration or price next to that field, with the service's own problems", () => {
    const result = createServiceSchema.safeParse({
      ...valid,
      name: "",
      [teamTermFieldName(SENIOR, "duration")]: "50",
      [teamTermFieldName(SENIOR, "price")]: "-1",
      "team.not-an-id.price": "10",
    });
    expect(fieldErrors(result)).toEqual({
      name: "Service name is required",
      [teamTermFieldName(SENIOR, "duration")]: "Duration must be in steps of 15 minutes",
      [teamTermFieldName(SENIOR, "price")]: "Price must be £0 or more",
      "team.not-an-id.price": "Choose team members of this business",
    });
  });

  it("reports every problem with the field it belongs to", () => {
    const result = createServiceSchema.safeParse({
      name: "  ",
      duration: "20",
      price: "-3",
      category: "Tattoos",
      color: "red",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual({
      name: "Service name is required",
      duration: "Duration must be in steps of 15 minutes",
      price: "Price must be £0 or more",
      category: "Choose a category",
      color: "Choose a colour like #0ea5e9",
    });
  });

  it("limits the name and description length", () => {
    const result = createServiceSchema.safeParse({ ...valid, name: "x".repeat(121), description: "y".repeat(1001) });
    expect(fieldErrors(result)).toEqual({
      name: "Service name can be at most 120 characters",
      description: "Description can be at most 1000 characters",
    });
  });

  it("never takes a business id from the input", () => {
    const parsed = createServiceSchema.parse({ ...valid, businessId: "00000000-0000-0000-0000-000000000000" });
    expect(parsed).not.toHaveProperty("businessId");
    const update = updateServiceSchema.parse({ ...valid, id: " abc ", businessId: "x" });
    expect(update).toEqual({
      id: "abc",
      values: expect.not.objectContaining({ businessId: expect.anything() }),
      team: [],
      needs: [],
    });
  });

  it("accepts any id text for update and delete (the action answers 'Service not found')", () => {
    expect(deleteServiceSchema.parse({ id: "not-a-uuid" })).toEqual({ id: "not-a-uuid" });
    expect(deleteServiceSchema.parse({})).toEqual({ id: "" });
  });
});
