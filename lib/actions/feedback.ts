"use server";

import { submitFeedback } from "./definitions/feedback";
import { serverAction } from "./server-action";

// Nothing on screen shows feedback, so nothing to revalidate.
export const submitFeedbackAction = serverAction(submitFeedback);
