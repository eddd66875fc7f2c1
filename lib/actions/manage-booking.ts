"use server";

import { cancelBookingByToken, rescheduleBookingByToken } from "@/lib/bookings/manage-booking-actions";
import { serverAction, type Revalidation } from "./server-action";

// The manage page of this very link shows the change.
const MANAGE_PAGE: Revalidation = (input) => `/manage/${typeof input.token === "string" ? input.token : ""}`;

export const cancelBookingByTokenAction = serverAction(cancelBookingByToken, { revalidate: MANAGE_PAGE });
export const rescheduleBookingByTokenAction = serverAction(rescheduleBookingByToken, { revalidate: MANAGE_PAGE });
