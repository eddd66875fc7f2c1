"use server";

import {
  addMyselfAsStaff,
  createStaffLogin,
  createStaffMember,
  deleteStaffMember,
  revokeStaffLogin,
  updateStaffMember,
} from "@/lib/staff/actions";
import { deleteDayChangeOfStaff, saveDayChange } from "@/lib/staff/day-change-actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

const STAFF_PATH = "/dashboard/staff";

export const createStaffMemberAction = serverAction(createStaffMember, { revalidate: STAFF_PATH });
export const updateStaffMemberAction = serverAction(updateStaffMember, { revalidate: STAFF_PATH });
export const deleteStaffMemberAction = serverAction(deleteStaffMember, { revalidate: STAFF_PATH });
export const createStaffLoginAction = serverAction(createStaffLogin, { revalidate: STAFF_PATH });
export const revokeStaffLoginAction = serverAction(revokeStaffLogin, { revalidate: STAFF_PATH });
// Overview's checklist and the Staff screen both change with it.
export const addMyselfAsStaffAction = serverAction(addMyselfAsStaff, { revalidate: WHOLE_DASHBOARD });
export const saveDayChangeAction = serverAction(saveDayChange, { revalidate: STAFF_PATH });
export const deleteDayChangeAction = serverAction(deleteDayChangeOfStaff, { revalidate: STAFF_PATH });
