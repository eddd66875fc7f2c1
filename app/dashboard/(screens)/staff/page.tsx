import type { Metadata } from "next";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { StaffManager } from "@/components/staff/staff-manager";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { listBusyCalendarStatuses } from "@/lib/calendar/busy-calendar-queries";
import { getStaffScreen } from "@/lib/staff/queries";
import { ScreenHeader } from "@/components/dashboard/screen-header";
import { isUuid } from "@/lib/constants";
import { isCalendarDate } from "@/lib/time/calendar-date";
import { listDayChanges } from "@/lib/staff/day-change-queries";
import { toDateInZone } from "@/lib/time/zoned-time";

export const metadata: Metadata = { title: "Staff Management" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Staff Management (owner and manager). Everything is scoped to the signed-in user's business. `?staff=&date=` (the
 * schedule's "Change hours" link) starts the one-day change form with that member and date.
 */
export default async function StaffPage({ searchParams }: Props) {
  const user = await requireUser({ can: ["manage", "staff"] });
  const today = user.business ? toDateInZone(new Date(), user.business.timeZone) : "";
  const [data, busyCalendars, dayChanges] = user.business
    ? await Promise.all([
        getStaffScreen(getDb(), user.business.id),
        listBusyCalendarStatuses(getDb(), user.business.id),
        listDayChanges(getDb(), { businessId: user.business.id }, today),
      ])
    : [null, [], []];
  const search = await searchParams;
  const initialDayChange = {
    staffId: typeof search.staff === "string" && isUuid(search.staff) ? search.staff : undefined,
    date:
      typeof search.date === "string" && isCalendarDate(search.date) && search.date >= today ? search.date : undefined,
  };
  if (!data || !user.business) {
    return (
      <div className="space-y-6">
        <ScreenHeader title="Staff Management" />
        <SetupRequired role={user.role} />
      </div>
    );
  }
  return (
    <StaffManager
      staff={data.staff}
      services={data.services}
      staffLoginEnabled={data.staffLoginEnabled}
      openingHours={data.openingHours}
      busyCalendars={busyCalendars}
      timeZone={user.business.timeZone}
      dayChanges={dayChanges}
      today={today}
      initialDayChange={initialDayChange}
    />
  );
}
