/**
 * The booking wizard's state machine (spec section 4, Wizard). Pure: no React, no fetch, so
 * every transition and Back rule is unit-tested in tests/unit/wizard-state.test.ts.
 */

export type WizardStep = 1 | 2 | 3 | 4 | "confirmed";

export type ConfirmedBooking = {
  id: string;
  serviceName: string;
  staffName: string;
  date: string;
  time: string;
  durationMinutes: number;
  pricePence: number;
};

export type WizardState = {
  step: WizardStep;
  serviceId: string | null;
  staffId: string | null;
  /** "YYYY-MM-DD" in the business's time zone. */
  date: string | null;
  /** "HH:mm" in the business's time zone. */
  time: string | null;
  /** True when step 2 was skipped (staff selection off): Back from step 3 then returns to step 1. */
  staffStepSkipped: boolean;
  /** Shown as an alert on step 3, e.g. after the chosen time was taken by someone else. */
  dateTimeNotice: string | null;
  confirmation: { booking: ConfirmedBooking; manageUrl: string } | null;
};

export type WizardAction =
  | {
      type: "selectService";
      serviceId: string;
      /** Ids of the staff who can perform the service, in display order. */
      eligibleStaffIds: readonly string[];
      showStaffSelection: boolean;
    }
  | { type: "selectStaff"; staffId: string }
  | { type: "selectDate"; date: string }
  | { type: "changeDate" }
  | { type: "selectTime"; time: string }
  | { type: "back" }
  | { type: "confirmed"; booking: ConfirmedBooking; manageUrl: string }
  /** The server answered 409: back to the date/time step, same date, the time cleared. */
  | { type: "slotTaken"; message: string }
  | { type: "reset" };

export const initialWizardState: WizardState = {
  step: 1,
  serviceId: null,
  staffId: null,
  date: null,
  time: null,
  staffStepSkipped: false,
  dateTimeNotice: null,
  confirmation: null,
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "selectService": {
      if (state.step !== 1) return state;
      // A new service always starts over: staff, date and time belong to the old one.
      const base: WizardState = { ...initialWizardState, serviceId: action.serviceId };
      const firstStaffId = action.eligibleStaffIds[0];
      if (!action.showStaffSelection && firstStaffId !== undefined) {
        return { ...base, step: 3, staffId: firstStaffId, staffStepSkipped: true };
      }
      return { ...base, step: 2 };
    }
    case "selectStaff":
      if (state.step !== 2 || state.serviceId === null) return state;
      return { ...state, step: 3, staffId: action.staffId, date: null, time: null, dateTimeNotice: null };
    case "selectDate":
      if (state.step !== 3) return state;
      return { ...state, date: action.date, time: null };
    case "changeDate":
      if (state.step !== 3) return state;
      return { ...state, date: null, time: null };
    case "selectTime":
      if (state.step !== 3 || state.date === null) return state;
      return { ...state, step: 4, time: action.time, dateTimeNotice: null };
    case "back":
      return goBack(state);
    case "confirmed":
      if (state.step !== 4) return state;
      return { ...state, step: "confirmed", confirmation: { booking: action.booking, manageUrl: action.manageUrl } };
    case "slotTaken":
      if (state.step !== 4) return state;
      return { ...state, step: 3, time: null, dateTimeNotice: action.message };
    case "reset":
      return initialWizardState;
  }
}

function goBack(state: WizardState): WizardState {
  switch (state.step) {
    case 1:
    case "confirmed":
      return state;
    case 2:
      // The service stays selected (highlighted) until another is chosen.
      return { ...state, step: 1, staffId: null, date: null, time: null };
    case 3:
      if (state.date !== null && state.time === null) return { ...state, date: null, dateTimeNotice: null };
      if (state.staffStepSkipped) {
        return { ...state, step: 1, staffId: null, date: null, time: null, staffStepSkipped: false, dateTimeNotice: null };
      }
      return { ...state, step: 2, date: null, time: null, dateTimeNotice: null };
    case 4:
      // Date and time stay chosen, so step 3 shows the same day with the time highlighted.
      return { ...state, step: 3 };
  }
}

/* ---------- Step 4: the details form ---------- */

export type DetailsValues = { customerName: string; customerEmail: string; customerPhone: string; notes: string };
export type DetailsField = keyof DetailsValues;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const emptyDetails: DetailsValues = { customerName: "", customerEmail: "", customerPhone: "", notes: "" };

/** Same limits and messages as the server's publicBookingSchema (lib/validations/public-booking.ts). */
export const DETAILS_LIMITS = { customerName: 120, customerEmail: 254, customerPhone: 40, notes: 1000 } as const;

// zod 4's email pattern, so the browser never accepts an address the server refuses.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const PHONE_PATTERN = /^[0-9+()\-\s]*$/;

const tooLong = (limit: number) => `Please use at most ${limit} characters`;

/** Client-side checks of the details form; the server stays the authority. Empty object = valid. */
export function validateDetails(values: DetailsValues): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = values.customerName.trim();
  const email = values.customerEmail.trim();
  const phone = values.customerPhone.trim();
  const notes = values.notes.trim();

  if (name === "") errors.customerName = "Please enter your full name";
  else if (name.length > DETAILS_LIMITS.customerName) errors.customerName = tooLong(DETAILS_LIMITS.customerName);

  if (email === "") errors.customerEmail = "Please enter your email address";
  else if (email.length > DETAILS_LIMITS.customerEmail) errors.customerEmail = tooLong(DETAILS_LIMITS.customerEmail);
  else if (!EMAIL_PATTERN.test(email)) errors.customerEmail = "Please enter a valid email address";

  if (phone.length > DETAILS_LIMITS.customerPhone) errors.customerPhone = tooLong(DETAILS_LIMITS.customerPhone);
  else if (!PHONE_PATTERN.test(phone)) errors.customerPhone = "Please enter a valid phone number";

  if (notes.length > DETAILS_LIMITS.notes) errors.notes = tooLong(DETAILS_LIMITS.notes);
  return errors;
}
