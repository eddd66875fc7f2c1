import { describe, expect, it } from "vitest";
import {
  initialWizardState,
  validateDetails,
  wizardReducer,
  type BookingLinks,
  type ConfirmedBooking,
  type WizardAction,
  type WizardState,
} from "@/components/booking-wizard/wizard-state";

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

const chooseCut = (showStaffSelection = true, eligibleStaffIds: string[] = ["anna", "ben"]): WizardAction => ({
  type: "selectService",
  serviceId: "cut",
  eligibleStaffIds,
  showStaffSelection,
});

/** Service, staff, date and time chosen: on step 4. */
const atDetails = run([
  chooseCut(),
  { type: "selectStaff", staffId: "ben" },
  { type: "selectDate", date: "2026-11-24" },
  { type: "selectTime", time: "10:30" },
]);

describe("wizard: forward transitions", () => {
  it("starts on step 1 with nothing chosen", () => {
    expect(initialWizardState).toMatchObject({
      step: 1,
      serviceId: null,
      staffId: null,
      date: null,
      time: null,
      confirmation: null,
    });
  });

  it("choosing a service goes to step 2", () => {
    expect(run([chooseCut()])).toMatchObject({ step: 2, serviceId: "cut", staffId: null, date: null, time: null });
  });

  it("choosing staff goes to step 3", () => {
    expect(run([chooseCut(), { type: "selectStaff", staffId: "ben" }])).toMatchObject({
      step: 3,
      staffId: "ben",
      date: null,
      time: null,
    });
  });

  it("choosing a date on step 3 stays on step 3 and shows its times", () => {
    const state = run([
      chooseCut(),
      { type: "selectStaff", staffId: "ben" },
      { type: "selectDate", date: "2026-11-24" },
    ]);
    expect(state).toMatchObject({ step: 3, date: "2026-11-24", time: null });
  });

  it("choosing another date clears the time", () => {
    const state = run([{ type: "back" }, { type: "selectDate", date: "2026-11-25" }], atDetails);
    expect(state).toMatchObject({ step: 3, date: "2026-11-25", time: null });
  });

  it("'Change Date' clears date and time", () => {
    const onDate = run([
      chooseCut(),
      { type: "selectStaff", staffId: "ben" },
      { type: "selectDate", date: "2026-11-24" },
    ]);
    expect(run([{ type: "changeDate" }], onDate)).toMatchObject({ step: 3, date: null, time: null });
    expect(run([{ type: "back" }, { type: "changeDate" }], atDetails)).toMatchObject({
      step: 3,
      date: null,
      time: null,
    });
  });

  it("choosing a time goes to step 4", () => {
    expect(atDetails).toMatchObject({ step: 4, serviceId: "cut", staffId: "ben", date: "2026-11-24", time: "10:30" });
  });

  it("a time cannot be chosen before a date", () => {
    const onStep3 = run([chooseCut(), { type: "selectStaff", staffId: "ben" }]);
    expect(run([{ type: "selectTime", time: "10:30" }], onStep3)).toBe(onStep3);
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
    expect(run([{ type: "confirmed", booking, links }], onStep1)).toBe(onStep1);
    expect(run([{ type: "slotTaken", message: SLOT_TAKEN }], onStep1)).toBe(onStep1);
    expect(run([chooseCut()], atDetails)).toBe(atDetails);
  });
});

describe("wizard: choosing a service resets staff, date and time", () => {
  it("after going back to step 1 from anywhere", () => {
    const backToStart = run([{ type: "back" }, { type: "changeDate" }, { type: "back" }, { type: "back" }], atDetails);
    expect(backToStart.step).toBe(1);
    const state = run(
      [{ type: "selectService", serviceId: "colour", eligibleStaffIds: ["anna"], showStaffSelection: true }],
      backToStart,
    );
    expect(state).toMatchObject({
      step: 2,
      serviceId: "colour",
      staffId: null,
      date: null,
      time: null,
      dateTimeNotice: null,
    });
  });

  it("also when the staff step is skipped: the first eligible staff member replaces the old one", () => {
    const first = run([chooseCut(false, ["anna", "ben"]), { type: "selectDate", date: "2026-11-24" }]);
    const backToStart = run([{ type: "back" }, { type: "back" }], first);
    expect(backToStart.step).toBe(1);
    const state = run(
      [{ type: "selectService", serviceId: "colour", eligibleStaffIds: ["cara"], showStaffSelection: false }],
      backToStart,
    );
    expect(state).toMatchObject({ step: 3, serviceId: "colour", staffId: "cara", date: null, time: null });
  });
});

describe("wizard: staff selection off", () => {
  it("goes straight to step 3 with the first eligible staff member", () => {
    expect(run([chooseCut(false, ["ben", "anna"])])).toMatchObject({
      step: 3,
      serviceId: "cut",
      staffId: "ben",
      staffStepSkipped: true,
    });
  });

  it("without eligible staff goes to step 2 (which shows 'No Staff Available')", () => {
    expect(run([chooseCut(false, [])])).toMatchObject({
      step: 2,
      serviceId: "cut",
      staffId: null,
      staffStepSkipped: false,
    });
  });

  it("Back from step 3 (no date) returns to step 1", () => {
    expect(run([chooseCut(false), { type: "back" }])).toMatchObject({ step: 1, staffId: null, date: null, time: null });
  });

  it("Back from step 3 with a date but no time clears the date first", () => {
    const onDate = run([chooseCut(false), { type: "selectDate", date: "2026-11-24" }]);
    const once = run([{ type: "back" }], onDate);
    expect(once).toMatchObject({ step: 3, staffId: "anna", date: null, time: null });
    expect(run([{ type: "back" }], once)).toMatchObject({ step: 1 });
  });

  it("Back from step 4 returns to step 3, then to step 1", () => {
    const onDetails = run([
      chooseCut(false),
      { type: "selectDate", date: "2026-11-24" },
      { type: "selectTime", time: "09:00" },
    ]);
    expect(onDetails.step).toBe(4);
    const step3 = run([{ type: "back" }], onDetails);
    expect(step3).toMatchObject({ step: 3, date: "2026-11-24", time: "09:00" });
    expect(run([{ type: "back" }], step3)).toMatchObject({ step: 1, staffId: null, date: null, time: null });
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

  it("from step 3 with a date but no time clears the date and stays on step 3", () => {
    const onDate = run([
      chooseCut(),
      { type: "selectStaff", staffId: "ben" },
      { type: "selectDate", date: "2026-11-24" },
    ]);
    expect(run([{ type: "back" }], onDate)).toMatchObject({ step: 3, staffId: "ben", date: null, time: null });
  });

  it("from step 3 without a date goes to step 2 keeping the staff member highlighted", () => {
    const onStep3 = run([chooseCut(), { type: "selectStaff", staffId: "ben" }]);
    expect(run([{ type: "back" }], onStep3)).toMatchObject({
      step: 2,
      serviceId: "cut",
      staffId: "ben",
      date: null,
      time: null,
    });
  });

  it("from step 3 with date and time (came back from step 4) goes one step back to step 2", () => {
    const step3 = run([{ type: "back" }], atDetails);
    expect(step3).toMatchObject({ step: 3, date: "2026-11-24", time: "10:30" });
    expect(run([{ type: "back" }], step3)).toMatchObject({ step: 2, staffId: "ben", date: null, time: null });
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
    const otherDate = run([{ type: "changeDate" }, { type: "selectDate", date: "2026-11-25" }], taken);
    expect(otherDate.dateTimeNotice).toBe(SLOT_TAKEN);
    expect(run([{ type: "selectTime", time: "11:00" }], otherDate)).toMatchObject({
      step: 4,
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
