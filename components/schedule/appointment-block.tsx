"use client";

import { Link2 } from "lucide-react";
import type { BookingStatus } from "@/lib/constants";
import { formatMinutes } from "@/lib/schedule/grid";
import type { ScheduleAppointment } from "./types";

type Props = {
  appointment: ScheduleAppointment;
  staffName: string;
  /** A line under the time: the rooms it holds (By staff) or its staff member (By resource). */
  detail?: string;
  /** Its lower edge changes its length (By staff; By resource only moves it between rooms). */
  resizable?: boolean;
  top: number;
  height: number;
  dragging: boolean;
  canModify: boolean;
  /** The board's one Tab stop (tabIndex 0); every other block is reached with the arrow keys. */
  tabStop: boolean;
  onFocus: () => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
  onOpen: () => void;
  onDragStart: (event: React.PointerEvent, mode: "move" | "resize") => void;
};

const STATUS_NOTE: Partial<Record<BookingStatus, string>> = {
  pending: "Pending",
  completed: "Completed",
  no_show: "No-show",
};

/**
 * One appointment on the grid: a button (details, Reschedule) that can be dragged and resized. A service of a visit
 * carries the visit's marker ("1 of 2") and accent, and its name says which other services the visit has.
 */
export function AppointmentBlock({
  appointment,
  staffName,
  detail,
  resizable = true,
  top,
  height,
  dragging,
  canModify,
  tabStop,
  onFocus,
  onKeyDown,
  onOpen,
  onDragStart,
}: Props) {
  const time = `${formatMinutes(appointment.from)}–${formatMinutes(Math.min(appointment.to, 24 * 60))}`;
  const note = STATUS_NOTE[appointment.status];
  const compact = height < 40;
  const { processing } = appointment;
  const length = Math.max(1, appointment.to - appointment.from);
  const { visit } = appointment;
  const others = visit ? visit.services.filter((service) => service.id !== appointment.id) : [];
  // Read after the block's own details: which service of the visit it is, and the visit's other services.
  const visitLabel = visit
    ? `, part of a visit: service ${visit.position} of ${visit.services.length}, with ${others
        .map(
          (service) =>
            `${service.serviceName} (${service.staffName ? `${service.staffName}, ` : ""}${service.timeLabel})`,
        )
        .join(", ")}`
    : "";
  const processingLabel = processing
    ? `processing ${formatMinutes(processing.from)}–${formatMinutes(Math.min(processing.to, 24 * 60))}`
    : "";
  return (
    <div
      // One inside another's processing sits to its right, so both stay readable and clickable.
      className={`absolute right-1 ${appointment.inProcessing ? "left-[38%] z-20 shadow-sm" : "left-1 z-10"} ${
        dragging ? "z-30 opacity-90 shadow-lg ring-2 ring-brand-600" : ""
      }`}
      style={{ top, height }}
      data-testid="schedule-appointment"
      data-booking-id={appointment.id}
      data-visit-id={visit?.id}
    >
      <button
        type="button"
        className={`flex h-full w-full flex-col overflow-hidden rounded-md border-l-4 px-2 text-left text-xs text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${
          compact ? "justify-center py-0" : "py-1"
        } ${appointment.status === "no_show" ? "line-through decoration-slate-500" : ""} ${
          appointment.status === "pending" ? "border-dashed" : ""
        } ${canModify ? "cursor-grab touch-manipulation select-none active:cursor-grabbing" : ""} ${
          // A visit's blocks share one accent: a violet edge on the right, beside the visit marker.
          visit ? "border-r-4 border-r-violet-600" : ""
        }`}
        style={{
          borderLeftColor: appointment.colour,
          backgroundColor: `color-mix(in srgb, ${appointment.colour} 16%, white)`,
        }}
        tabIndex={tabStop ? 0 : -1}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        onClick={onOpen}
        // The drag goes on in the window's pointer events (schedule-board.tsx).
        onPointerDown={(event) => onDragStart(event, "move")}
        // A held finger picks the block up (schedule-board.tsx), not the browser's text or link menu.
        onContextMenu={(event) => event.preventDefault()}
      >
        <span className="flex min-w-0 items-center gap-1">
          <span className="truncate font-semibold">
            {compact ? `${formatMinutes(appointment.from)} ${appointment.customerName}` : appointment.customerName}
          </span>
          {visit ? (
            <span
              aria-hidden="true"
              data-testid="visit-marker"
              title={`Visit · ${visit.services.length} services`}
              className="ml-auto inline-flex shrink-0 items-center gap-0.5 rounded bg-violet-100 px-1 text-[10px] leading-4 font-semibold text-violet-900"
            >
              <Link2 className="size-3" aria-hidden="true" />
              {visit.position} of {visit.services.length}
            </span>
          ) : null}
        </span>
        {compact ? (
          <span className="sr-only">
            {appointment.serviceName}, {time}
            {note ? `, ${note}` : ""}
          </span>
        ) : (
          <>
            <span className="truncate">{appointment.serviceName}</span>
            <span className="truncate text-slate-700 tabular-nums">
              {time}
              {note ? ` · ${note}` : ""}
            </span>
            {detail ? (
              <span className="truncate text-slate-700" data-testid="appointment-detail">
                {detail}
              </span>
            ) : null}
          </>
        )}
        <span className="sr-only">
          , with {staffName}
          {appointment.roomNames ? `, in ${appointment.roomNames}` : ""}
          {processingLabel ? `, ${processingLabel}` : ""}
          {visitLabel}
        </span>
      </button>
      {processing ? (
        <div
          aria-hidden="true"
          data-testid="processing-part"
          className="bg-stripes-processing pointer-events-none absolute inset-x-0 flex items-end justify-end overflow-hidden rounded-r-md px-1.5 pb-0.5 text-[10px] font-medium text-slate-700"
          style={{
            top: `${((processing.from - appointment.from) / length) * 100}%`,
            height: `${((processing.to - processing.from) / length) * 100}%`,
          }}
        >
          Processing
        </div>
      ) : null}
      {canModify && resizable ? (
        <div
          aria-hidden="true"
          data-testid="resize-handle"
          className="absolute inset-x-2 bottom-0 h-2 cursor-ns-resize touch-manipulation"
          onPointerDown={(event) => onDragStart(event, "resize")}
        />
      ) : null}
    </div>
  );
}
