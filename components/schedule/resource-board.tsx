"use client";

import { useEffect, useId, useMemo, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { showToast } from "@/components/ui/toast";
import { rescheduleAppointmentAction } from "@/lib/actions/appointments";
import { callAction } from "@/lib/actions/client";
import { firstAppointmentId, isBoardKey, nextAppointmentId } from "@/lib/schedule/board-keys";
import { formatMinutes, GRID_STEP_MINUTES } from "@/lib/schedule/grid";
import { AppointmentBlock } from "./appointment-block";
import { AppointmentDialog, type MoveRequest } from "./appointment-dialog";
import { appointmentButton, focusAppointment, useNow } from "./schedule-board";
import { ROW_HEIGHT, type ScheduleModel, type ScheduleStaffOption } from "./types";
import { useRoomMove } from "./use-room-move";

type Props = {
  model: ScheduleModel;
  staff: ScheduleStaffOption[];
  canModify: boolean;
};

/** A block being dragged to another room: it keeps its time, only its column changes. */
type RoomDrag = {
  id: string;
  pointerId: number;
  startX: number;
  startY: number;
  fromKey: string;
  /** The column it is over now, when a room of the same type (else its own). */
  toKey: string;
  typeId: string;
  moved: boolean;
};

const px = (minutes: number) => (minutes / GRID_STEP_MINUTES) * ROW_HEIGHT;

/**
 * The day by room and equipment: a column per active resource (by type, then name), each appointment in the column
 * of what it holds, with its time, customer, service and staff member. Drag a block (mouse or pen) to another column
 * of the same type to move it there at the same time, or open it and choose another in Room; a refusal (the room is
 * held then) leaves it where it was. Keyboard: as By staff, one Tab stop and the arrow keys.
 */
export function ResourceBoard({ model, staff, canModify }: Props) {
  const instructionsId = useId();
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const moveRoom = useRoomMove();
  const now = useNow(model.timeZone);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [drag, setDragState] = useState<RoomDrag | null>(null);
  const dragRef = useRef<RoomDrag | null>(null);
  const setDrag = (next: RoomDrag | null) => {
    dragRef.current = next;
    setDragState(next);
  };
  // A move waiting for the server: drawn in its new column meanwhile.
  const [pending, setPending] = useState<{ id: string; fromKey: string; toKey: string } | null>(null);
  const suppressClick = useRef(false);

  const columns = model.resourceColumns;
  const byId = useMemo(
    () => new Map(columns.flatMap((column) => column.appointments.map((item) => [item.id, item] as const))),
    [columns],
  );
  const placed = useMemo(() => {
    const shift = drag?.moved ? drag : pending;
    return columns.map((column) => {
      let list = column.appointments;
      if (shift && shift.fromKey !== shift.toKey) {
        if (column.key === shift.fromKey) list = list.filter((item) => item.id !== shift.id);
        const moving = byId.get(shift.id);
        if (column.key === shift.toKey && moving) list = [...list, { ...moving, inProcessing: false }];
      }
      return { ...column, appointments: list };
    });
  }, [columns, byId, drag, pending]);
  const tabStopId = activeId && byId.has(activeId) ? activeId : firstAppointmentId(placed);

  function moveFocus(event: React.KeyboardEvent, id: string) {
    if (!isBoardKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const next = nextAppointmentId(placed, id, event.key);
    if (next) appointmentButton(next)?.focus();
  }

  function startDrag(event: React.PointerEvent, id: string, columnKey: string, typeId: string) {
    suppressClick.current = false;
    // A finger scrolls the board sideways (as on By staff, a swipe is a scroll); Room in the dialog moves it.
    if (!canModify || event.button !== 0 || event.pointerType === "touch") return;
    setDrag({
      id,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      fromKey: columnKey,
      toKey: columnKey,
      typeId,
      moved: false,
    });
  }

  const handlers = useRef({ onMove: (_: PointerEvent) => {}, onUp: (_: PointerEvent) => {} });
  useEffect(() => {
    handlers.current = {
      onMove(event) {
        const current = dragRef.current;
        if (!current || current.pointerId !== event.pointerId) return;
        if (!current.moved && Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < 5) return;
        const key = document
          .elementsFromPoint(event.clientX, event.clientY)
          .map((element) => (element as HTMLElement).dataset?.resourceColumn)
          .find(Boolean);
        const target = columns.find((column) => column.key === key);
        // Only a room of the same type takes it; anywhere else it stays in its own column.
        const toKey = target && target.resource.typeId === current.typeId ? target.key : current.fromKey;
        setDrag({ ...current, toKey, moved: true });
      },
      onUp(event) {
        const current = dragRef.current;
        if (!current || current.pointerId !== event.pointerId) return;
        setDrag(null);
        if (!current.moved) return;
        suppressClick.current = true;
        if (current.toKey === current.fromKey) return;
        const from = columns.find((column) => column.key === current.fromKey)!;
        const to = columns.find((column) => column.key === current.toKey)!;
        setPending({ id: current.id, fromKey: current.fromKey, toKey: current.toKey });
        void moveRoom({
          bookingId: current.id,
          fromResourceId: from.resource.id,
          toResourceId: to.resource.id,
        }).then((refused) => {
          // Moved: the schedule reloads with it in its new room; refused: back where it was.
          if (refused) setPending(null);
          focusAppointment(current.id);
        });
      },
    };
  });
  // Fresh data from the server replaces the block drawn while the move was saved.
  const [shownColumns, setShownColumns] = useState(columns);
  if (shownColumns !== columns) {
    setShownColumns(columns);
    setPending(null);
  }
  useEffect(() => {
    const onMove = (event: PointerEvent) => handlers.current.onMove(event);
    const onUp = (event: PointerEvent) => handlers.current.onUp(event);
    const onCancel = (event: PointerEvent) => {
      if (dragRef.current?.pointerId === event.pointerId) setDrag(null);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    return () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
    };
  }, []);

  const height = px(model.grid.to - model.grid.from);
  const hours = Array.from(
    { length: (model.grid.to - model.grid.from) / 60 },
    (_, index) => model.grid.from + index * 60,
  );
  const total = columns.reduce((sum, column) => sum + column.appointments.length, 0);
  const selected = selectedId ? (byId.get(selectedId) ?? null) : null;
  const draggingType = drag?.moved ? drag.typeId : null;

  /** The dialog's Reschedule: the new time is saved, then the day is read again (its room may change with it). */
  async function reschedule(request: MoveRequest): Promise<Record<string, string> | null> {
    const result = await callAction(rescheduleAppointmentAction, null, {
      ...request,
      notifyCustomer: request.notifyCustomer ?? model.notifyCustomer,
    });
    if (!result.ok) {
      showToast({ type: "error", title: "Couldn't move the appointment", message: result.error });
      return result.fieldErrors ?? {};
    }
    showToast({ type: "success", title: "Appointment moved", message: result.message });
    setSelectedId(null);
    startRefresh(() => router.refresh());
    focusAppointment(request.id);
    return null;
  }

  return (
    <>
      <p id={instructionsId} className="text-sm text-slate-600">
        {total > 0
          ? canModify
            ? "Drag an appointment to another room of the same kind. Use the arrow keys to move between appointments; Enter opens one."
            : "Use the arrow keys to move between appointments; Enter opens one."
          : "No room or equipment is booked on this day."}{" "}
        <span data-testid="resource-view-note">Appointments that need no room or equipment are on By staff.</span>
      </p>
      <div
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        data-testid="resource-grid"
        role="region"
        aria-label="Day schedule by room and equipment"
        aria-describedby={instructionsId}
        tabIndex={tabStopId ? undefined : 0}
      >
        <div className="min-w-full" style={{ width: `max(100%, ${3.5 + columns.length * 10}rem)` }}>
          <div className="sticky top-0 z-20 flex border-b border-slate-200 bg-white">
            <div className="sticky left-0 z-10 w-14 shrink-0 bg-white" />
            {columns.map((column) => (
              <div
                key={column.key}
                className="min-w-0 flex-1 border-l border-slate-200 px-2 py-2 text-center"
                data-testid="resource-column-heading"
              >
                <span className="block truncate text-sm font-semibold text-slate-900">{column.resource.name}</span>
                <span className="block truncate text-xs text-slate-600">{column.resource.typeName}</span>
              </div>
            ))}
          </div>
          <div className="relative flex" style={{ height }}>
            <div className="sticky left-0 z-20 w-14 shrink-0 border-r border-slate-200 bg-white" aria-hidden="true">
              {hours.map((minutes) => (
                <span
                  key={minutes}
                  className="absolute right-2 -translate-y-1/2 text-xs text-slate-600 tabular-nums first:translate-y-0"
                  style={{ top: px(minutes - model.grid.from) }}
                >
                  {formatMinutes(minutes)}
                </span>
              ))}
            </div>
            {placed.map((column) => (
              <div
                key={column.key}
                data-resource-column={column.key}
                data-testid="resource-column"
                data-resource-name={column.resource.name}
                className={`relative min-w-0 flex-1 border-l border-slate-200 ${
                  draggingType && draggingType !== column.resource.typeId ? "bg-slate-100/80" : ""
                }`}
                style={{
                  backgroundImage: `repeating-linear-gradient(to bottom, #e2e8f0 0, #e2e8f0 1px, transparent 1px, transparent ${ROW_HEIGHT * 4}px), repeating-linear-gradient(to bottom, #f1f5f9 0, #f1f5f9 1px, transparent 1px, transparent ${ROW_HEIGHT}px)`,
                }}
              >
                {now && now.date === column.date && now.minutes >= model.grid.from && now.minutes <= model.grid.to ? (
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-red-600"
                    style={{ top: px(now.minutes - model.grid.from) }}
                  />
                ) : null}
                {column.appointments.map((item) => (
                  <AppointmentBlock
                    key={item.id}
                    appointment={item}
                    staffName={item.staffName}
                    detail={item.staffName}
                    resizable={false}
                    top={px(item.from - model.grid.from)}
                    height={Math.max(ROW_HEIGHT, px(Math.min(item.to, model.grid.to) - item.from))}
                    dragging={drag?.id === item.id && drag.moved}
                    canModify={canModify}
                    tabStop={item.id === tabStopId}
                    onFocus={() => setActiveId(item.id)}
                    onKeyDown={(event) => moveFocus(event, item.id)}
                    onOpen={() => {
                      if (suppressClick.current) {
                        suppressClick.current = false;
                        return;
                      }
                      setSelectedId(item.id);
                    }}
                    onDragStart={(event) => startDrag(event, item.id, column.key, column.resource.typeId)}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
      <AppointmentDialog
        key={selected?.id ?? "none"}
        appointment={selected}
        staff={staff}
        canModify={canModify}
        notifyDefault={model.notifyCustomer}
        resources={model.resources}
        onMove={reschedule}
        onMoveRoom={moveRoom}
        onClose={() => {
          if (selectedId) focusAppointment(selectedId);
          setSelectedId(null);
        }}
      />
    </>
  );
}
