"use server";

import {
  addMyTimeOff,
  deleteMyDayChange,
  deleteMyTimeOff,
  saveMyAvailability,
  saveMyDayChange,
} from "@/lib/staff/my-availability-actions";
import { serverAction } from "./server-action";

// The public booking page reads the same columns on every request (no cache to invalidate).
const MY_AVAILABILITY_PATH = "/dashboard/availability";

export const saveMyAvailabilityAction = serverAction(saveMyAvailability, { revalidate: MY_AVAILABILITY_PATH });
export const addMyTimeOffAction = serverAction(addMyTimeOff, { revalidate: MY_AVAILABILITY_PATH });
export const deleteMyTimeOffAction = serverAction(deleteMyTimeOff, { revalidate: MY_AVAILABILITY_PATH });
export const saveMyDayChangeAction = serverAction(saveMyDayChange, { revalidate: MY_AVAILABILITY_PATH });
export const deleteMyDayChangeAction = serverAction(deleteMyDayChange, { revalidate: MY_AVAILABILITY_PATH });
