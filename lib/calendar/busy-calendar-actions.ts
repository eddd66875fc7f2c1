import type { CurrentUser } from "@/lib/auth/load-user";
import {
  deleteBusyCalendar,
  findBusyCalendarStatus,
  upsertBusyCalendar,
  type BusyCalendarStatus,
} from "@/lib/calendar/busy-calendar-queries";
import { refreshBusyCalendar } from "@/lib/calendar/refresh-busy-calendar";
import type { Database } from "@/db/client";
import { isUuid } from "@/lib/constants";
import { AppError, FORBIDDEN_MESSAGE, throwNotFound } from "@/lib/errors";
import { isStaffMemberOfBusiness } from "@/lib/staff/queries";
import {
  BUSY_CALENDAR_MESSAGES,
  busyCalendarStaffSchema,
  saveBusyCalendarSchema,
} from "@/lib/calendar/busy-calendar-schema";
import { STAFF_NOT_FOUND_MESSAGE } from "@/lib/staff/schema";
import { can, getAllowedRoles } from "@/lib/access/policy";
import { defineAction, type ActionContext } from "@/lib/actions/action";

/*
 * A staff member's personal calendar (docs/architecture.md, "Personal calendars"). Owners and managers
 * manage any staff member's of their business; a staff user only their own, and only while
 * "Staff can manage their availability" is on.
 */

const ROLES = getAllowedRoles(["manage", "busy-calendars"]);

export type BusyCalendarResult = { status: BusyCalendarStatus | null };

/** The staff member, by id AND the session's business; a staff user may only name their own. */
async function assertMayManage(
  db: Database,
  user: CurrentUser,
  business: ActionContext<true>["business"],
  staffId: string,
): Promise<void> {
  if (!can({ ...user, business }, "manage", "busy-calendars", { staffId })) {
    throw new AppError("forbidden", FORBIDDEN_MESSAGE);
  }
  if (!isUuid(staffId) || !(await isStaffMemberOfBusiness(db, business.id, staffId))) {
    throwNotFound(STAFF_NOT_FOUND_MESSAGE);
  }
}

export const saveBusyCalendar = defineAction({
  roles: ROLES,
  requiresBusiness: true,
  schema: saveBusyCalendarSchema,
  async handler({ staffId, url }, { db, user, business }) {
    await assertMayManage(db, user, business, staffId);
    await upsertBusyCalendar(db, business.id, staffId, url);
    const status = await findBusyCalendarStatus(db, business.id, staffId);
    return { ok: true, message: "The personal calendar has been saved.", data: { status } };
  },
});

/** Fetches the calendar now. A calendar that fails is still an answered request: its status carries the error. */
export const refreshBusyCalendarNow = defineAction({
  roles: ROLES,
  requiresBusiness: true,
  schema: busyCalendarStaffSchema,
  async handler({ staffId }, { db, user, business }) {
    await assertMayManage(db, user, business, staffId);
    if (!(await findBusyCalendarStatus(db, business.id, staffId))) {
      throw new AppError("not_found", BUSY_CALENDAR_MESSAGES.notConnected);
    }
    const outcome = await refreshBusyCalendar(db, staffId);
    const status = await findBusyCalendarStatus(db, business.id, staffId);
    const message =
      outcome.status === "ok"
        ? `The calendar has been refreshed: ${outcome.eventCount} busy ${outcome.eventCount === 1 ? "time" : "times"}.`
        : outcome.status === "failed"
          ? `The calendar could not be refreshed: ${outcome.error}`
          : "The calendar is being refreshed already.";
    return { ok: true, message, data: { status } };
  },
});

export const disconnectBusyCalendar = defineAction({
  roles: ROLES,
  requiresBusiness: true,
  schema: busyCalendarStaffSchema,
  async handler({ staffId }, { db, user, business }) {
    await assertMayManage(db, user, business, staffId);
    await deleteBusyCalendar(db, business.id, staffId);
    return { ok: true, message: "The personal calendar has been disconnected.", data: { status: null } };
  },
});
