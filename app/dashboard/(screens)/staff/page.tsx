import type { Metadata } from "next";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { StaffManager } from "@/components/staff/staff-manager";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { listBusyCalendarStatuses } from "@/lib/calendar/busy-calendar-queries";
import { getStaffScreen } from "@/lib/staff/queries";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Staff Management" };

/** Staff Management (owner and manager). Everything is scoped to the signed-in user's business. */
export default async function StaffPage() {
  const user = await requireUser({ can: ["manage", "staff"] });
  const [data, busyCalendars] = user.business
    ? await Promise.all([
        getStaffScreen(getDb(), user.business.id),
        listBusyCalendarStatuses(getDb(), user.business.id),
      ])
    : [null, []];
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
    />
  );
}
