import type { Metadata } from "next";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { ScheduleBoard } from "@/components/schedule/schedule-board";
import { ResourceBoard } from "@/components/schedule/resource-board";
import { ChangeHoursLinks } from "@/components/schedule/change-hours-links";
import { ScheduleLegend } from "@/components/schedule/schedule-legend";
import { ScheduleList } from "@/components/schedule/schedule-list";
import { ScheduleToolbar } from "@/components/schedule/schedule-toolbar";
import { requireUser } from "@/lib/auth/session";
import type { ScopedUser } from "@/lib/bookings/queries";
import { bookingScope, can } from "@/lib/access/policy";
import { loadSchedule } from "@/lib/schedule/load-schedule";
import { listServices } from "@/lib/services/queries";
import { getDb } from "@/db";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Schedule" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /dashboard/schedule?date=YYYY-MM-DD&view=day|week&staff={id}&by=resource: the business's day by staff member (or
 * by room and equipment, `by=resource`, when it has any), or one staff member's week, in the business's time zone.
 * `new=1` opens New appointment (the dashboard's button).
 */
export default async function SchedulePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  return (
    <section className="space-y-4">
      <ScreenHeader title="Schedule">
        Your team&apos;s appointments by day or week. Drag to move, click a free time to book.
      </ScreenHeader>
      {user.business ? (
        <ScheduleView user={{ ...user, business: user.business }} searchParams={await searchParams} />
      ) : (
        <SetupRequired role={user.role} />
      )}
    </section>
  );
}

async function ScheduleView({ user, searchParams }: { user: ScopedUser; searchParams: SearchParams }) {
  const db = getDb();
  const [model, services] = await Promise.all([
    loadSchedule(db, user, searchParams, new Date()),
    listServices(db, user.business.id),
  ]);
  const canModify = can(user, "modify", "bookings");
  const openNew = searchParams.new === "1" && canModify;
  const activeServices = services
    .filter((service) => service.isActive)
    .map(({ id, name, durationMinutes }) => ({ id, name, durationMinutes }));

  if (model.staff.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700" data-testid="schedule-no-staff">
        {can(user, "manage", "staff")
          ? "Add a staff member to see their appointments here."
          : "Your login is not linked to a staff member, so there is no calendar to show."}
      </p>
    );
  }

  return (
    <>
      <ScheduleToolbar model={model} staffId={model.view === "week" ? (model.columns[0]?.staffId ?? null) : null} />
      <p className="text-sm text-slate-600">
        Times are in {model.timeZone.replaceAll("_", " ")}.
        {!canModify
          ? " You can view appointments; ask your manager to change them."
          : model.by === "resource"
            ? " To change a room by keyboard, open the appointment and choose Room."
            : " To move an appointment by keyboard, open it and choose Reschedule."}
      </p>
      {model.by === "resource" ? (
        <ResourceBoard key={`resource|${model.date}`} model={model} staff={model.staff} canModify={canModify} />
      ) : (
        <>
          <ScheduleBoard
            key={`${model.view}|${model.date}|${openNew ? "new" : ""}`}
            model={model}
            services={activeServices}
            staff={model.staff}
            canModify={canModify}
            allowAnyStaff={bookingScope(user) === null}
            openNew={openNew}
          />
          {/* Staff members' hours and shading: By staff's (a room's column has neither). */}
          <ChangeHoursLinks
            model={model}
            changeHours={
              can(user, "manage", "staff")
                ? { anyone: true }
                : can(user, "manage", "my-availability") && user.staffMemberId
                  ? { ownStaffId: user.staffMemberId }
                  : null
            }
          />
          <ScheduleLegend />
        </>
      )}
      <ScheduleList model={model} />
    </>
  );
}
