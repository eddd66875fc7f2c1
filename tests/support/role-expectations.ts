import type { Ability } from "@/lib/access/policy";
import type { ActionName } from "@/lib/actions/registry";
import type { Role } from "@/lib/auth/roles";
import type { StaffAccess } from "@/lib/business/settings-schema";

/*
 * What a salon owner expects each role may do, written once: the role matrix (integration, every
 * signed-in action run as owner, manager and staff) and the policy's property test (unit, `can`)
 * both check against it.
 */

export type Outcome = "allowed" | "forbidden";
export type SignedInAction = Exclude<
  ActionName,
  | "signIn"
  | "register"
  | "requestPasswordReset"
  | "setPassword"
  | "cancelBookingByToken"
  | "rescheduleBookingByToken"
  | "bookWaitlistOffer"
  | "leaveWaitlist"
>;

/** The staff column sees the portal's permissions (only consulted while the portal is on). */
export type Expectation = {
  owner: Outcome;
  manager: Outcome;
  staff: Outcome | ((access: StaffAccess) => Outcome);
};

const MANAGERS_ONLY: Expectation = { owner: "allowed", manager: "allowed", staff: "forbidden" };
const OWNER_ONLY: Expectation = { owner: "allowed", manager: "forbidden", staff: "forbidden" };
const EVERYONE: Expectation = { owner: "allowed", manager: "allowed", staff: "allowed" };
// Staff change bookings (their own; others' too when they may see all) only with "Staff can modify bookings".
const BOOKING_CHANGE: Expectation = {
  owner: "allowed",
  manager: "allowed",
  staff: (access) => (access.staffCanModifyBookings ? "allowed" : "forbidden"),
};

const OWN_AVAILABILITY: Expectation = {
  owner: "allowed",
  manager: "allowed",
  staff: (access) => (access.staffCanManageAvailability ? "allowed" : "forbidden"),
};

// My Availability is the staff user's own screen: owners and managers edit hours on Staff and Block Dates.
const MY_AVAILABILITY: Expectation = {
  owner: "forbidden",
  manager: "forbidden",
  staff: (access) => (access.staffCanManageAvailability ? "allowed" : "forbidden"),
};

/** Each signed-in action: what each role may do, and the ability (lib/access/policy.ts) that says so. */
export const EXPECTED: Record<SignedInAction, { expect: Expectation; ability: Ability }> = {
  updateBookingStatus: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  deleteBooking: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  undoBookingCancellation: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  addAppointment: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  rescheduleAppointment: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  changeMoveNotice: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  moveBookingResource: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  findCustomers: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  findFreeTimes: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  checkRepeatSeries: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  bookRepeatSeries: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  cancelSeriesBookings: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  moveSeriesBookings: { expect: BOOKING_CHANGE, ability: ["modify", "bookings"] },
  // "Staff can manage their availability" does not reach Block Dates: staff have their own time off (My Availability).
  createBlackout: { expect: MANAGERS_ONLY, ability: ["manage", "blackouts"] },
  updateBlackout: { expect: MANAGERS_ONLY, ability: ["manage", "blackouts"] },
  deleteBlackout: { expect: MANAGERS_ONLY, ability: ["manage", "blackouts"] },
  createService: { expect: MANAGERS_ONLY, ability: ["manage", "services"] },
  updateService: { expect: MANAGERS_ONLY, ability: ["manage", "services"] },
  deleteService: { expect: MANAGERS_ONLY, ability: ["manage", "services"] },
  reorderServices: { expect: MANAGERS_ONLY, ability: ["manage", "services"] },
  createResource: { expect: MANAGERS_ONLY, ability: ["manage", "resources"] },
  updateResource: { expect: MANAGERS_ONLY, ability: ["manage", "resources"] },
  setResourceActive: { expect: MANAGERS_ONLY, ability: ["manage", "resources"] },
  deleteResource: { expect: MANAGERS_ONLY, ability: ["manage", "resources"] },
  addResourceBlockedDate: { expect: MANAGERS_ONLY, ability: ["manage", "resources"] },
  deleteResourceBlockedDate: { expect: MANAGERS_ONLY, ability: ["manage", "resources"] },
  saveResourceNameAudience: { expect: MANAGERS_ONLY, ability: ["manage", "resources"] },
  createIntakeForm: { expect: MANAGERS_ONLY, ability: ["manage", "intake"] },
  renameIntakeForm: { expect: MANAGERS_ONLY, ability: ["manage", "intake"] },
  deleteIntakeForm: { expect: MANAGERS_ONLY, ability: ["manage", "intake"] },
  saveIntakeQuestion: { expect: MANAGERS_ONLY, ability: ["manage", "intake"] },
  deleteIntakeQuestion: { expect: MANAGERS_ONLY, ability: ["manage", "intake"] },
  moveIntakeQuestion: { expect: MANAGERS_ONLY, ability: ["manage", "intake"] },
  setServiceIntakeForm: { expect: MANAGERS_ONLY, ability: ["manage", "intake"] },
  createStaffMember: { expect: MANAGERS_ONLY, ability: ["manage", "staff"] },
  addMyselfAsStaff: { expect: MANAGERS_ONLY, ability: ["manage", "staff"] },
  updateStaffMember: { expect: MANAGERS_ONLY, ability: ["manage", "staff"] },
  saveDayChange: { expect: MANAGERS_ONLY, ability: ["manage", "staff"] },
  deleteDayChangeOfStaff: { expect: MANAGERS_ONLY, ability: ["manage", "staff"] },
  deleteStaffMember: { expect: MANAGERS_ONLY, ability: ["manage", "staff"] },
  createStaffLogin: { expect: MANAGERS_ONLY, ability: ["manage", "staff"] },
  revokeStaffLogin: { expect: MANAGERS_ONLY, ability: ["manage", "staff"] },
  // A staff user manages their own personal calendar only with "Staff can manage their availability".
  saveBusyCalendar: { expect: OWN_AVAILABILITY, ability: ["manage", "busy-calendars"] },
  refreshBusyCalendarNow: { expect: OWN_AVAILABILITY, ability: ["manage", "busy-calendars"] },
  disconnectBusyCalendar: { expect: OWN_AVAILABILITY, ability: ["manage", "busy-calendars"] },
  saveMyAvailability: { expect: MY_AVAILABILITY, ability: ["manage", "my-availability"] },
  addMyTimeOff: { expect: MY_AVAILABILITY, ability: ["manage", "my-availability"] },
  deleteMyTimeOff: { expect: MY_AVAILABILITY, ability: ["manage", "my-availability"] },
  saveMyDayChange: { expect: MY_AVAILABILITY, ability: ["manage", "my-availability"] },
  deleteMyDayChange: { expect: MY_AVAILABILITY, ability: ["manage", "my-availability"] },
  saveBusiness: { expect: MANAGERS_ONLY, ability: ["manage", "business"] },
  saveCustomization: { expect: MANAGERS_ONLY, ability: ["manage", "business"] },
  uploadBusinessImage: { expect: MANAGERS_ONLY, ability: ["manage", "business"] },
  removeBusinessImage: { expect: MANAGERS_ONLY, ability: ["manage", "business"] },
  saveBookingRules: { expect: MANAGERS_ONLY, ability: ["manage", "business"] },
  saveCustomerNote: { expect: MANAGERS_ONLY, ability: ["manage", "customers"] },
  // The client book (Add client, Import clients) is the Customers screen's: owners and managers.
  addClient: { expect: MANAGERS_ONLY, ability: ["manage", "customers"] },
  previewClientImport: { expect: MANAGERS_ONLY, ability: ["manage", "customers"] },
  importClients: { expect: MANAGERS_ONLY, ability: ["manage", "customers"] },
  saveCalendarSettings: { expect: MANAGERS_ONLY, ability: ["manage", "calendar"] },
  regenerateFeedToken: { expect: MANAGERS_ONLY, ability: ["manage", "calendar"] },
  regenerateStaffFeedToken: { expect: MANAGERS_ONLY, ability: ["manage", "calendar"] },
  // Domain, branding and the staff portal's switches are the owner's alone.
  saveWhiteLabel: { expect: OWNER_ONLY, ability: ["manage", "white-label"] },
  verifyCustomDomain: { expect: OWNER_ONLY, ability: ["manage", "white-label"] },
  // Privacy: erasing a customer, the retention period and deleting the business cannot be undone.
  eraseCustomer: { expect: OWNER_ONLY, ability: ["erase", "customers"] },
  saveRetentionSetting: { expect: OWNER_ONLY, ability: ["manage", "privacy"] },
  deleteBusiness: { expect: OWNER_ONLY, ability: ["manage", "privacy"] },
  // One's own account.
  updateProfile: { expect: EVERYONE, ability: ["manage", "account"] },
  changePassword: { expect: EVERYONE, ability: ["manage", "account"] },
  sendPasswordReset: { expect: EVERYONE, ability: ["manage", "account"] },
  // Beta feedback and the top bar's notifications: any signed-in user.
  submitFeedback: { expect: EVERYONE, ability: ["send", "feedback"] },
  markNotificationsRead: { expect: EVERYONE, ability: ["read", "notifications"] },
};

export const STAFF_ACCESS_FLAGS = [
  "enableStaffLogin",
  "staffCanViewAllBookings",
  "staffCanModifyBookings",
  "staffCanManageAvailability",
] as const;

/** What the table says for this role under these switches of the staff portal. */
export function expectedOutcome(name: SignedInAction, role: Role, access: StaffAccess): Outcome {
  const row = EXPECTED[name].expect;
  const cell = row[role];
  return typeof cell === "function" ? cell(access) : cell;
}
