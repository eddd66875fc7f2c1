import { updateCustomization } from "@/lib/business/customization-queries";
import { AppError } from "@/lib/errors";
import { getAllowedRoles } from "@/lib/access/policy";
import { customizationSchema, type Customization } from "@/lib/business/settings-schema";
import { CUSTOMIZE_FORM_FIELDS, customizeFormSchema } from "@/lib/business/customize-schema";
import { defineAction } from "@/lib/actions/action";

export const CUSTOMIZATION_SAVED_MESSAGE = "Your booking page has been updated.";

/** Customize Booking Page (owner, manager): the whole look of the session's business, saved at once. */
export const saveCustomization = defineAction({
  roles: getAllowedRoles(["manage", "business"]),
  requiresBusiness: true,
  schema: customizeFormSchema,
  keepFields: CUSTOMIZE_FORM_FIELDS,
  async handler(input, { db, business }) {
    const customization: Customization = customizationSchema.parse(input);
    const stored = await updateCustomization(db, business.id, customization);
    if (!stored) throw new AppError("not_found", "Your business could not be found. Please reload the page.");
    return { ok: true, message: CUSTOMIZATION_SAVED_MESSAGE, data: customization };
  },
});
