"use client";

import { useId, useState, useTransition } from "react";
import { CalendarClock, ChevronDown, Clock, KeyRound, Mail, Pencil, Phone, Scissors, Trash2 } from "lucide-react";
import { callAction } from "@/lib/actions/client";
import { createStaffLoginAction } from "@/lib/actions/staff";
import type { BusyCalendarStatus } from "@/lib/calendar/busy-calendar-queries";
import type { StaffListItem } from "@/lib/staff/queries";
import { NEEDS_EMAIL_FOR_LOGIN_MESSAGE, summarizeAvailability } from "@/lib/staff/schema";
import { showToast } from "@/components/ui/toast";
import { BusyCalendarPanel } from "@/components/busy-calendars/busy-calendar-panel";
import { DeleteStaffDialog } from "./delete-staff-dialog";
import { IconDetail } from "@/components/ui/icon-detail";
import { WholeWords } from "@/components/ui/whole-words";
import { HoursOutsideOpeningNote } from "./hours-outside-opening-note";
import { RevokeLoginButton } from "./revoke-login-dialog";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";

type Props = {
  member: StaffListItem;
  /** Service names by id, for the specialties line. */
  serviceNames: ReadonlyMap<string, string>;
  isEditing: boolean;
  onEdit: (member: StaffListItem) => void;
  onDeleted: (member: StaffListItem) => void;
  /** The member's personal calendar, null when none is connected. */
  busyCalendar: BusyCalendarStatus | null;
  timeZone: string;
  openingHours: WeeklySchedule;
};

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50";

/** The specialties as service names; 'All services' when none are chosen. */
function describeSpecialties(specialties: readonly string[], serviceNames: ReadonlyMap<string, string>): string {
  if (specialties.length === 0) return "All services";
  const names = specialties.map((id) => serviceNames.get(id)).filter((name): name is string => Boolean(name));
  return names.length > 0 ? names.join(", ") : "No current services";
}

export function StaffCard({
  member,
  serviceNames,
  isEditing,
  onEdit,
  onDeleted,
  busyCalendar,
  timeZone,
  openingHours,
}: Props) {
  const [creatingLogin, startCreatingLogin] = useTransition();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarId = useId();
  const availability = summarizeAvailability(member.availability);

  function createLogin() {
    if (!member.email.trim()) {
      window.alert(NEEDS_EMAIL_FOR_LOGIN_MESSAGE);
      return;
    }
    startCreatingLogin(async () => {
      const result = await callAction(createStaffLoginAction, null, { id: member.id });
      if (result.ok) {
        showToast({
          type: "success",
          title: "Login Created",
          message: `An invitation email has been sent to ${result.data?.email ?? member.email}.`,
        });
      } else {
        showToast({ type: "error", title: "Login Not Created", message: result.error });
      }
    });
  }

  return (
    <article
      data-testid="staff-card"
      aria-label={member.name}
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm ${isEditing ? "border-brand-500 ring-2 ring-brand-100" : "border-slate-200"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <WholeWords text={member.name} />
          </h3>
          {member.jobTitle ? <WholeWords text={member.jobTitle} className="block text-sm text-slate-600" /> : null}
        </div>
        <div className="-mr-2 -mt-1 flex shrink-0 items-center">
          <button
            type="button"
            onClick={createLogin}
            disabled={creatingLogin}
            aria-busy={creatingLogin || undefined}
            aria-label={`Create login account for ${member.name}`}
            title="Create login account"
            className={iconButton}
          >
            <KeyRound className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => onEdit(member)}
            aria-label={`Edit ${member.name}`}
            title="Edit"
            className={iconButton}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <DeleteStaffDialog member={member} onDeleted={onDeleted}>
            <button
              type="button"
              aria-label={`Delete ${member.name}`}
              title="Delete"
              className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </DeleteStaffDialog>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${
            member.isActive ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"
          }`}
        >
          {member.isActive ? "Active" : "Inactive"}
        </span>
        {member.hasLogin ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            <KeyRound className="size-3" aria-hidden="true" />
            Has login
          </span>
        ) : null}
        {member.hasLogin ? <RevokeLoginButton member={member} /> : null}
      </div>

      <dl className="mt-4 space-y-2 text-sm text-slate-700">
        <IconDetail icon={Mail} term="Email">
          {member.email ? <WholeWords text={member.email} email /> : <span className="text-slate-500">No email</span>}
        </IconDetail>
        <IconDetail icon={Phone} term="Phone" className="break-words">
          {member.phone || <span className="text-slate-500">No phone</span>}
        </IconDetail>
        <IconDetail icon={Scissors} term="Specialties" className="break-words">
          {describeSpecialties(member.specialties, serviceNames)}
        </IconDetail>
        <IconDetail icon={Clock} term="Availability">
          {availability.length === 0 ? (
            <span className="text-slate-500">Not available</span>
          ) : (
            <ul className="space-y-0.5">
              {availability.map((line) => (
                <li key={line} className="tabular-nums">
                  {line}
                </li>
              ))}
            </ul>
          )}
        </IconDetail>
      </dl>
      <HoursOutsideOpeningNote availability={member.availability} openingHours={openingHours} className="mt-3" />

      <div className="mt-4 border-t border-slate-100 pt-3">
        <button
          type="button"
          aria-expanded={calendarOpen}
          aria-controls={calendarId}
          onClick={() => setCalendarOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-2 rounded-lg py-1 text-left text-sm font-medium text-slate-700 hover:text-slate-900"
        >
          <span className="flex items-center gap-2">
            <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
            Personal calendar
            <span className="sr-only"> for {member.name}</span>
            <span className={`text-xs font-normal ${busyCalendar?.lastError ? "text-red-700" : "text-slate-500"}`}>
              {busyCalendar ? (busyCalendar.lastError ? "Failing" : "Connected") : "Not connected"}
            </span>
          </span>
          <ChevronDown className={`size-4 transition ${calendarOpen ? "rotate-180" : ""}`} aria-hidden="true" />
        </button>
        <div id={calendarId} hidden={!calendarOpen} className="pt-3">
          {calendarOpen ? (
            <BusyCalendarPanel staffId={member.id} staffName={member.name} status={busyCalendar} timeZone={timeZone} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
