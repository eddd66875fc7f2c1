"use server";

import {
  addAppointment,
  changeMoveNotice,
  findCustomers,
  findFreeTimes,
  rescheduleAppointment,
} from "@/lib/bookings/appointment-actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// An appointment shows on the schedule, the bookings list, the overview, the notifications and analytics.
export const addAppointmentAction = serverAction(addAppointment, { revalidate: WHOLE_DASHBOARD });
export const rescheduleAppointmentAction = serverAction(rescheduleAppointment, { revalidate: WHOLE_DASHBOARD });
export const findCustomersAction = serverAction(findCustomers);
export const findFreeTimesAction = serverAction(findFreeTimes);
export const changeMoveNoticeAction = serverAction(changeMoveNotice);
