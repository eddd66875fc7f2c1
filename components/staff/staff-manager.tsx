"use client";

import { useMemo, useRef, useState } from "react";
import { UserPlus, Users } from "lucide-react";
import type { BusyCalendarStatus } from "@/lib/calendar/busy-calendar-queries";
import type { StaffScreenData, StaffListItem } from "@/lib/staff/queries";
import { AddMyselfButton } from "@/components/setup/add-myself-button";
import { Button } from "@/components/ui/button";
import { StaffCard } from "./staff-card";
import { StaffForm } from "./staff-form";

type Props = StaffScreenData & {
  /** Personal calendars of the staff who have one. */
  busyCalendars: readonly BusyCalendarStatus[];
  timeZone: string;
};

/** The Staff Management screen: the add/edit form beside a responsive grid of staff cards. */
export function StaffManager({ staff, services, staffLoginEnabled, busyCalendars, timeZone }: Props) {
  const [editing, setEditing] = useState<StaffListItem | null>(null);
  // Bumped to remount the form with fresh values (after save, Cancel, or switching member).
  const [formVersion, setFormVersion] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const serviceNames = useMemo(() => new Map(services.map((service) => [service.id, service.name])), [services]);
  const calendarOf = useMemo(
    () => new Map(busyCalendars.map((calendar) => [calendar.staffId, calendar])),
    [busyCalendars],
  );

  function focusForm() {
    // After React has rendered the form for the new mode.
    window.requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      formRef.current?.querySelector<HTMLInputElement>("input[data-staff-name-input]")?.focus({ preventScroll: true });
    });
  }

  function startEdit(member: StaffListItem) {
    setEditing(member);
    setFormVersion((version) => version + 1);
    focusForm();
  }

  function resetToAdd() {
    setEditing(null);
    setFormVersion((version) => version + 1);
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Staff Management</h1>
        <p className="mt-1 text-slate-600">Manage your team, what they do and when they can be booked.</p>
      </header>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div ref={formRef} className="scroll-mt-4">
          <StaffForm
            key={`${editing?.id ?? "new"}-${formVersion}`}
            member={editing}
            services={services}
            staffLoginEnabled={staffLoginEnabled}
            onDone={resetToAdd}
          />
        </div>

        <section aria-labelledby="staff-list-heading">
          <h2 id="staff-list-heading" className="sr-only">
            Staff members
          </h2>
          {staff.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center shadow-sm">
              <Users className="mx-auto size-10 text-slate-400" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">No staff members yet</h3>
              <p className="mt-1 text-sm text-slate-600">
                Add the people customers can book with. Working on your own? Add yourself in one click.
              </p>
              <div className="mt-5 flex flex-wrap justify-center gap-2">
                <AddMyselfButton />
                <Button
                  variant="secondary"
                  onClick={() => {
                    if (editing) resetToAdd();
                    focusForm();
                  }}
                >
                  <UserPlus className="size-4" aria-hidden="true" />
                  Add Your First Staff Member
                </Button>
              </div>
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
              {staff.map((member) => (
                <li key={member.id} className="min-w-0">
                  <StaffCard
                    member={member}
                    serviceNames={serviceNames}
                    isEditing={editing?.id === member.id}
                    busyCalendar={calendarOf.get(member.id) ?? null}
                    timeZone={timeZone}
                    onEdit={startEdit}
                    onDeleted={(deleted) => {
                      if (editing?.id === deleted.id) resetToAdd();
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
