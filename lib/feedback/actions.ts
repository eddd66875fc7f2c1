import { consumeFeedbackLimit } from "@/lib/feedback/limits";
import { insertFeedback } from "@/lib/feedback/queries";
import { getAllowedRoles } from "@/lib/access/policy";
import { FEEDBACK_FIELDS, feedbackSchema } from "@/lib/feedback/schema";
import { defineAction } from "@/lib/actions/action";

export const FEEDBACK_SUBMITTED_MESSAGE =
  "Your feedback has been submitted successfully. We truly appreciate your input!";

/**
 * The beta feedback widget: any signed-in user, with or without a business. Who sent it (id, name,
 * email) is the session's user, never the form's; the page and browser details are the browser's own
 * report, cut to size by the schema. Limited per user.
 */
export const submitFeedback = defineAction({
  roles: getAllowedRoles(["send", "feedback"]),
  requiresBusiness: false,
  schema: feedbackSchema,
  keepFields: FEEDBACK_FIELDS,
  async handler(input, { db, user, business }) {
    await consumeFeedbackLimit(db, user.id);
    await insertFeedback(db, {
      businessId: business?.id ?? null,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      type: input.type,
      title: input.title,
      description: input.description,
      rating: input.rating,
      pageUrl: input.pageUrl,
      browserInfo: input.browserInfo,
    });
    return { ok: true, message: FEEDBACK_SUBMITTED_MESSAGE };
  },
});
