"use client";

import { useMemo, useRef, useState } from "react";
import { Plus, UserPlus, Users } from "lucide-react";
import type { BusyCalendarStatus } from "@/lib/calendar/busy-calendar-queries";
import type { StaffScreenData, StaffListItem } from "@/lib/staff/queries";
import { AddMyselfButton } from "@/components/setup/add-myself-button";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useFocusWhenShown } from "@/components/ui/use-focus-when-shown";
import { StaffCard } from "./staff-card";
import { StaffForm } from "./staff-form";
import { DayChanges } from "./day-changes";
import type { DayChangeItem } from "@/lib/staff/day-change-queries";
import { ScreenHeader } from "@/components/dashboard/screen-header";

type Props = StaffScreenData & {
  /** Personal calendars of the staff who have one. */
  busyCalendars: readonly BusyCalendarStatus[];
  timeZone: string;
  /** One-day changes of hours from today on. */
  dayChanges: readonly DayChangeItem[];
  /** 'YYYY-MM-DD' in the business's zone. */
  today: string;
  /** The member and date the schedule's "Change hours" link names. */
  initialDayChange?: { staffId?: string; date?: string };
};

const ADD_BUTTON_ID = "add-staff-member";
const FIRST_MEMBER_BUTTON_ID = "add-first-staff-member";

/**
 * The Staff Management screen: a responsive grid of staff cards, and the add/edit form on demand (Add staff
 * member, Edit) beside it on wide screens and above it on phones, so a phone opens on the list.
 */
export function StaffManager({
  staff,
  services,
  staffLoginEnabled,
  openingHours,
  busyCalendars,
  timeZone,
  dayChanges,
  today,
  initialDayChange,
}: Props) {
  const [editing, setEditing] = useState<StaffListItem | null>(null);
  const [adding, setAdding] = useState(false);
  const formShown = adding || editing !== null;
  const focusWhenShown = useFocusWhenShown();
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
    setAdding(false);
    setFormVersion((version) => version + 1);
    focusForm();
  }

  function startAdding() {
    setEditing(null);
    setAdding(true);
    setFormVersion((version) => version + 1);
    focusForm();
  }

  function hideForm() {
    setEditing(null);
    setAdding(false);
  }

  /**
   * After a save or Cancel: the form goes and focus returns to the button that opens it (the header's, once a
   * saved first member has brought it with the refreshed list).
   */
  function closeForm(saved: boolean) {
    hideForm();
    focusWhenShown(saved || staff.length > 0 ? ADD_BUTTON_ID : FIRST_MEMBER_BUTTON_ID);
  }

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Staff Management"
        actions={
          formShown || staff.length === 0 ? null : (
            <Button id={ADD_BUTTON_ID} onClick={startAdding}>
              <Plus className="size-4" aria-hidden="true" />
              Add staff member
            </Button>
          )
        }
      >
        Manage your team, what they do and when they can be booked.
      </ScreenHeader>

      <div className={`grid items-start gap-6 ${formShown ? "xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]" : ""}`}>
        {formShown ? (
          <div ref={formRef} className="scroll-mt-4">
            <StaffForm
              key={`${editing?.id ?? "new"}-${formVersion}`}
              member={editing}
              services={services}
              staffLoginEnabled={staffLoginEnabled}
              openingHours={openingHours}
              onDone={closeForm}
            />
          </div>
        ) : null}

        <section aria-labelledby="staff-list-heading">
          <h2 id="staff-list-heading" className="sr-only">
            Staff members
          </h2>
          {staff.length === 0 ? (
            <EmptyState
              icon={Users}
              title="No staff members yet"
              description="Add the people customers can book with. Working on your own? Add yourself in one click."
            >
              <AddMyselfButton />
              <Button id={FIRST_MEMBER_BUTTON_ID} variant="secondary" onClick={startAdding}>
                <UserPlus className="size-4" aria-hidden="true" />
                Add Your First Staff Member
              </Button>
            </EmptyState>
          ) : (
            <ul className={`grid gap-4 sm:grid-cols-2 ${formShown ? "2xl:grid-cols-3" : "xl:grid-cols-3"}`}>
              {staff.map((member) => (
                <li key={member.id} className="min-w-0">
                  <StaffCard
                    member={member}
                    serviceNames={serviceNames}
                    isEditing={editing?.id === member.id}
                    busyCalendar={calendarOf.get(member.id) ?? null}
                    timeZone={timeZone}
                    openingHours={openingHours}
                    onEdit={startEdit}
                    onDeleted={(deleted) => {
                      if (editing?.id === deleted.id) hideForm();
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {staff.length > 0 ? (
        <div className="max-w-3xl">
          <DayChanges
            scope="staff"
            changes={dayChanges}
            staff={staff.filter((member) => member.isActive)}
            today={today}
            initial={initialDayChange}
          />
        </div>
      ) : null}
    </div>
  );
}
