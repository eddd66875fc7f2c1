"use server";

import { saveBookingRules } from "./definitions/booking-rules";
import { serverAction } from "./server-action";

export const saveBookingRulesAction = serverAction(saveBookingRules, { revalidate: "/dashboard/setup" });
