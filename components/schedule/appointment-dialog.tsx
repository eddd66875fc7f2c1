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
import type { ScheduleAppointment, ScheduleResource, ScheduleStaffOption } from "./types";
import type { RoomMove } from "./use-room-move";

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
  /** The business's active rooms and equipment: the Room select offers those of the type the appointment holds. */
  resources: ScheduleResource[];
  /** Resolves with the refusal's message, or null once moved. */
  onMoveRoom: (move: RoomMove) => Promise<string | null>;
  onClose: () => void;
};

const TIMES = Array.from({ length: 96 }, (_, index) => formatMinutes(index * 15));
const LENGTHS = Array.from({ length: MAX_APPOINTMENT_MINUTES / 15 }, (_, index) => (index + 1) * 15);

/** An appointment's details, and the keyboard way to move or resize it: Reschedule. */
export function AppointmentDialog({
  appointment,
  staff,
  canModify,
  notifyDefault,
  onMove,
  resources,
  onMoveRoom,
  onClose,
}: Props) {
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
            {appointment.rooms.map((room) => (
              <RoomRow
                key={room.typeId}
                appointmentId={appointment.id}
                room={room}
                label={appointment.rooms.length === 1 ? "Room" : room.typeName}
                options={resources.filter((resource) => resource.typeId === room.typeId)}
                canModify={canModify}
                onBusy={setBusy}
                onMoveRoom={onMoveRoom}
              />
            ))}
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

/**
 * The room (or piece of equipment) an appointment holds, and, for those who may change bookings, a select of the
 * others of its type: the same time, another room.
 */
function RoomRow({
  appointmentId,
  room,
  label,
  options,
  canModify,
  onBusy,
  onMoveRoom,
}: {
  appointmentId: string;
  room: ScheduleAppointment["rooms"][number];
  label: string;
  options: ScheduleResource[];
  canModify: boolean;
  onBusy: (busy: boolean) => void;
  onMoveRoom: Props["onMoveRoom"];
}) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState(room.resourceId);
  // Moved (the schedule reloaded with its new room): the select shows it.
  const [shown, setShown] = useState(room.resourceId);
  if (shown !== room.resourceId) {
    setShown(room.resourceId);
    setChosen(room.resourceId);
  }
  useEffect(() => onBusy(pending), [pending, onBusy]);
  if (!canModify || options.length < 2) {
    return (
      <>
        <dt className="text-slate-600">{label}</dt>
        <dd className="text-slate-900" data-testid="appointment-room">
          {room.name}
        </dd>
      </>
    );
  }
  return (
    <>
      <dt className="sr-only">{label}</dt>
      <dd className="col-span-2" data-testid="appointment-room">
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen === room.resourceId) return;
            startTransition(async () => {
              const refused = await onMoveRoom({
                bookingId: appointmentId,
                fromResourceId: room.resourceId,
                toResourceId: chosen,
              });
              setError(refused ?? undefined);
            });
          }}
        >
          <div className="min-w-0 flex-1">
            <Select
              label={label}
              dense
              options={options.map((resource) => ({ value: resource.id, label: resource.name }))}
              value={chosen}
              error={error}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(undefined);
              }}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={pending || chosen === room.resourceId}>
            {pending ? "Changing..." : "Change room"}
          </Button>
        </form>
      </dd>
    </>
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
