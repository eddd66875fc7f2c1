import { ACTION_REGISTRY, type ActionName } from "@/lib/actions/registry";
import { EMPTY_BUSINESS_FORM, toBusinessFormFields } from "@/lib/business/schema";
import { EMPTY_STAFF_FORM, toStaffFormFields } from "@/lib/staff/schema";
import { imageFile, tinyPng } from "../../support/images";
import { domainOf, formerCustomerEmailOf, PASSWORD, slugOf, type IdKind, type Tenant } from "./two-businesses";

/*
 * One entry per action definition (keyed by the registry's names, so a new action does not compile
 * until it has one): for a signed-in action, the fields that carry an id and of which kind, and a valid
 * input for a given business; for a public action, why the signed-in matrices leave it out.
 */

export type SignedInCase = {
  /** Every input field that names a row, with the kind of row (filled with one business's id of that kind). */
  ids: Record<string, IdKind>;
  /** A valid input, with each id field already resolved; `me` is the business the caller belongs to. */
  input: (ids: Record<string, string>, me: Tenant) => Record<string, unknown>;
};

export type PublicCase = { public: string };

export type ActionCase = SignedInCase | PublicCase;

export const isPublicCase = (entry: ActionCase): entry is PublicCase => "public" in entry;

const serviceForm = {
  name: "Skin Fade",
  description: "Clipper fade with scissor finish",
  duration: "45",
  price: "22.5",
  category: "Haircut & Styling",
  color: "#10b981",
  isActive: "on",
};

const blackoutForm = (staffId: string) => ({
  type: "staff",
  staffId,
  startDate: "2031-05-04",
  endDate: "2031-05-05",
  startTime: "",
  endTime: "",
  reason: "Course",
});

const dayChangeForm = { date: "2031-05-06", working: "on", start: "10:00", end: "16:00", breakStart: "", breakEnd: "" };

const staffForm = (specialty: string) => ({
  ...toStaffFormFields({ ...EMPTY_STAFF_FORM, name: "Zoe Green", email: "zoe@example.com" }),
  specialties: [specialty],
});

/** A two-client CSV file naming the caller's business in its addresses. */
const clientCsv = (me: Tenant) =>
  new Blob(
    [
      `First Name,Last Name,Email\nImported,One,one@${slugOf(me)}.example.com\nImported,Two,two@${slugOf(me)}.example.com\n`,
    ],
    {
      type: "text/csv",
    },
  );

export const ACTION_CASES: Record<ActionName, ActionCase> = {
  // Bookings
  // Pending needs no start time (completed and no-show do: bookings.test.ts); this matrix is about who may.
  updateBookingStatus: { ids: { id: "booking" }, input: ({ id }) => ({ id, status: "pending" }) },
  deleteBooking: { ids: { id: "booking" }, input: ({ id }) => ({ id }) },
  // The fixture's booking is live: an allowed Undo answers "nothing to undo" (bookings.test.ts restores one).
  undoBookingCancellation: { ids: { id: "booking" }, input: ({ id }) => ({ id, status: "confirmed" }) },
  // Appointments from the schedule: the staff member with a login, so a staff user's allowed calls are on their own.
  addAppointment: {
    ids: { serviceId: "service", staffId: "staffWithLogin" },
    input: ({ serviceId, staffId }) => ({
      serviceId,
      staffId,
      date: "2031-05-06",
      time: "10:00",
      customerName: "Walk In",
      customerEmail: "",
      customerPhone: "",
      notes: "",
    }),
  },
  rescheduleAppointment: {
    ids: { id: "booking", staffId: "staffWithLogin" },
    input: ({ id, staffId }) => ({ id, staffId, date: "2031-05-07", time: "15:00", durationMinutes: 60 }),
  },
  changeMoveNotice: { ids: { id: "booking" }, input: ({ id }) => ({ id, notify: false }) },
  // The fixture's booking of the staff user holds the first room; the second is free at its time.
  moveBookingResource: {
    ids: { id: "booking", resourceId: "resource" },
    input: ({ id, resourceId }) => ({ id, resourceId }),
  },
  findCustomers: { ids: {}, input: () => ({ query: "customer" }) },
  findFreeTimes: {
    ids: { serviceId: "service", staffId: "staffWithLogin" },
    input: ({ serviceId, staffId }) => ({ serviceId, staffId, date: "2031-05-06" }),
  },
  // Repeat series from the schedule: the staff member with a login, as New appointment.
  checkRepeatSeries: {
    ids: { serviceId: "service", staffId: "staffWithLogin" },
    input: ({ serviceId, staffId }) => ({
      serviceId,
      staffId,
      date: "2031-06-02",
      time: "10:00",
      repeat: { everyWeeks: 1, ends: "count", count: 2 },
    }),
  },
  bookRepeatSeries: {
    ids: { serviceId: "service", staffId: "staffWithLogin" },
    input: ({ serviceId, staffId }) => ({
      serviceId,
      staffId,
      date: "2031-06-02",
      time: "10:00",
      repeat: { everyWeeks: 1, ends: "count", count: 2 },
      choices: [
        { date: "2031-06-02", time: "10:00", staffId },
        { date: "2031-06-09", time: "10:00", staffId },
      ],
      customerName: "Repeat Client",
      customerEmail: "",
      customerPhone: "",
      notes: "",
    }),
  },
  // A series booking's scoped change: "this appointment" reaches the fixture's one-off booking too.
  cancelSeriesBookings: { ids: { id: "booking" }, input: ({ id }) => ({ id, scope: "this" }) },
  moveSeriesBookings: {
    ids: { id: "booking", staffId: "staffWithLogin" },
    input: ({ id, staffId }) => ({ id, scope: "this", staffId, date: "2031-05-07", time: "15:00" }),
  },
  // Blackouts
  createBlackout: { ids: { staffId: "staff" }, input: ({ staffId }) => blackoutForm(staffId) },
  updateBlackout: {
    ids: { id: "blackout", staffId: "staff" },
    input: ({ id, staffId }) => ({ id, ...blackoutForm(staffId) }),
  },
  deleteBlackout: { ids: { id: "blackout" }, input: ({ id }) => ({ id }) },
  // Services
  createService: { ids: {}, input: () => serviceForm },
  // With what it needs: one of the business's resource types.
  updateService: {
    ids: { id: "service", needs: "resourceType" },
    input: ({ id, needs }) => ({ id, ...serviceForm, needs: [needs], resourceUse: "busy" }),
  },
  deleteService: { ids: { id: "service" }, input: ({ id }) => ({ id }) },
  // The fixture's business has one service: the whole list is that one id.
  reorderServices: { ids: { serviceIds: "service" }, input: ({ serviceIds }) => ({ serviceIds: [serviceIds] }) },
  // Resources: a new type is created with the resource; an existing one (any case) is reused.
  createResource: { ids: {}, input: () => ({ name: "Laser 1", typeName: "Laser", isActive: "on" }) },
  updateResource: {
    ids: { id: "resource" },
    input: ({ id }) => ({ id, name: "Room One", typeName: "treatment ROOM", isActive: "on" }),
  },
  setResourceActive: { ids: { id: "resource" }, input: ({ id }) => ({ id, isActive: "" }) },
  deleteResource: { ids: { id: "resource" }, input: ({ id }) => ({ id }) },
  addResourceBlockedDate: {
    ids: { resourceId: "resource" },
    input: ({ resourceId }) => ({ resourceId, startDate: "2031-05-04", endDate: "2031-05-05", reason: "Repairs" }),
  },
  deleteResourceBlockedDate: { ids: { id: "resourceBlockedDate" }, input: ({ id }) => ({ id }) },
  saveResourceNameAudience: { ids: {}, input: () => ({ resourceNamesShownTo: "customers" }) },
  // Intake forms
  createIntakeForm: { ids: {}, input: () => ({ name: "Patch test consultation" }) },
  renameIntakeForm: { ids: { id: "intakeForm" }, input: ({ id }) => ({ id, name: "Medical history (renamed)" }) },
  deleteIntakeForm: { ids: { id: "intakeForm" }, input: ({ id }) => ({ id }) },
  saveIntakeQuestion: {
    ids: { formId: "intakeForm", id: "intakeQuestion" },
    input: ({ formId, id }) => ({ formId, id, kind: "yes_no", label: "Any allergies?", required: "on" }),
  },
  deleteIntakeQuestion: { ids: { id: "intakeQuestion" }, input: ({ id }) => ({ id }) },
  moveIntakeQuestion: { ids: { id: "intakeQuestion" }, input: ({ id }) => ({ id, direction: "down" }) },
  setServiceIntakeForm: {
    ids: { serviceId: "service", formId: "intakeForm" },
    input: ({ serviceId, formId }) => ({ serviceId, formId }),
  },
  // Staff
  createStaffMember: { ids: { specialties: "service" }, input: ({ specialties }) => staffForm(specialties) },
  // The caller themselves, from the session: no id to carry.
  addMyselfAsStaff: { ids: {}, input: () => ({}) },
  updateStaffMember: {
    ids: { id: "staff", specialties: "service" },
    input: ({ id, specialties }) => ({ ...staffForm(specialties), id }),
  },
  deleteStaffMember: { ids: { id: "staff" }, input: ({ id }) => ({ id }) },
  saveDayChange: { ids: { staffId: "staff" }, input: ({ staffId }) => ({ staffId, ...dayChangeForm }) },
  deleteDayChangeOfStaff: { ids: { id: "dayChange" }, input: ({ id }) => ({ id }) },
  createStaffLogin: { ids: { id: "staff" }, input: ({ id }) => ({ id }) },
  revokeStaffLogin: { ids: { id: "staffWithLogin" }, input: ({ id }) => ({ id }) },
  // Personal calendars: the staff member with a login, so a staff user's allowed calls are on their own.
  saveBusyCalendar: {
    ids: { staffId: "staffWithLogin" },
    input: ({ staffId }) => ({ staffId, url: "webcal://calendar.example.com/private-abc/basic.ics" }),
  },
  refreshBusyCalendarNow: { ids: { staffId: "staffWithLogin" }, input: ({ staffId }) => ({ staffId }) },
  disconnectBusyCalendar: { ids: { staffId: "staffWithLogin" }, input: ({ staffId }) => ({ staffId }) },
  // My Availability: the staff user's own member comes from the session; only their own time off has an id.
  saveMyAvailability: {
    ids: {},
    input: () =>
      toStaffFormFields({
        ...EMPTY_STAFF_FORM,
        availability: { ...EMPTY_STAFF_FORM.availability, monday: { enabled: true, start: "10:00", end: "15:00" } },
      }),
  },
  addMyTimeOff: {
    ids: {},
    input: () => ({ startDate: "2031-05-04", endDate: "2031-05-05", startTime: "", endTime: "", reason: "Holiday" }),
  },
  deleteMyTimeOff: { ids: { id: "ownTimeOff" }, input: ({ id }) => ({ id }) },
  saveMyDayChange: { ids: {}, input: () => dayChangeForm },
  deleteMyDayChange: { ids: { id: "ownDayChange" }, input: ({ id }) => ({ id }) },
  // Business settings: no id in the input, the session's business is the only one they change.
  saveBusiness: {
    ids: {},
    input: () => toBusinessFormFields({ ...EMPTY_BUSINESS_FORM, name: "Renamed Salon", type: "barber" }),
  },
  saveWhiteLabel: {
    ids: {},
    input: (_ids, me) => ({
      subdomain: slugOf(me),
      customDomain: domainOf(me),
      companyName: "Renamed Co",
      logoUrl: "",
      primaryColor: "#0ea5e9",
      enableStaffLogin: "on",
      staffCanViewAllBookings: "on",
      staffCanModifyBookings: "on",
      staffCanManageAvailability: "on",
    }),
  },
  // The business's own domain, already verified in the fixture: answered without a DNS query.
  verifyCustomDomain: { ids: {}, input: () => ({}) },
  saveCustomization: {
    ids: {},
    input: () => ({
      primaryColor: "#7c3aed",
      secondaryColor: "#f59e0b",
      theme: "warm",
      fontFamily: "Poppins",
      borderRadius: "large",
      logo: "https://cdn.example.com/logo.png",
      headerImage: "",
      showPricing: "on",
    }),
  },
  // The file's name and type are a browser's; the bytes decide.
  uploadBusinessImage: {
    ids: {},
    input: () => ({ kind: "header", file: imageFile(tinyPng(4, 2), "header.png", "image/png") }),
  },
  removeBusinessImage: { ids: {}, input: () => ({ kind: "logo" }) },
  saveBookingRules: {
    ids: {},
    input: () => ({
      bufferMinutes: "10",
      minNoticeHours: "2",
      cancellationNoticeHours: "12",
      reminderHours: "0",
      bookingWindowDays: "30",
    }),
  },
  // Customers: the customer is an email of the caller's business's bookings.
  saveCustomerNote: {
    ids: {},
    input: (_ids, me) => ({ email: `customer@${slugOf(me)}.example.com`, notes: "Prefers mornings" }),
  },
  // The client book: a new email of the caller's business; the CSV as the browser sends it (a file).
  addClient: {
    ids: {},
    input: (_ids, me) => ({ name: "New Client", email: `new.client@${slugOf(me)}.example.com`, phone: "", notes: "" }),
  },
  previewClientImport: { ids: {}, input: (_ids, me) => ({ file: clientCsv(me) }) },
  importClients: { ids: {}, input: (_ids, me) => ({ file: clientCsv(me) }) },
  // Privacy: a former customer (only a past, cancelled booking: nothing upcoming, so erasing is allowed).
  eraseCustomer: { ids: {}, input: (_ids, me) => ({ email: formerCustomerEmailOf(me) }) },
  saveRetentionSetting: { ids: {}, input: () => ({ enabled: "on", months: "24" }) },
  // The business's own name, typed exactly: the session's business is the only one it can delete.
  deleteBusiness: { ids: {}, input: (_ids, me) => ({ confirmName: `${me} Salon` }) },
  // Calendar Sync: the session's business, or one of its staff members.
  saveCalendarSettings: { ids: {}, input: () => ({ syncEnabled: "on", includeCancelled: "on" }) },
  regenerateFeedToken: { ids: {}, input: () => ({}) },
  regenerateStaffFeedToken: { ids: { id: "staff" }, input: ({ id }) => ({ id }) },
  // The signed-in user's own account: the user id comes from the session.
  updateProfile: { ids: {}, input: () => ({ name: "Renamed Person" }) },
  changePassword: {
    ids: {},
    input: () => ({ currentPassword: PASSWORD, newPassword: "matrix-pass-2", confirmPassword: "matrix-pass-2" }),
  },
  sendPasswordReset: { ids: {}, input: () => ({}) },
  // The caller's own read mark, from the session: no id to carry.
  markNotificationsRead: { ids: {}, input: () => ({}) },
  // Beta feedback: who sent it is the session's user, never the input.
  submitFeedback: {
    ids: {},
    input: () => ({
      type: "improvement",
      rating: "4",
      title: "Calendar colours",
      description: "Darker colours would help.",
      pageUrl: "http://localhost:3000/dashboard/schedule",
      browserInfo: { userAgent: "Matrix", language: "en-GB", timezone: "Europe/London" },
    }),
  },
  // Public: no session, so no business to cross; the manage-by-link pair is covered by the tenant matrix's token cases.
  signIn: { public: "signs in; no tenant data" },
  register: { public: "creates an owner without a business" },
  requestPasswordReset: { public: "same answer for every address" },
  setPassword: { public: "a single-use token is the credential" },
  cancelBookingByToken: { public: "signed manage link (token cases)" },
  rescheduleBookingByToken: { public: "signed manage link (token cases)" },
  bookWaitlistOffer: { public: "the offer link's secret is the credential (tests/integration/waitlist)" },
  leaveWaitlist: { public: "signed leave link (tests/integration/waitlist)" },
};

/** The caller's own email fills `email` for the profile and reset actions (their form starts with it). */
export function inputFor(name: ActionName, ids: Record<string, string>, me: Tenant, email: string) {
  const entry = ACTION_CASES[name] as SignedInCase;
  const input = entry.input(ids, me);
  return name === "updateProfile" || name === "sendPasswordReset" ? { ...input, email } : input;
}

export const SIGNED_IN_ACTIONS = (Object.keys(ACTION_REGISTRY) as ActionName[]).filter(
  (name) => ACTION_REGISTRY[name].access !== "public",
);
