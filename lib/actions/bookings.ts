"use server";

import { deleteBooking, undoBookingCancellation, updateBookingStatus } from "@/lib/bookings/booking-actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// A booking shows on the bookings list, the overview (stats, recent bookings), the notifications and analytics.
export const updateBookingStatusAction = serverAction(updateBookingStatus, { revalidate: WHOLE_DASHBOARD });
export const deleteBookingAction = serverAction(deleteBooking, { revalidate: WHOLE_DASHBOARD });
export const undoBookingCancellationAction = serverAction(undoBookingCancellation, { revalidate: WHOLE_DASHBOARD });
