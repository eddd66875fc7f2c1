"use server";

import {
  addResourceBlockedDate,
  createResource,
  deleteResource,
  deleteResourceBlockedDate,
  saveResourceNameAudience,
  setResourceActive,
  updateResource,
} from "@/lib/resources/actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

const RESOURCES_PATH = "/dashboard/resources";
// A type comes and goes with its resources, and the Services screen offers the types.
const WITH_TYPES = WHOLE_DASHBOARD;

export const createResourceAction = serverAction(createResource, { revalidate: WITH_TYPES });
export const updateResourceAction = serverAction(updateResource, { revalidate: WITH_TYPES });
export const setResourceActiveAction = serverAction(setResourceActive, { revalidate: RESOURCES_PATH });
export const deleteResourceAction = serverAction(deleteResource, { revalidate: WITH_TYPES });
export const addResourceBlockedDateAction = serverAction(addResourceBlockedDate, { revalidate: RESOURCES_PATH });
export const deleteResourceBlockedDateAction = serverAction(deleteResourceBlockedDate, { revalidate: RESOURCES_PATH });
export const saveResourceNameAudienceAction = serverAction(saveResourceNameAudience, { revalidate: RESOURCES_PATH });
