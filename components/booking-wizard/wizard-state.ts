/**
 * The booking wizard's state machine and the types its steps share. Pure: no React, no fetch, so
 * every transition and Back rule is unit-tested in tests/unit/booking-page/wizard-state.test.ts.
 */
import type { BookingCreatedResponse, CreatedBookingSummary, CreatedVisitSummary } from "@/lib/bookings/public-api";
import { ANY_STAFF, customerDetailsSchema, MAX_VISIT_SERVICES } from "@/lib/bookings/public-booking-schema";
import { toFieldErrors } from "@/lib/forms/field-errors";
import type { StaffTerms, TermsRange } from "@/lib/services/staff-terms";
import type { ServiceListItem } from "@/lib/services/queries";

/** A bookable service as the wizard shows it (only active ones reach the page). */
/** A bookable service with the range of durations and prices of those who do it ("from £35"). */
export type WizardService = Omit<ServiceListItem, "isActive"> & { range: TermsRange };

/** A professional, with their own duration and price of the services where they have them. */
export type WizardStaff = { id: string; name: string; jobTitle: string; specialties: string[]; terms: StaffTerms };

/** Where the customer manages their booking and adds it to a calendar, as the server answered. */
export type BookingLinks = Pick<BookingCreatedResponse, "manageUrl" | "calendar">;

export type WizardStep = 1 | 2 | 3 | 4 | "confirmed";

/** The server's record of the booking (of a visit: the whole visit, and each service in `parts`). */
export type ConfirmedBooking = CreatedBookingSummary & {
  parts?: { serviceName: string; staffName: string; time: string }[];
};

/** A booked visit as the confirmation shows it. */
export function toConfirmedVisit(visit: CreatedVisitSummary): ConfirmedBooking {
  const { id, serviceName, staffName, date, time, durationMinutes, pricePence } = visit;
  const parts = visit.items.map((item) => ({
    serviceName: item.serviceName,
    staffName: item.staffName,
    time: item.time,
  }));
  return { id, serviceName, staffName, date, time, durationMinutes, pricePence, parts };
}

export type WizardState = {
  step: WizardStep;
  serviceId: string | null;
  /** A visit: the services added after the first, in order (empty for a booking of one service). */
  addedServiceIds: string[];
  /** On step 1 to add a service to the visit (not to start again): Back returns to where it was added. */
  adding: boolean;
  /** A staff member's id, or ANY_STAFF ("any professional"), for the whole visit. */
  staffId: string | null;
  /** A visit with a professional chosen per service (each an id or ANY_STAFF); null: `staffId` for all. */
  staffIds: string[] | null;
  /** "YYYY-MM-DD" in the business's time zone. */
  date: string | null;
  /** "HH:mm" in the business's time zone. */
  time: string | null;
  /** True when step 2 was skipped (staff selection off): Back from step 3 then returns to step 1. */
  staffStepSkipped: boolean;
  /** Shown as an alert on step 3, e.g. after the chosen time was taken by someone else. */
  dateTimeNotice: string | null;
  /**
   * The booking request's Idempotency-Key and the choice it belongs to: the same choice keeps its key (a
   * retry, or Back and Continue after a lost answer, can never book twice); another choice gets a new one.
   */
  attempt: { key: string; choice: string } | null;
  confirmation: { booking: ConfirmedBooking; links: BookingLinks } | null;
};

export type WizardAction =
  | { type: "selectService"; serviceId: string; showStaffSelection: boolean }
  /** From the staff or date & time step: back to the services to add one to the visit. */
  | { type: "addService" }
  | { type: "removeService"; serviceId: string; showStaffSelection: boolean }
  /** A staff member's id or ANY_STAFF. */
  | { type: "selectStaff"; staffId: string }
  /** A visit: each service's professional (an id or ANY_STAFF), in the visit's order. */
  | { type: "selectStaffPerService"; staffIds: string[] }
  | { type: "selectDate"; date: string }
  | { type: "selectTime"; date: string; time: string }
  /** Step 3 → 4 once a time is chosen; `newKey` is used when this choice has no key yet. */
  | { type: "continue"; newKey: string }
  | { type: "back" }
  | { type: "confirmed"; booking: ConfirmedBooking; links: BookingLinks }
  /** The server answered slot_taken: back to the date/time step, same date, the time cleared. */
  | { type: "slotTaken"; message: string }
  | { type: "reset" };

export const initialWizardState: WizardState = {
  step: 1,
  serviceId: null,
  addedServiceIds: [],
  adding: false,
  staffId: null,
  staffIds: null,
  date: null,
  time: null,
  staffStepSkipped: false,
  dateTimeNotice: null,
  attempt: null,
  confirmation: null,
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "selectService": {
      if (state.step !== 1) return state;
      if (state.adding) {
        if (visitServiceIds(state).includes(action.serviceId)) return state;
        // Another service changes who can do the visit and when: staff, date and time are chosen again.
        const services = { serviceId: state.serviceId, addedServiceIds: [...state.addedServiceIds, action.serviceId] };
        return toStaffChoice({ ...initialWizardState, ...services, attempt: state.attempt }, action.showStaffSelection);
      }
      // A new service always starts over: staff, date and time belong to the old one.
      const base: WizardState = { ...initialWizardState, serviceId: action.serviceId, attempt: state.attempt };
      return toStaffChoice(base, action.showStaffSelection);
    }
    case "addService":
      if ((state.step !== 2 && state.step !== 3) || !canAddService(state)) return state;
      return { ...state, step: 1, adding: true, dateTimeNotice: null };
    case "removeService": {
      if ((state.step !== 2 && state.step !== 3) || state.addedServiceIds.length === 0) return state;
      const remaining = visitServiceIds(state).filter((id) => id !== action.serviceId);
      if (remaining.length === visitServiceIds(state).length) return state;
      const services = { serviceId: remaining[0], addedServiceIds: remaining.slice(1) };
      return toStaffChoice({ ...initialWizardState, ...services, attempt: state.attempt }, action.showStaffSelection);
    }
    case "selectStaff":
      if (state.step !== 2 || state.serviceId === null) return state;
      return {
        ...state,
        step: 3,
        staffId: action.staffId,
        staffIds: null,
        date: null,
        time: null,
        dateTimeNotice: null,
      };
    case "selectStaffPerService":
      if (state.step !== 2 || action.staffIds.length !== visitServiceIds(state).length) return state;
      return {
        ...state,
        step: 3,
        staffId: null,
        staffIds: action.staffIds,
        date: null,
        time: null,
        dateTimeNotice: null,
      };
    case "selectDate":
      if (state.step !== 3) return state;
      return { ...state, date: action.date, time: action.date === state.date ? state.time : null };
    case "selectTime":
      if (state.step !== 3) return state;
      return { ...state, date: action.date, time: action.time, dateTimeNotice: null };
    case "continue": {
      if (state.step !== 3 || state.date === null || state.time === null) return state;
      const choice = [visitServiceIds(state), staffChoicesOf(state), state.date, state.time].join("|");
      const attempt = state.attempt?.choice === choice ? state.attempt : { key: action.newKey, choice };
      return { ...state, step: 4, attempt };
    }
    case "back":
      return goBack(state);
    case "confirmed":
      if (state.step !== 4) return state;
      return { ...state, step: "confirmed", confirmation: { booking: action.booking, links: action.links } };
    case "slotTaken":
      if (state.step !== 4) return state;
      return { ...state, step: 3, time: null, dateTimeNotice: action.message };
    case "reset":
      return initialWizardState;
  }
}

/** Step 2, or straight to the times with "any professional" when the business hides staff selection. */
function toStaffChoice(state: WizardState, showStaffSelection: boolean): WizardState {
  // Without staff selection the customer books "any professional": the server picks who is free.
  if (!showStaffSelection) return { ...state, step: 3, staffId: ANY_STAFF, staffStepSkipped: true };
  return { ...state, step: 2 };
}

/** The visit's services in order: one for a booking of one service. */
export function visitServiceIds(state: Pick<WizardState, "serviceId" | "addedServiceIds">): string[] {
  return state.serviceId === null ? [] : [state.serviceId, ...state.addedServiceIds];
}

export function canAddService(state: Pick<WizardState, "serviceId" | "addedServiceIds">): boolean {
  return visitServiceIds(state).length < MAX_VISIT_SERVICES;
}

/** Each service's staff choice (an id or ANY_STAFF), in the visit's order; empty until chosen. */
export function staffChoicesOf(state: WizardState): string[] {
  if (state.staffIds) return state.staffIds;
  return state.staffId === null ? [] : visitServiceIds(state).map(() => state.staffId!);
}

/**
 * How the server is to staff the visit: one chosen professional for all ("same"); otherwise "each", a choice per
 * service, where "any professional" for the whole visit lets the server find any combination that is free.
 */
export function visitStaffingOf(state: WizardState): "same" | "each" {
  return state.staffIds === null && state.staffId !== ANY_STAFF ? "same" : "each";
}

function goBack(state: WizardState): WizardState {
  switch (state.step) {
    case 1:
      // Adding a service: back to the visit as it was.
      if (state.adding) {
        const timesChosen = state.staffStepSkipped || state.staffId !== null || state.staffIds !== null;
        return { ...state, step: timesChosen ? 3 : 2, adding: false };
      }
      return state;
    case "confirmed":
      return state;
    case 2:
      // The service stays selected (highlighted) until another is chosen; a visit is one service again.
      return { ...state, step: 1, addedServiceIds: [], staffId: null, staffIds: null, date: null, time: null };
    case 3:
      if (state.staffStepSkipped) {
        return {
          ...state,
          step: 1,
          addedServiceIds: [],
          staffId: null,
          date: null,
          time: null,
          staffStepSkipped: false,
          dateTimeNotice: null,
        };
      }
      return { ...state, step: 2, staffIds: null, date: null, time: null, dateTimeNotice: null };
    case 4:
      // Date and time stay chosen, so step 3 shows the same day with the time highlighted.
      return { ...state, step: 3 };
  }
}

/** A random Idempotency-Key (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/* ---------- Step 4: the details form ---------- */

export type DetailsValues = { customerName: string; customerEmail: string; customerPhone: string; notes: string };
export type DetailsField = keyof DetailsValues;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const emptyDetails: DetailsValues = { customerName: "", customerEmail: "", customerPhone: "", notes: "" };

/** Client-side checks of the details form with the server's own schema (the server stays the authority). {} = valid. */
export function validateDetails(values: DetailsValues): DetailsErrors {
  const result = customerDetailsSchema.safeParse(values);
  return result.success ? {} : (toFieldErrors(result.error) as DetailsErrors);
}
