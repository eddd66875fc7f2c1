"use client";

import { formatDuration } from "@/lib/format/duration";
import { useEffect, useState, useTransition } from "react";
import Link from "next/link";
import { StatusBadge } from "@/components/bookings/status-badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CancelAndSubmit } from "@/components/ui/submit-button";
import { formatMinutes } from "@/lib/schedule/grid";
import { MAX_APPOINTMENT_MINUTES } from "@/lib/bookings/appointment-schema";
import { DialogFrame } from "@/components/ui/dialog-frame";
import type { ScheduleAppointment, ScheduleStaffOption } from "./types";

export type MoveRequest = {
  id: string;
  staffId: string;
  date: string;
  time: string;
  durationMinutes: number;
  /** Email the customer the new time; absent = the business's setting. */
  notifyCustomer?: boolean;
};

type Props = {
  appointment: ScheduleAppointment | null;
  staff: ScheduleStaffOption[];
  canModify: boolean;
  /** Whether "Email the customer the new time" starts ticked (the business's setting). */
  notifyDefault: boolean;
  /** Resolves with the field errors of a refusal (the dialog stays open), or null once moved. */
  onMove: (request: MoveRequest) => Promise<Record<string, string> | null>;
  onClose: () => void;
};

const TIMES = Array.from({ length: 96 }, (_, index) => formatMinutes(index * 15));
const LENGTHS = Array.from({ length: MAX_APPOINTMENT_MINUTES / 15 }, (_, index) => (index + 1) * 15);

/** An appointment's details, and the keyboard way to move or resize it: Reschedule. */
export function AppointmentDialog({ appointment, staff, canModify, notifyDefault, onMove, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  // The board keys this dialog by appointment, so each one opens on its details.
  const [rescheduling, setRescheduling] = useState(false);
  return (
    <DialogFrame
      open={appointment !== null}
      title={rescheduling ? "Reschedule appointment" : (appointment?.customerName ?? "Appointment")}
      description={appointment ? `${appointment.serviceName}, ${appointment.timeLabel}` : undefined}
      busy={busy}
      onClose={onClose}
    >
      {appointment && rescheduling ? (
        <RescheduleForm
          appointment={appointment}
          staff={staff}
          notifyDefault={notifyDefault}
          onBusy={setBusy}
          onMove={onMove}
          onCancel={() => setRescheduling(false)}
        />
      ) : appointment ? (
        <div className="mt-4 space-y-4 text-sm">
          <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2">
            <dt className="text-slate-600">Status</dt>
            <dd>
              <StatusBadge status={appointment.status} />
            </dd>
            <dt className="text-slate-600">Staff</dt>
            <dd className="text-slate-900">{staff.find((member) => member.id === appointment.staffId)?.name ?? "—"}</dd>
            <dt className="text-slate-600">Price</dt>
            <dd className="text-slate-900 tabular-nums">{appointment.price}</dd>
            {appointment.visit ? (
              <>
                <dt className="text-slate-600">Visit</dt>
                <dd className="text-slate-900" data-testid="visit-services">
                  <p>
                    Service {appointment.visit.position} of {appointment.visit.services.length}. Moving one moves the
                    whole visit.
                  </p>
                  <ol className="mt-1 list-decimal space-y-0.5 pl-5">
                    {appointment.visit.services.map((service) => (
                      <li key={service.id} className={service.id === appointment.id ? "font-semibold" : undefined}>
                        {service.serviceName}
                        {service.staffName ? ` with ${service.staffName}` : ""},{" "}
                        <span className="tabular-nums">{service.timeLabel}</span>
                        {service.id === appointment.id ? " (this one)" : ""}
                      </li>
                    ))}
                  </ol>
                </dd>
              </>
            ) : null}
            {appointment.customerEmail ? (
              <>
                <dt className="text-slate-600">Email</dt>
                <dd className="break-all">
                  <a className="text-brand-700 underline" href={`mailto:${appointment.customerEmail}`}>
                    {appointment.customerEmail}
                  </a>
                </dd>
              </>
            ) : null}
            {appointment.customerPhone ? (
              <>
                <dt className="text-slate-600">Phone</dt>
                <dd>
                  <a className="text-brand-700 underline" href={`tel:${appointment.customerPhone}`}>
                    {appointment.customerPhone}
                  </a>
                </dd>
              </>
            ) : null}
            {appointment.notes ? (
              <>
                <dt className="text-slate-600">Notes</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{appointment.notes}</dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Link
              href={`/dashboard/bookings?highlightBooking=${appointment.id}`}
              className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              Open in Bookings
            </Link>
            {canModify ? <Button onClick={() => setRescheduling(true)}>Reschedule</Button> : null}
          </div>
        </div>
      ) : null}
    </DialogFrame>
  );
}

function RescheduleForm({
  appointment,
  staff,
  notifyDefault,
  onBusy,
  onMove,
  onCancel,
}: {
  appointment: ScheduleAppointment;
  staff: ScheduleStaffOption[];
  notifyDefault: boolean;
  onBusy: (busy: boolean) => void;
  onMove: Props["onMove"];
  onCancel: () => void;
}) {
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [values, setValues] = useState({
    staffId: appointment.staffId,
    date: appointment.date,
    time: formatMinutes(appointment.from),
    durationMinutes: String(appointment.to - appointment.from),
  });
  const [notify, setNotify] = useState(notifyDefault && Boolean(appointment.customerEmail));
  useEffect(() => onBusy(pending), [pending, onBusy]);
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const lengths = LENGTHS.includes(Number(values.durationMinutes))
    ? LENGTHS
    : [Number(values.durationMinutes), ...LENGTHS];

  return (
    <form
      className="mt-4 space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const refused = await onMove({
            id: appointment.id,
            ...values,
            durationMinutes: Number(values.durationMinutes),
            notifyCustomer: notify,
          });
          setErrors(refused ?? {});
        });
      }}
    >
      <Select
        label="Staff"
        dense
        options={staff
          .filter(
            (member) =>
              member.id === appointment.staffId ||
              !appointment.serviceId ||
              !member.specialties?.length ||
              member.specialties.includes(appointment.serviceId),
          )
          .map((member) => ({ value: member.id, label: member.name }))}
        value={values.staffId}
        onChange={set("staffId")}
        error={errors.staffId}
      />
      <div className="grid grid-cols-2 gap-3">
        <Input label="Date" type="date" dense value={values.date} onChange={set("date")} error={errors.date} required />
        <Select
          label="Time"
          dense
          options={TIMES.map((time) => ({ value: time, label: time }))}
          value={values.time}
          onChange={set("time")}
          error={errors.time}
        />
      </div>
      <Select
        label="Length"
        dense
        options={lengths.map((minutes) => ({ value: String(minutes), label: formatDuration(minutes) }))}
        value={values.durationMinutes}
        onChange={set("durationMinutes")}
        error={errors.durationMinutes}
      />
      {appointment.customerEmail ? (
        <Checkbox
          label="Email the customer the new time"
          hint="With an updated calendar file, sent half a minute later so the move can still be undone."
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
      ) : (
        <p className="text-sm text-slate-600">This appointment has no customer email, so nobody is emailed.</p>
      )}
      <CancelAndSubmit
        className="pt-2"
        onCancel={onCancel}
        cancelLabel="Back"
        pending={pending}
        pendingText="Moving..."
      >
        Move appointment
      </CancelAndSubmit>
    </form>
  );
}
