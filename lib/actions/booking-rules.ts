"use server";

import { saveBookingRules } from "@/lib/business/booking-rules-actions";
import { serverAction } from "./server-action";

export const saveBookingRulesAction = serverAction(saveBookingRules, { revalidate: "/dashboard/setup" });
