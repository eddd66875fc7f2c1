import { describe, expect, it } from "vitest";
import {
  canAddService,
  createIdempotencyKey,
  initialWizardState,
  staffChoicesOf,
  visitServiceIds,
  visitStaffingOf,
  validateDetails,
  wizardReducer,
  type BookingLinks,
  type ConfirmedBooking,
  type WizardAction,
  type WizardState,
} from "@/components/booking-wizard/wizard-state";
import { ANY_STAFF, idempotencyKeySchema, MAX_VISIT_SERVICES } from "@/lib/bookings/public-booking-schema";

const SLOT_TAKEN = "This time has just been taken, please choose another.";
const booking: ConfirmedBooking = {
  id: "b1",
  serviceName: "Cut",
  staffName: "Anna",
  date: "2026-11-24",
  time: "10:30",
  durationMinutes: 30,
  pricePence: 1250,
};

const links: BookingLinks = {
  manageUrl: "https://x/manage/t",
  calendar: { google: "https://g", outlook: "https://o", ics: "https://x/manage/t/calendar.ics" },
};

function run(actions: WizardAction[], from: WizardState = initialWizardState): WizardState {
  return actions.reduce(wizardReducer, from);
}

const chooseCut = (showStaffSelection = true): WizardAction => ({
  type: "selectService",
  serviceId: "cut",
  showStaffSelection,
});
const time = (date: string, at: string): WizardAction => ({ type: "selectTime", date, time: at });
const proceed = (newKey = "key-1"): WizardAction => ({ type: "continue", newKey });

/** Service, staff, date and time chosen, then Continue: on step 4. */
const atDetails = run([chooseCut(), { type: "selectStaff", staffId: "ben" }, time("2026-11-24", "10:30"), proceed()]);

describe("wizard: forward transitions", () => {
  it("starts on step 1 with nothing chosen", () => {
    expect(initialWizardState).toMatchObject({
      step: 1,
      serviceId: null,
      staffId: null,
      date: null,
      time: null,
      attempt: null,
      confirmation: null,
    });
  });

  it("choosing a service goes to step 2", () => {
    expect(run([chooseCut()])).toMatchObject({ step: 2, serviceId: "cut", staffId: null, date: null, time: null });
  });

  it("choosing a staff member or any professional goes to step 3", () => {
    expect(run([chooseCut(), { type: "selectStaff", staffId: "ben" }])).toMatchObject({ step: 3, staffId: "ben" });
    expect(run([chooseCut(), { type: "selectStaff", staffId: ANY_STAFF }])).toMatchObject({
      step: 3,
      staffId: ANY_STAFF,
    });
  });

  it("choosing a time on step 3 stays on step 3 with date and time chosen; Continue goes to step 4", () => {
    const onStep3 = run([chooseCut(), { type: "selectStaff", staffId: "ben" }]);
    const chosen = run([time("2026-11-24", "10:30")], onStep3);
    expect(chosen).toMatchObject({ step: 3, date: "2026-11-24", time: "10:30" });
    expect(atDetails).toMatchObject({ step: 4, serviceId: "cut", staffId: "ben", date: "2026-11-24", time: "10:30" });
  });

  it("choosing another date clears the time; the same date keeps it", () => {
    const chosen = run([{ type: "back" }], atDetails);
    expect(run([{ type: "selectDate", date: "2026-11-25" }], chosen)).toMatchObject({
      step: 3,
      date: "2026-11-25",
      time: null,
    });
    expect(run([{ type: "selectDate", date: "2026-11-24" }], chosen)).toMatchObject({ time: "10:30" });
  });

  it("Continue needs a time", () => {
    const onDate = run([
      chooseCut(),
      { type: "selectStaff", staffId: "ben" },
      { type: "selectDate", date: "2026-11-24" },
    ]);
    expect(run([proceed()], onDate)).toBe(onDate);
  });

  it("submitting the details shows the confirmation", () => {
    const state = run([{ type: "confirmed", booking, links }], atDetails);
    expect(state.step).toBe("confirmed");
    expect(state.confirmation).toEqual({ booking, links });
  });

  it("'Book Another Appointment' resets everything", () => {
    const confirmed = run([{ type: "confirmed", booking, links }], atDetails);
    expect(run([{ type: "reset" }], confirmed)).toEqual(initialWizardState);
  });

  it("ignores actions that do not belong to the current step", () => {
    const onStep1 = initialWizardState;
    expect(run([{ type: "selectStaff", staffId: "ben" }], onStep1)).toBe(onStep1);
    expect(run([{ type: "selectDate", date: "2026-11-24" }], onStep1)).toBe(onStep1);
    expect(run([time("2026-11-24", "10:00")], onStep1)).toBe(onStep1);
    expect(run([proceed()], onStep1)).toBe(onStep1);
    expect(run([{ type: "confirmed", booking, links }], onStep1)).toBe(onStep1);
    expect(run([{ type: "slotTaken", message: SLOT_TAKEN }], onStep1)).toBe(onStep1);
    expect(run([chooseCut()], atDetails)).toBe(atDetails);
  });
});

describe("wizard: the booking request's Idempotency-Key", () => {
  it("Continue gives the choice a key; Back and Continue with the same choice keep it", () => {
    expect(atDetails.attempt?.key).toBe("key-1");
    const again = run([{ type: "back" }, proceed("key-2")], atDetails);
    expect(again).toMatchObject({ step: 4, attempt: { key: "key-1" } });
  });

  it("another time, staff member or service gets a new key", () => {
    const otherTime = run([{ type: "back" }, time("2026-11-24", "11:00"), proceed("key-2")], atDetails);
    expect(otherTime.attempt?.key).toBe("key-2");
    const otherStaff = run(
      [
        { type: "back" },
        { type: "back" },
        { type: "selectStaff", staffId: "anna" },
        time("2026-11-24", "10:30"),
        proceed("key-3"),
      ],
      atDetails,
    );
    expect(otherStaff.attempt?.key).toBe("key-3");
  });

  it("createIdempotencyKey makes keys the server accepts, never the same twice", () => {
    const keys = new Set(Array.from({ length: 200 }, createIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});

describe("wizard: staff selection off books any professional", () => {
  it("goes straight to step 3 with ANY_STAFF", () => {
    expect(run([chooseCut(false)])).toMatchObject({
      step: 3,
      serviceId: "cut",
      staffId: ANY_STAFF,
      staffStepSkipped: true,
    });
  });

  it("Back from step 3 returns to step 1; from step 4 to step 3 keeping the time", () => {
    expect(run([chooseCut(false), { type: "back" }])).toMatchObject({ step: 1, staffId: null, date: null, time: null });
    const onDetails = run([chooseCut(false), time("2026-11-24", "09:00"), proceed()]);
    expect(onDetails.step).toBe(4);
    const step3 = run([{ type: "back" }], onDetails);
    expect(step3).toMatchObject({ step: 3, date: "2026-11-24", time: "09:00" });
    expect(run([{ type: "back" }], step3)).toMatchObject({ step: 1, staffId: null, date: null, time: null });
  });

  it("choosing another service after going back starts over", () => {
    const backToStart = run(
      [{ type: "back" }, { type: "back" }],
      run([chooseCut(false), time("2026-11-24", "09:00"), proceed()]),
    );
    expect(backToStart.step).toBe(1);
    const state = run([{ type: "selectService", serviceId: "colour", showStaffSelection: false }], backToStart);
    expect(state).toMatchObject({ step: 3, serviceId: "colour", staffId: ANY_STAFF, date: null, time: null });
  });

  it("with staff selection on, the staff step is never marked skipped", () => {
    expect(run([chooseCut(true)]).staffStepSkipped).toBe(false);
  });
});

describe("wizard: Back rules", () => {
  it("does nothing on step 1 and on the confirmation", () => {
    expect(run([{ type: "back" }])).toBe(initialWizardState);
    const confirmed = run([{ type: "confirmed", booking, links }], atDetails);
    expect(run([{ type: "back" }], confirmed)).toBe(confirmed);
  });

  it("from step 2 goes to step 1 keeping the chosen service highlighted", () => {
    expect(run([chooseCut(), { type: "back" }])).toMatchObject({ step: 1, serviceId: "cut", staffId: null });
  });

  it("from step 3 goes to step 2 keeping the staff member highlighted, date and time cleared", () => {
    const chosen = run([chooseCut(), { type: "selectStaff", staffId: "ben" }, time("2026-11-24", "10:30")]);
    expect(run([{ type: "back" }], chosen)).toMatchObject({
      step: 2,
      serviceId: "cut",
      staffId: "ben",
      date: null,
      time: null,
    });
  });

  it("from step 4 goes to step 3 keeping date and time", () => {
    expect(run([{ type: "back" }], atDetails)).toMatchObject({
      step: 3,
      serviceId: "cut",
      staffId: "ben",
      date: "2026-11-24",
      time: "10:30",
    });
  });

  it("walks all the way back to step 1", () => {
    const states = [atDetails];
    for (let i = 0; i < 5; i++) states.push(wizardReducer(states[states.length - 1], { type: "back" }));
    expect(states.map((s) => s.step)).toEqual([4, 3, 2, 1, 1, 1]);
  });
});

describe("wizard: the chosen time was just taken (409)", () => {
  it("returns to step 3 with the same date, no time, and the message", () => {
    const state = run([{ type: "slotTaken", message: SLOT_TAKEN }], atDetails);
    expect(state).toMatchObject({
      step: 3,
      serviceId: "cut",
      staffId: "ben",
      date: "2026-11-24",
      time: null,
      dateTimeNotice: SLOT_TAKEN,
    });
  });

  it("keeps the message while another date is looked at and clears it once a time is chosen", () => {
    const taken = run([{ type: "slotTaken", message: SLOT_TAKEN }], atDetails);
    const otherDate = run([{ type: "selectDate", date: "2026-11-25" }], taken);
    expect(otherDate.dateTimeNotice).toBe(SLOT_TAKEN);
    expect(run([time("2026-11-25", "11:00")], otherDate)).toMatchObject({
      step: 3,
      time: "11:00",
      dateTimeNotice: null,
    });
  });

  it("clears the message when leaving step 3 backwards", () => {
    const taken = run([{ type: "slotTaken", message: SLOT_TAKEN }], atDetails);
    expect(run([{ type: "back" }], taken)).toMatchObject({ date: null, dateTimeNotice: null });
  });
});

describe("details form checks (mirror the server's)", () => {
  const valid = { customerName: "Jane Doe", customerEmail: "jane@example.co.uk", customerPhone: "", notes: "" };

  it("accepts a name and a valid email; phone and notes are optional", () => {
    expect(validateDetails(valid)).toEqual({});
    expect(validateDetails({ ...valid, customerPhone: "+44 (0)7700 900123", notes: "Short hair" })).toEqual({});
  });

  it("requires the full name and the email address", () => {
    expect(validateDetails({ ...valid, customerName: "   ", customerEmail: "" })).toEqual({
      customerName: "Please enter your full name",
      customerEmail: "Please enter your email address",
    });
  });

  it("refuses an invalid email address", () => {
    for (const email of ["jane", "jane@", "jane@example", "@example.com", "jane@@example.com", "jane @example.com"]) {
      expect(validateDetails({ ...valid, customerEmail: email }).customerEmail).toBe(
        "Please enter a valid email address",
      );
    }
    expect(validateDetails({ ...valid, customerEmail: "  jane@example.com  " })).toEqual({});
  });

  it("refuses a phone number with letters and over-long values", () => {
    expect(validateDetails({ ...valid, customerPhone: "call me" }).customerPhone).toBe(
      "Please enter a valid phone number",
    );
    expect(validateDetails({ ...valid, customerName: "x".repeat(121) }).customerName).toBe(
      "Please use at most 120 characters",
    );
    expect(validateDetails({ ...valid, customerPhone: "1".repeat(41) }).customerPhone).toBe(
      "Please use at most 40 characters",
    );
    expect(validateDetails({ ...valid, notes: "x".repeat(1001) }).notes).toBe("Please use at most 1000 characters");
  });
});

describe("wizard: a visit of several services", () => {
  const add = (serviceId: string, showStaffSelection = true): WizardAction[] => [
    { type: "addService" },
    { type: "selectService", serviceId, showStaffSelection },
  ];

  it("adds a service before the time is chosen, and the staff are chosen again for the whole visit", () => {
    const visit = run([chooseCut(), ...add("colour")]);
    expect(visit).toMatchObject({ step: 2, serviceId: "cut", addedServiceIds: ["colour"], adding: false });
    expect(visitServiceIds(visit)).toEqual(["cut", "colour"]);
    const chosen = run([{ type: "selectStaff", staffId: "ben" }], visit);
    expect(staffChoicesOf(chosen)).toEqual(["ben", "ben"]);
    expect(visitStaffingOf(chosen)).toBe("same");
  });

  it("adds from the times, forgetting the time chosen for the shorter visit", () => {
    const atTimes = run([chooseCut(), { type: "selectStaff", staffId: "ben" }, time("2026-11-24", "10:30")]);
    const visit = run(add("colour"), atTimes);
    expect(visit).toMatchObject({ step: 2, staffId: null, date: null, time: null });
  });

  it("Back while adding returns to the visit unchanged", () => {
    const atTimes = run([chooseCut(), { type: "selectStaff", staffId: "ben" }, time("2026-11-24", "10:30")]);
    const adding = run([{ type: "addService" }], atTimes);
    expect(adding).toMatchObject({ step: 1, adding: true });
    expect(run([{ type: "back" }], adding)).toEqual({ ...atTimes, adding: false });
  });

  it("ignores a service already in the visit, and stops at the most a visit can hold", () => {
    const visit = run([chooseCut(), ...add("colour")]);
    expect(run(add("cut"), visit)).toMatchObject({ step: 1, adding: true, addedServiceIds: ["colour"] });
    const full = run([...add("beard"), ...add("facial")], visit);
    expect(visitServiceIds(full)).toHaveLength(MAX_VISIT_SERVICES);
    expect(canAddService(full)).toBe(false);
    expect(run([{ type: "addService" }], full)).toBe(full);
  });

  it("removes a service, down to a booking of one", () => {
    const visit = run([chooseCut(), ...add("colour")]);
    const one = run([{ type: "removeService", serviceId: "cut", showStaffSelection: true }], visit);
    expect(one).toMatchObject({ step: 2, serviceId: "colour", addedServiceIds: [] });
    expect(run([{ type: "removeService", serviceId: "colour", showStaffSelection: true }], one)).toBe(one);
  });

  it("with a professional per service, or any professional, lets the server staff each service", () => {
    const visit = run([chooseCut(), ...add("colour")]);
    const each = run([{ type: "selectStaffPerService", staffIds: ["ben", ANY_STAFF] }], visit);
    expect(each).toMatchObject({ step: 3, staffId: null, staffIds: ["ben", ANY_STAFF] });
    expect(visitStaffingOf(each)).toBe("each");
    expect(run([{ type: "selectStaffPerService", staffIds: ["ben"] }], visit)).toBe(visit);
    const any = run([{ type: "selectStaff", staffId: ANY_STAFF }], visit);
    expect([staffChoicesOf(any), visitStaffingOf(any)]).toEqual([[ANY_STAFF, ANY_STAFF], "each"]);
  });

  it("without staff selection goes straight to the times with any professional", () => {
    const visit = run([chooseCut(false), ...add("colour", false)]);
    expect(visit).toMatchObject({ step: 3, staffId: ANY_STAFF, staffStepSkipped: true });
  });

  it("keeps one Idempotency-Key per choice: another service is another choice", () => {
    const visit = run([chooseCut(), ...add("colour"), { type: "selectStaff", staffId: "ben" }]);
    const atDetailsOfVisit = run([time("2026-11-24", "10:30"), proceed("key-visit")], visit);
    expect(atDetailsOfVisit.attempt).toEqual({ key: "key-visit", choice: "cut,colour|ben,ben|2026-11-24|10:30" });
    expect(run([{ type: "back" }, proceed("key-other")], atDetailsOfVisit).attempt?.key).toBe("key-visit");
  });
});
