"use server";

import { disconnectBusyCalendar, refreshBusyCalendarNow, saveBusyCalendar } from "@/lib/calendar/busy-calendar-actions";
import { serverAction } from "./server-action";

const STAFF_PATH = "/dashboard/staff";

export const saveBusyCalendarAction = serverAction(saveBusyCalendar, { revalidate: STAFF_PATH });
export const refreshBusyCalendarNowAction = serverAction(refreshBusyCalendarNow, { revalidate: STAFF_PATH });
export const disconnectBusyCalendarAction = serverAction(disconnectBusyCalendar, { revalidate: STAFF_PATH });
