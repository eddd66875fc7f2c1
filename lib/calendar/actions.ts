import { createFeedToken } from "@/lib/calendar/feed";
import {
  saveCalendarSettings as storeCalendarSettings,
  setBusinessFeedToken,
  setStaffFeedToken,
} from "@/lib/calendar/feed-queries";
import { isUuid } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import type { CalendarSettings } from "@/lib/business/settings-schema";
import { calendarSettingsFormSchema } from "@/lib/calendar/schema";
import { STAFF_NOT_FOUND_MESSAGE, staffIdInputSchema } from "@/lib/staff/schema";
import { z } from "zod";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";

export const CALENDAR_SETTINGS_SAVED_MESSAGE = "Your calendar settings have been saved.";
export const FEED_TOKEN_REGENERATED_MESSAGE =
  "A new feed URL has been created. The old one has stopped working: update it in your calendar apps.";
const BUSINESS_GONE_MESSAGE = "Your business could not be found. Please reload the page.";

const MANAGERS = getAllowedRoles(["manage", "calendar"]);

/** Sync Settings (owner, manager): the five switches of the session's business, saved at once. */
export const saveCalendarSettings = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: calendarSettingsFormSchema,
  async handler(settings, { db, business }) {
    if (!(await storeCalendarSettings(db, business.id, settings)))
      throw new AppError("not_found", BUSINESS_GONE_MESSAGE);
    return { ok: true, message: CALENDAR_SETTINGS_SAVED_MESSAGE, data: settings satisfies CalendarSettings };
  },
});

/** A new secret for the business's feed (owner, manager): the old URL answers 404 from now on. */
export const regenerateFeedToken = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: z.object({}),
  async handler(_input, { db, business }) {
    const token = createFeedToken();
    if (!(await setBusinessFeedToken(db, business.id, token))) throw new AppError("not_found", BUSINESS_GONE_MESSAGE);
    return { ok: true, message: FEED_TOKEN_REGENERATED_MESSAGE, data: { token } };
  },
});

/** A new secret for one staff member's feed (owner, manager). */
export const regenerateStaffFeedToken = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: staffIdInputSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) throw new AppError("not_found", STAFF_NOT_FOUND_MESSAGE);
    const token = createFeedToken();
    if (!(await setStaffFeedToken(db, business.id, id, token)))
      throw new AppError("not_found", STAFF_NOT_FOUND_MESSAGE);
    return { ok: true, message: FEED_TOKEN_REGENERATED_MESSAGE, data: { token } };
  },
});
