"use server";

import { moveBookingResource } from "@/lib/resources/hold-actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// The room shows on the schedule, the bookings list and the appointment's details.
export const moveBookingResourceAction = serverAction(moveBookingResource, { revalidate: WHOLE_DASHBOARD });
