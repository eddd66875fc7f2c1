import { customerExists, saveCustomerNote as storeCustomerNote } from "@/lib/customers/queries";
import { AppError } from "@/lib/errors";
import { getAllowedRoles } from "@/lib/access/policy";
import { CUSTOMER_NOTE_FIELDS, customerNoteSchema } from "@/lib/customers/schema";
import { defineAction } from "@/lib/actions/action";

export const CUSTOMER_NOTE_SAVED_MESSAGE = "Your note about this customer has been saved.";
export const CUSTOMER_NOT_FOUND_MESSAGE = "This customer could not be found. Please reload the page.";

/**
 * The business's note about one customer (owner, manager). The customer is the email, checked against
 * the caller's business's bookings: another business's customer is 'not found', like an unknown one.
 */
export const saveCustomerNote = defineAction({
  roles: getAllowedRoles(["manage", "customers"]),
  requiresBusiness: true,
  schema: customerNoteSchema,
  keepFields: CUSTOMER_NOTE_FIELDS,
  async handler({ email, notes }, { db, user, business }) {
    if (!(await customerExists(db, business.id, email))) throw new AppError("not_found", CUSTOMER_NOT_FOUND_MESSAGE);
    await storeCustomerNote(db, { businessId: business.id, email, notes, userId: user.id });
    return { ok: true, message: CUSTOMER_NOTE_SAVED_MESSAGE };
  },
});
