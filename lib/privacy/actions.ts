import { recordAuditEntry } from "@/lib/audit/queries";
import { AppError } from "@/lib/errors";
import { BOOKING_EMAIL_KEY_PREFIX } from "@/lib/rate-limit/booking-limits";
import { emailRateLimitKey } from "@/lib/rate-limit/email-key";
import { resetRateLimits } from "@/lib/rate-limit/limiter";
import { customerReference } from "@/lib/privacy/customer-export";
import {
  countUpcomingLiveBookings,
  deleteBusinessForGood,
  eraseCustomerRows,
  erasedEmailPlaceholder,
  saveRetentionMonths,
} from "@/lib/privacy/queries";
import {
  confirmsBusinessName,
  DELETE_BUSINESS_NAME_MISMATCH,
  deleteBusinessSchema,
  eraseCustomerSchema,
  RETENTION_FIELDS,
  retentionSchema,
} from "@/lib/privacy/schema";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";

export const CUSTOMER_ERASE_NOT_FOUND = "This customer could not be found. Please reload the page.";
export const CUSTOMER_HAS_UPCOMING =
  "This customer has upcoming appointments. Cancel their upcoming appointments first, then erase their data.";
export const RETENTION_SAVED_MESSAGE = "Your data retention setting has been saved.";
export const BUSINESS_DELETED_MESSAGE = "Your business and its data have been deleted.";

/**
 * Erases one customer (UK GDPR right to erasure). Owner only: it cannot be undone, and a manager can
 * still export the data or ask the owner. Refused while the customer has upcoming live bookings. In one
 * transaction: their bookings keep date, service, staff, price and status but become "Erased customer"
 * with an `erased-{uuid}@invalid` address (so two erased people never merge in the customer list), phone
 * and notes emptied; the note about them, every email of this business to them or about them (its own
 * new-booking and cancellation notices), their client record and their booking-rate-limit counter are deleted; one audit row
 * with the count (and a SHA-256 reference, never the address).
 */
export const eraseCustomer = defineAction({
  roles: getAllowedRoles(["erase", "customers"]),
  requiresBusiness: true,
  schema: eraseCustomerSchema,
  async handler({ email }, { db, user, business }) {
    const erased = await db.transaction(async (tx) => {
      const now = new Date();
      if ((await countUpcomingLiveBookings(tx, business.id, email, now)) > 0) {
        throw new AppError("conflict", CUSTOMER_HAS_UPCOMING);
      }
      const counts = await eraseCustomerRows(tx, {
        businessId: business.id,
        email,
        placeholderEmail: erasedEmailPlaceholder(),
      });
      if (counts.bookings === 0 && counts.clients === 0 && counts.waitlist === 0)
        throw new AppError("not_found", CUSTOMER_ERASE_NOT_FOUND);
      await resetRateLimits(tx, [emailRateLimitKey(BOOKING_EMAIL_KEY_PREFIX, email)]);
      await recordAuditEntry(tx, {
        businessId: business.id,
        actorUserId: user.id,
        actorName: user.name,
        action: "customer.erase",
        subject: `${counts.bookings} ${counts.bookings === 1 ? "booking" : "bookings"}`,
        details: {
          bookings: counts.bookings,
          emails: counts.emails,
          clients: counts.clients,
          waitlist: counts.waitlist,
          customerRef: customerReference(email),
        },
      });
      return counts;
    });
    return {
      ok: true,
      message:
        erased.bookings === 0
          ? "The customer's client record was erased."
          : `The customer's details were erased from ${erased.bookings} ${erased.bookings === 1 ? "booking" : "bookings"}.`,
      data: { bookings: erased.bookings },
    };
  },
});

/** "Delete customer details after N months" (owner): off, or 1 to 120 months. */
export const saveRetentionSetting = defineAction({
  roles: getAllowedRoles(["manage", "privacy"]),
  requiresBusiness: true,
  schema: retentionSchema,
  keepFields: RETENTION_FIELDS,
  async handler({ months }, { db, business }) {
    if (!(await saveRetentionMonths(db, business.id, months))) {
      throw new AppError("not_found", "Your business could not be found.");
    }
    return { ok: true, message: RETENTION_SAVED_MESSAGE, data: { months } };
  },
});

/**
 * Deletes the owner's business for good, with everything it holds and every account of it (the
 * owner's own too), so no session of its people works any more. The typed name must match exactly.
 */
export const deleteBusiness = defineAction({
  roles: getAllowedRoles(["manage", "privacy"]),
  requiresBusiness: true,
  schema: deleteBusinessSchema,
  async handler({ confirmName }, { db, business }) {
    const mismatch = () =>
      new AppError("invalid", DELETE_BUSINESS_NAME_MISMATCH, {
        fieldErrors: { confirmName: DELETE_BUSINESS_NAME_MISMATCH },
      });
    if (!confirmsBusinessName(confirmName, business.name)) throw mismatch();
    if (!(await deleteBusinessForGood(db, { businessId: business.id, confirmName }))) throw mismatch();
    return { ok: true, message: BUSINESS_DELETED_MESSAGE };
  },
});
