"use server";

import { submitFeedback } from "@/lib/feedback/actions";
import { serverAction } from "./server-action";

// Nothing on screen shows feedback, so nothing to revalidate.
export const submitFeedbackAction = serverAction(submitFeedback);
