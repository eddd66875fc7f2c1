import { describe, expect, it } from "vitest";
import { isCalendarDate } from "@/lib/time/calendar-date";
import {
  BOOKING_STATUS_FILTER_LABELS,
  BOOKING_STATUS_FILTERS,
  BOOKING_VIEW_LABELS,
  BOOKING_VIEWS,
  buildBookingsHref,
  DATE_RANGE_ERROR,
  dateRangeError,
  DEFAULT_BOOKING_FILTERS,
  hasActiveFilters,
  normalizeBookingSearch,
  parseBookingFilters,
} from "@/lib/bookings/filters-schema";

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

  it("has the tabs Upcoming, Past, All", () => {
    expect(BOOKING_VIEWS.map((view) => BOOKING_VIEW_LABELS[view])).toEqual(["Upcoming", "Past", "All"]);
  });

  it("defaults everything when the URL has no filters: the Upcoming tab", () => {
    expect(parseBookingFilters({})).toEqual(DEFAULT_BOOKING_FILTERS);
    expect(DEFAULT_BOOKING_FILTERS).toEqual({
      view: "upcoming",
      q: "",
      status: "all",
      from: null,
      to: null,
      page: 1,
      highlightBooking: null,
    });
  });

  it("reads valid values", () => {
    expect(
      parseBookingFilters({
        view: "past",
        q: "sarah",
        status: "pending",
        from: "2026-03-29",
        to: "2026-10-25",
        page: "3",
        highlightBooking: ID,
      }),
    ).toEqual({
      view: "past",
      q: "sarah",
      status: "pending",
      from: "2026-03-29",
      to: "2026-10-25",
      page: 3,
      highlightBooking: ID,
    });
    expect(parseBookingFilters({ status: " Cancelled " }).status).toBe("cancelled");
    expect(parseBookingFilters({ view: " ALL " }).view).toBe("all");
    expect(parseBookingFilters({ highlightBooking: ID.toUpperCase() }).highlightBooking).toBe(ID);
    expect(parseBookingFilters({ from: "2026-11-01" })).toMatchObject({ from: "2026-11-01", to: null });
    expect(parseBookingFilters({ to: "2026-11-01" })).toMatchObject({ from: null, to: "2026-11-01" });
  });

  it("falls back per field on bad values, never throwing", () => {
    const bad = parseBookingFilters({
      view: "future",
      status: "archived",
      from: "2026-02-30",
      to: "soon",
      page: "abc",
      highlightBooking: "42",
    });
    expect(bad).toEqual(DEFAULT_BOOKING_FILTERS);
    expect(parseBookingFilters({ status: "confirmed", from: "tomorrow" })).toMatchObject({
      status: "confirmed",
      from: null,
    });
    for (const page of ["0", "-1", "1.5", "1e3", "999999999", " ", "NaN", "Infinity"]) {
      expect(parseBookingFilters({ page }).page, page).toBe(1);
    }
    for (const date of ["2026-2-3", "26-02-03", "2026-13-01", "0999-01-01", "2026-02-29", "2026-02-03T10:00", ""]) {
      expect(parseBookingFilters({ from: date }).from, date).toBeNull();
      expect(parseBookingFilters({ to: date }).to, date).toBeNull();
    }
    for (const view of ["", "Upcoming!", "0", "__proto__", "constructor"]) {
      expect(parseBookingFilters({ view }).view, view).toBe("upcoming");
    }
    expect(parseBookingFilters({ status: "__proto__", page: "toString" })).toEqual(DEFAULT_BOOKING_FILTERS);
  });

  it("trims, cleans and limits the customer search to 100 characters", () => {
    expect(parseBookingFilters({ q: "  Sarah  " }).q).toBe("Sarah");
    expect(parseBookingFilters({ q: "Sarah\n\tJohnson" }).q).toBe("Sarah Johnson");
    expect(parseBookingFilters({ q: "a\u0000b" }).q).toBe("ab");
    expect(parseBookingFilters({ q: "   " }).q).toBe("");
    expect(parseBookingFilters({ q: "x".repeat(250) }).q).toBe("x".repeat(100));
    // Wildcards are kept as typed: the query escapes them.
    expect(parseBookingFilters({ q: "50%_off" }).q).toBe("50%_off");
    expect(normalizeBookingSearch(undefined)).toBe("");
  });

  it("keeps a reversed date range for the form, flagged by dateRangeError", () => {
    const reversed = parseBookingFilters({ from: "2026-11-20", to: "2026-11-10" });
    expect(reversed).toMatchObject({ from: "2026-11-20", to: "2026-11-10" });
    expect(dateRangeError(reversed.from, reversed.to)).toBe(DATE_RANGE_ERROR);
    expect(DATE_RANGE_ERROR).toBe("The 'To' date must be on or after the 'From' date.");
    expect(dateRangeError("2026-11-10", "2026-11-10")).toBeNull();
    expect(dateRangeError("2026-11-10", "2026-11-11")).toBeNull();
    expect(dateRangeError("2026-12-31", "2027-01-01")).toBeNull();
    expect(dateRangeError(null, "2026-11-10")).toBeNull();
    expect(dateRangeError("2026-11-10", null)).toBeNull();
  });

  it("reads the old single-day ?date= as from = to = that day; from/to win", () => {
    expect(parseBookingFilters({ date: "2026-11-26" })).toMatchObject({ from: "2026-11-26", to: "2026-11-26" });
    expect(parseBookingFilters({ date: "2026-11-26", from: "2026-11-01" })).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-26",
    });
    expect(parseBookingFilters({ date: "nope" })).toMatchObject({ from: null, to: null });
  });

  it("takes the first of repeated parameters and accepts URLSearchParams", () => {
    expect(
      parseBookingFilters({ status: ["completed", "pending"], page: ["2", "9"], view: ["all", "past"] }),
    ).toMatchObject({
      status: "completed",
      page: 2,
      view: "all",
    });
    expect(parseBookingFilters(new URLSearchParams("status=pending&from=2028-02-29&page=4&q=%25"))).toEqual({
      view: "upcoming",
      q: "%",
      status: "pending",
      from: "2028-02-29",
      to: null,
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
    expect(buildBookingsHref({ view: "past", status: "pending", from: "2026-11-26", to: "2026-11-30", page: 2 })).toBe(
      "/dashboard/bookings?view=past&status=pending&from=2026-11-26&to=2026-11-30&page=2",
    );
    expect(buildBookingsHref({ q: "50% & co" })).toBe("/dashboard/bookings?q=50%25+%26+co");
    expect(buildBookingsHref({ ...DEFAULT_BOOKING_FILTERS, highlightBooking: ID })).toBe(
      `/dashboard/bookings?highlightBooking=${ID}`,
    );
    const roundTrip = {
      view: "all",
      q: "o'brien +44",
      status: "cancelled",
      from: "2026-03-29",
      to: "2026-10-25",
      page: 7,
      highlightBooking: null,
    } as const;
    expect(parseBookingFilters(new URLSearchParams(buildBookingsHref(roundTrip).split("?")[1]))).toEqual(roundTrip);
  });

  it("tells whether any filter beyond the tab is active", () => {
    const none = { q: "", status: "all", from: null, to: null } as const;
    expect(hasActiveFilters(none)).toBe(false);
    expect(hasActiveFilters({ ...none, status: "pending" })).toBe(true);
    expect(hasActiveFilters({ ...none, q: "sarah" })).toBe(true);
    expect(hasActiveFilters({ ...none, from: "2026-11-26" })).toBe(true);
    expect(hasActiveFilters({ ...none, to: "2026-11-26" })).toBe(true);
  });
});

describe("booking status options", () => {
  it("lists every stored status once, with its label", async () => {
    const { BOOKING_STATUSES } = await import("@/lib/constants");
    const { BOOKING_STATUS_OPTIONS, BOOKING_STATUS_LABELS } = await import("@/lib/bookings/filters-schema");
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
