import type { Database } from "@/db/client";
import { bookingScope } from "@/lib/access/policy";
import type { ScopedUser } from "@/lib/bookings/queries";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import { buildSchedule, type ScheduleModel } from "./build-schedule";
import { datesOfView, parseScheduleBy, parseScheduleParams } from "./grid";
import { findScheduleData } from "./queries";

/** The schedule screen's data for the URL's date and view, in the business's time zone. */
export async function loadSchedule(
  db: Database,
  user: ScopedUser,
  search: Record<string, string | string[] | undefined>,
  now: Date,
): Promise<ScheduleModel> {
  const { timeZone } = user.business;
  const today = toDateInZone(now, timeZone);
  const params = parseScheduleParams(search, today);
  const dates = datesOfView(params.date, params.view);
  const fromDate = dates[0];
  const toDate = addDaysToDate(dates[dates.length - 1], 1);
  const data = await findScheduleData(
    db,
    { businessId: user.business.id, staffIds: bookingScope(user) },
    {
      from: zonedToInstant(fromDate, "00:00", timeZone),
      to: zonedToInstant(toDate, "00:00", timeZone),
      fromDate,
      toDate,
    },
  );
  return buildSchedule(data, {
    view: params.view,
    by: parseScheduleBy(search, params.view),
    date: params.date,
    dates,
    today,
    staffId: params.staffId,
  });
}
