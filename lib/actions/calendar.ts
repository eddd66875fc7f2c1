"use server";

import { regenerateFeedToken, regenerateStaffFeedToken, saveCalendarSettings } from "@/lib/calendar/actions";
import { serverAction } from "./server-action";

const CALENDAR_SCREEN = "/dashboard/calendar";

export const saveCalendarSettingsAction = serverAction(saveCalendarSettings, { revalidate: CALENDAR_SCREEN });
export const regenerateFeedTokenAction = serverAction(regenerateFeedToken, { revalidate: CALENDAR_SCREEN });
export const regenerateStaffFeedTokenAction = serverAction(regenerateStaffFeedToken, { revalidate: CALENDAR_SCREEN });
