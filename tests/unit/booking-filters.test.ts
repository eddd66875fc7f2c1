import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUS_FILTER_LABELS,
  BOOKING_STATUS_FILTERS,
  buildBookingsHref,
  DEFAULT_BOOKING_FILTERS,
  hasActiveFilters,
  isCalendarDate,
  parseBookingFilters,
} from "@/lib/validations/booking-filters";

const ID = "0b7c6a55-1f3e-4a5b-9c2d-8e7f6a5b4c3d";

describe("booking list filters", () => {
  it("offers the spec's status options in order, then our no-show, with their labels", () => {
    expect(BOOKING_STATUS_FILTERS).toEqual(["all", "confirmed", "pending", "cancelled", "completed", "no_show"]);
    expect(BOOKING_STATUS_FILTERS.map((value) => BOOKING_STATUS_FILTER_LABELS[value])).toEqual([
      "All Statuses",
      "Confirmed",
      "Pending",
      "Cancelled",
      "Completed",
      "No-show",
    ]);
  });

  it("defaults everything when the URL has no filters", () => {
    expect(parseBookingFilters({})).toEqual(DEFAULT_BOOKING_FILTERS);
    expect(DEFAULT_BOOKING_FILTERS).toEqual({ status: "all", date: null, page: 1, highlightBooking: null });
  });

  it("reads valid values", () => {
    expect(parseBookingFilters({ status: "pending", date: "2026-03-29", page: "3", highlightBooking: ID })).toEqual({
      status: "pending",
      date: "2026-03-29",
      page: 3,
      highlightBooking: ID,
    });
    expect(parseBookingFilters({ status: " Cancelled " }).status).toBe("cancelled");
    expect(parseBookingFilters({ highlightBooking: ID.toUpperCase() }).highlightBooking).toBe(ID);
  });

  it("falls back per field on bad values, never throwing", () => {
    const bad = parseBookingFilters({ status: "archived", date: "2026-02-30", page: "abc", highlightBooking: "42" });
    expect(bad).toEqual(DEFAULT_BOOKING_FILTERS);
    expect(parseBookingFilters({ status: "confirmed", date: "tomorrow" })).toMatchObject({
      status: "confirmed",
      date: null,
    });
    for (const page of ["0", "-1", "1.5", "1e3", "999999999", " ", "NaN", "Infinity"]) {
      expect(parseBookingFilters({ page }).page, page).toBe(1);
    }
    for (const date of ["2026-2-3", "26-02-03", "2026-13-01", "0999-01-01", "2026-02-29", "2026-02-03T10:00", ""]) {
      expect(parseBookingFilters({ date }).date, date).toBeNull();
    }
    expect(parseBookingFilters({ status: "__proto__", page: "toString" })).toEqual(DEFAULT_BOOKING_FILTERS);
  });

  it("takes the first of repeated parameters and accepts URLSearchParams", () => {
    expect(parseBookingFilters({ status: ["completed", "pending"], page: ["2", "9"] })).toMatchObject({
      status: "completed",
      page: 2,
    });
    expect(parseBookingFilters(new URLSearchParams("status=pending&date=2028-02-29&page=4"))).toEqual({
      status: "pending",
      date: "2028-02-29",
      page: 4,
      highlightBooking: null,
    });
  });

  it("knows real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-10-25")).toBe(true);
  });

  it("builds list URLs without defaults", () => {
    expect(buildBookingsHref({})).toBe("/dashboard/bookings");
    expect(buildBookingsHref(DEFAULT_BOOKING_FILTERS)).toBe("/dashboard/bookings");
    expect(buildBookingsHref({ status: "pending", date: "2026-11-26", page: 2 })).toBe(
      "/dashboard/bookings?status=pending&date=2026-11-26&page=2",
    );
    expect(buildBookingsHref({ status: "all", date: null, page: 1, highlightBooking: ID })).toBe(
      `/dashboard/bookings?highlightBooking=${ID}`,
    );
    const roundTrip = { status: "cancelled", date: "2026-03-29", page: 7, highlightBooking: null } as const;
    expect(parseBookingFilters(new URLSearchParams(buildBookingsHref(roundTrip).split("?")[1]))).toEqual(roundTrip);
  });

  it("tells whether any filter is active", () => {
    expect(hasActiveFilters({ status: "all", date: null })).toBe(false);
    expect(hasActiveFilters({ status: "pending", date: null })).toBe(true);
    expect(hasActiveFilters({ status: "all", date: "2026-11-26" })).toBe(true);
  });
});

describe("booking status options", () => {
  it("lists every stored status once, with its label", async () => {
    const { BOOKING_STATUSES } = await import("@/lib/constants");
    const { BOOKING_STATUS_OPTIONS, BOOKING_STATUS_LABELS } = await import("@/lib/validations/booking-filters");
    expect([...BOOKING_STATUS_OPTIONS].sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(BOOKING_STATUS_OPTIONS.map((status) => BOOKING_STATUS_LABELS[status])).toEqual([
      "Pending",
      "Confirmed",
      "Completed",
      "Cancelled",
      "No-show",
    ]);
  });
});
