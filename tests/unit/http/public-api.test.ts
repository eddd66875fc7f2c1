import { describe, expect, it } from "vitest";
import {
  apiErrorResponseSchema,
  availabilityResponseSchema,
  bookingCreatedResponseSchema,
} from "@/lib/bookings/public-api";
import { AppError } from "@/lib/errors";
import { jsonError, jsonFromError, jsonValidationError } from "@/lib/http/json-response";
import { publicBookingSchema } from "@/lib/bookings/public-booking-schema";
import { validateDetails } from "@/components/booking-wizard/wizard-state";
import { toFieldErrors } from "@/lib/forms/field-errors";

describe("the public booking API's response types", () => {
  it("reads what the routes send: availability and a created booking", () => {
    const availability = { timeZone: "Europe/London", days: [{ date: "2030-06-10", slots: ["09:00", "09:30"] }] };
    expect(availabilityResponseSchema.parse(availability)).toEqual(availability);
    expect(availabilityResponseSchema.safeParse({ days: [{ date: "2030-06-10", slots: [9] }] }).success).toBe(false);
    const created = {
      booking: {
        id: "b1",
        serviceName: "Cut",
        staffName: "Emma",
        date: "2030-06-10",
        time: "09:00",
        durationMinutes: 45,
        pricePence: 3500,
      },
      manageUrl: "http://demo.localhost:3000/manage/b1.sig",
      calendar: {
        google: "https://calendar.google.com/calendar/render?action=TEMPLATE",
        outlook: "https://outlook.live.com/calendar/0/deeplink/compose",
        ics: "http://demo.localhost:3000/manage/b1.sig/calendar.ics",
      },
    };
    expect(bookingCreatedResponseSchema.parse(created)).toEqual(created);
    expect(bookingCreatedResponseSchema.safeParse({ booking: { id: "b1" }, manageUrl: "x" }).success).toBe(false);
  });

  it("reads every error body the JSON helpers send, with its code", async () => {
    const taken = await jsonFromError(new AppError("slot_taken", "Gone")).json();
    expect(apiErrorResponseSchema.parse(taken)).toEqual({ error: "Gone", code: "slot_taken" });
    const limited = jsonError("rate_limited", "Slow down");
    expect(limited.status).toBe(429);
    expect(apiErrorResponseSchema.parse(await limited.json())).toEqual({ error: "Slow down", code: "rate_limited" });
    const parsed = publicBookingSchema.safeParse({ customerName: "" });
    if (parsed.success) throw new Error("expected a failure");
    const invalid = apiErrorResponseSchema.parse(await jsonValidationError(parsed.error).json());
    expect(invalid.code).toBe("invalid");
    expect(invalid.fieldErrors?.customerName).toBe("Please enter your full name");
    const original = console.error;
    console.error = () => {};
    try {
      expect(apiErrorResponseSchema.parse(await jsonFromError(new Error("boom")).json())).toEqual({
        error: "Something went wrong. Please try again.",
      });
    } finally {
      console.error = original;
    }
  });

  it("keeps the message of an error body with an unknown code", () => {
    expect(apiErrorResponseSchema.parse({ error: "Odd", code: "teapot" })).toEqual({ error: "Odd", code: undefined });
  });
});

describe("the wizard's details check", () => {
  const valid = { customerName: "Jane Doe", customerEmail: "jane@example.com", customerPhone: "", notes: "" };
  const base = {
    serviceId: "00000000-0000-4000-8000-000000000000",
    staffId: "00000000-0000-4000-8000-000000000000",
    date: "2030-06-10",
    time: "09:00",
  };
  const cases = [
    valid,
    { ...valid, customerName: " ", customerEmail: "" },
    { ...valid, customerEmail: "x".repeat(250) + "@example.com" },
    { ...valid, customerEmail: "not-an-email" },
    { ...valid, customerPhone: "call me".repeat(10) },
    { ...valid, notes: "n".repeat(1001) },
  ];

  it.each(cases)("gives the server's own message per field (%#)", (values) => {
    const server = publicBookingSchema.safeParse({ ...base, ...values });
    expect(validateDetails(values)).toEqual(server.success ? {} : toFieldErrors(server.error));
  });
});
