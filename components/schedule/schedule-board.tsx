"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { formatInTimeZone } from "date-fns-tz";
import { Plus } from "lucide-react";
import { showToast, UNDO_TOAST_DURATION, type ToastAction } from "@/components/ui/toast";
import { changeMoveNoticeAction, rescheduleAppointmentAction } from "@/lib/actions/appointments";
import { callAction } from "@/lib/actions/client";
import { formatDateButton } from "@/lib/format/booking-date";
import { firstAppointmentId, isBoardKey, nextAppointmentId } from "@/lib/schedule/board-keys";
import { formatMinutes, GRID_STEP_MINUTES, snapToStep } from "@/lib/schedule/grid";
import { toMinutes } from "@/lib/availability/weekly-schedule";
import { AppointmentBlock } from "./appointment-block";
import { AppointmentDialog, type MoveRequest } from "./appointment-dialog";
import { NewAppointmentDialog } from "./new-appointment-dialog";
import { useRoomMove } from "./use-room-move";
import {
  ROW_HEIGHT,
  type NewAppointmentDraft,
  type ScheduleAppointment,
  type ScheduleModel,
  type ScheduleService,
  type ScheduleStaffOption,
} from "./types";

type Props = {
  model: ScheduleModel;
  services: ScheduleService[];
  staff: ScheduleStaffOption[];
  canModify: boolean;
  allowAnyStaff: boolean;
  /** Open New appointment on arrival (the dashboard's New appointment button). */
  openNew: boolean;
};

type Placement = { staffId: string; date: string; from: number; to: number };

type Drag = {
  id: string;
  mode: "move" | "resize";
  pointerId: number;
  startX: number;
  startY: number;
  origin: Placement;
  current: Placement;
  moved: boolean;
  /** A finger's drag: the page must not scroll while it lasts (see `usePreventTouchScroll`). */
  touch: boolean;
};

/** A finger held this long on a block, without moving, picks it up; a swipe scrolls the page as everywhere else. */
export const TOUCH_HOLD_MS = 450;
/** How far a finger may wander while being held before it counts as a swipe. */
const TOUCH_SLOP_PX = 10;

/** What the drag reads of a pointer event (React's or the window's). */
type PointerLike = { pointerId: number; clientX: number; clientY: number };

/** A finger that has touched a block and may become a drag once held long enough. */
type PendingTouch = { pointerId: number; startX: number; startY: number; timer: ReturnType<typeof setTimeout> };

export function appointmentButton(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-booking-id="${CSS.escape(id)}"] button`);
}

/** Keyboard focus back on an appointment after it was dropped, saved or refused, wherever it is drawn now. */
export function focusAppointment(id: string): void {
  requestAnimationFrame(() => appointmentButton(id)?.focus({ preventScroll: true }));
}

/**
 * While a finger drags a block, the page must not scroll under it. touch-action is fixed when the touch starts
 * (and blocks stay scrollable, so a swipe scrolls), so the touch moves of the drag are cancelled instead.
 */
function usePreventTouchScroll(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const prevent = (event: TouchEvent) => {
      if (event.cancelable) event.preventDefault();
    };
    document.addEventListener("touchmove", prevent, { passive: false });
    return () => document.removeEventListener("touchmove", prevent);
  }, [active]);
}

/**
 * Where a block goes and, for a service of a visit, where the visit's other blocks go with it: the same offset from
 * where each is drawn, each in its own staff member's column (as the server moves them).
 */
function placeWithVisit(
  appointments: readonly ScheduleAppointment[],
  item: ScheduleAppointment | undefined,
  placement: Placement,
): Record<string, Placement> {
  if (!item) return {};
  const placements: Record<string, Placement> = { [item.id]: placement };
  if (!item.visit) return placements;
  const offset = placement.from - item.from;
  for (const other of appointments) {
    if (other.id === item.id || other.visit?.id !== item.visit.id || other.date !== item.date) continue;
    placements[other.id] = {
      staffId: other.staffId,
      date: placement.date,
      from: other.from + offset,
      to: other.to + offset,
    };
  }
  return placements;
}

const px = (minutes: number) => (minutes / GRID_STEP_MINUTES) * ROW_HEIGHT;

function columnHeading(model: ScheduleModel, column: ScheduleModel["columns"][number]): string {
  if (model.view === "day") return column.staffName;
  const { weekday, day, month } = formatDateButton(column.date);
  return `${weekday} ${day} ${month}`;
}

/** The current wall-clock minute and date in the business's zone, refreshed every 30 s (none before hydration). */
export function useNow(timeZone: string): { date: string; minutes: number } | null {
  const [now, setNow] = useState<{ date: string; minutes: number } | null>(null);
  useEffect(() => {
    const update = () => {
      const [date, time] = formatInTimeZone(new Date(), timeZone, "yyyy-MM-dd HH:mm").split(" ");
      setNow({ date, minutes: toMinutes(time) });
    };
    update();
    const timer = setInterval(update, 30_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}

/**
 * The day (a column per staff member) or week (a column per day) grid: appointments as blocks in their
 * service's colour, shaded times, a red line at now. Drag a block to move it (to another time or column),
 * drag its lower edge to change its length, click an empty time to add an appointment there. On a touch
 * screen a block is picked up by holding it still (TOUCH_HOLD_MS); a swipe scrolls. Every move is
 * shown at once and undone if the server refuses it. Keyboard: the board is one Tab stop (roving tabindex on
 * the last focused block); arrow keys, Home and End move between blocks (lib/schedule/board-keys.ts), Enter or
 * Space opens one's details and Reschedule.
 */
export function ScheduleBoard({ model, services, staff, canModify, allowAnyStaff, openNew }: Props) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [overrides, setOverrides] = useState<Record<string, Placement>>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The block the board's one Tab stop is on: the last one focused, while it is still drawn.
  const [activeId, setActiveId] = useState<string | null>(null);
  const instructionsId = useId();
  const [draft, setDraft] = useState<NewAppointmentDraft | null>(
    openNew ? { staffId: "", date: model.date, time: formatMinutes(model.grid.from) } : null,
  );
  const [drag, setDragState] = useState<Drag | null>(null);
  // The window's listeners read the drag from here: a block moved to another column is a new element, so
  // the drag cannot live in the block's own pointer events (a drop there was once lost, the block left drawn).
  const dragRef = useRef<Drag | null>(null);
  const setDrag = useCallback((next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  }, []);
  const pendingTouch = useRef<PendingTouch | null>(null);
  const suppressClick = useRef(false);
  usePreventTouchScroll(drag?.touch ?? false);
  useEffect(() => () => clearTimeout(pendingTouch.current?.timer), []);
  const now = useNow(model.timeZone);
  const moveRoom = useRoomMove();

  // Fresh data from the server replaces every optimistic placement.
  const [shownModel, setShownModel] = useState(model);
  if (shownModel !== model) {
    setShownModel(model);
    setOverrides({});
  }

  const appointments = useMemo(() => model.columns.flatMap((column) => column.appointments), [model]);
  const byId = useMemo(() => new Map(appointments.map((item) => [item.id, item])), [appointments]);
  // The Undo toast's handler outlives the render it was made in: it reads the blocks as drawn now.
  const byIdRef = useRef(byId);
  useEffect(() => {
    byIdRef.current = byId;
  });
  const placed = useMemo(() => {
    const map = new Map<string, ScheduleAppointment[]>();
    // A block of a visit being dragged takes the visit's other blocks along, by the same offset.
    const dragged = drag?.moved ? placeWithVisit(appointments, byId.get(drag.id), drag.current) : {};
    for (const item of appointments) {
      const placement = dragged[item.id] ?? overrides[item.id];
      const shown = placement ? { ...item, ...placement } : item;
      const key = `${shown.staffId}:${shown.date}`;
      map.set(key, [...(map.get(key) ?? []), shown]);
    }
    return map;
  }, [appointments, byId, overrides, drag]);
  // The columns as drawn now (a block being dragged or saved is where it is shown), for the arrow keys.
  const drawnColumns = useMemo(
    () => model.columns.map((column) => ({ appointments: placed.get(column.key) ?? [] })),
    [model, placed],
  );
  const tabStopId = activeId && byId.has(activeId) ? activeId : firstAppointmentId(drawnColumns);

  function moveFocus(event: React.KeyboardEvent, id: string) {
    if (!isBoardKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // The board's keys never scroll the page, even at the end of a column.
    event.preventDefault();
    const next = nextAppointmentId(drawnColumns, id, event.key);
    if (next) appointmentButton(next)?.focus();
  }

  const height = px(model.grid.to - model.grid.from);
  const hours = Array.from(
    { length: (model.grid.to - model.grid.from) / 60 },
    (_, index) => model.grid.from + index * 60,
  );

  /** The toast's buttons after a move: Undo, and the email choice while it can still change. */
  function afterMoveActions(original: ScheduleAppointment, mailId: string | null): ToastAction[] {
    const back = {
      id: original.id,
      staffId: original.staffId,
      date: original.date,
      time: formatMinutes(original.from),
      durationMinutes: original.to - original.from,
      notifyCustomer: mailId !== null,
    };
    const actions: ToastAction[] = [
      {
        label: "Undo",
        onClick: () => void move(back, { undoMailId: mailId }).then(() => focusAppointment(original.id)),
      },
    ];
    if (mailId) actions.push({ label: "Don't email", onClick: () => void changeNotice(original.id, mailId, false) });
    else if (original.customerEmail) {
      actions.push({ label: "Email the customer", onClick: () => void changeNotice(original.id, null, true) });
    }
    return actions;
  }

  async function changeNotice(id: string, mailId: string | null, notify: boolean) {
    const result = await callAction(changeMoveNoticeAction, null, { id, notify, ...(mailId ? { mailId } : {}) });
    showToast(
      result.ok
        ? { type: "info", title: notify ? "Customer emailed" : "No email sent", message: result.message }
        : { type: "error", title: "Couldn't change the email", message: result.error },
    );
  }

  /**
   * Shows the move at once and saves it; a refusal puts the block back with the reason. `undoMailId` makes it
   * the Undo of an earlier move (whose held-back email, if any, is withdrawn).
   */
  async function move(request: MoveRequest, undo?: { undoMailId: string | null }) {
    const drawn = byIdRef.current;
    const original = drawn.get(request.id);
    if (!original) return null;
    const from = toMinutes(request.time);
    // A visit moves whole (the server shifts its every service by the dragged one's offset).
    const shown = placeWithVisit([...drawn.values()], original, {
      staffId: request.staffId,
      date: request.date,
      from,
      to: from + request.durationMinutes,
    });
    setOverrides((current) => ({ ...current, ...shown }));
    const result = await callAction(rescheduleAppointmentAction, null, {
      ...request,
      notifyCustomer: request.notifyCustomer ?? model.notifyCustomer,
      ...undo,
    });
    if (result.ok) {
      showToast(
        undo
          ? { type: "success", title: "Move undone", message: result.message }
          : {
              type: "success",
              title: original.visit ? "Visit moved" : "Appointment moved",
              message: result.message,
              // The move's email is held back longer (MOVE_NOTICE_DELAY_MS) than the toast offers Undo.
              duration: UNDO_TOAST_DURATION,
              actions: afterMoveActions(original, result.data?.mailId ?? null),
            },
      );
      setSelectedId(null);
      startRefresh(() => router.refresh());
      return null;
    }
    setOverrides((current) => {
      const next = { ...current };
      for (const id of Object.keys(shown)) delete next[id];
      return next;
    });
    showToast({
      type: "error",
      title: undo ? "Couldn't undo the move" : "Couldn't move the appointment",
      message: result.error,
    });
    return result.fieldErrors ?? {};
  }

  function startDrag(event: React.PointerEvent, item: ScheduleAppointment, mode: Drag["mode"]) {
    // A click the last gesture should have eaten but never came (a held finger, a drop elsewhere) is forgotten.
    suppressClick.current = false;
    if (!canModify || event.button !== 0) return;
    event.stopPropagation();
    const origin = { staffId: item.staffId, date: item.date, from: item.from, to: item.to };
    const picked: Drag = {
      id: item.id,
      mode,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      origin,
      current: origin,
      moved: false,
      touch: event.pointerType === "touch",
    };
    if (!picked.touch) {
      setDrag(picked);
      return;
    }
    // A finger picks a block up only when held still: a swipe that starts on a block scrolls the page.
    clearTimeout(pendingTouch.current?.timer);
    const timer = setTimeout(() => {
      pendingTouch.current = null;
      suppressClick.current = true;
      setDrag(picked);
    }, TOUCH_HOLD_MS);
    pendingTouch.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, timer };
  }

  function forgetPendingTouch(event: PointerLike) {
    const pending = pendingTouch.current;
    if (!pending || pending.pointerId !== event.pointerId) return;
    clearTimeout(pending.timer);
    pendingTouch.current = null;
  }

  function continueDrag(event: PointerLike) {
    const pending = pendingTouch.current;
    if (pending && pending.pointerId === event.pointerId) {
      if (Math.hypot(event.clientX - pending.startX, event.clientY - pending.startY) > TOUCH_SLOP_PX) {
        forgetPendingTouch(event);
      }
      return;
    }
    const drag = dragRef.current;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moved && Math.hypot(dx, dy) < 5) return;
    const delta = snapToStep((dy / ROW_HEIGHT) * GRID_STEP_MINUTES);
    const { origin } = drag;
    let current: Placement;
    if (drag.mode === "resize") {
      current = {
        ...origin,
        to: Math.max(origin.from + GRID_STEP_MINUTES, Math.min(model.grid.to, origin.to + delta)),
      };
    } else {
      const length = origin.to - origin.from;
      const from = Math.max(model.grid.from, Math.min(model.grid.to - GRID_STEP_MINUTES, origin.from + delta));
      const target = document
        .elementsFromPoint(event.clientX, event.clientY)
        .map((element) => (element as HTMLElement).dataset?.columnKey)
        .find(Boolean);
      const column = model.columns.find((candidate) => candidate.key === target);
      current = {
        staffId: column?.staffId ?? origin.staffId,
        date: column?.date ?? origin.date,
        from,
        to: from + length,
      };
    }
    setDrag({ ...drag, current, moved: true });
  }

  /** The browser took the pointer (it began scrolling, or the touch was interrupted): nothing moves. */
  function cancelDrag(event: PointerLike) {
    forgetPendingTouch(event);
    const drag = dragRef.current;
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
  }

  function endDrag(event: PointerLike) {
    forgetPendingTouch(event);
    const drag = dragRef.current;
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (!drag.moved) return;
    suppressClick.current = true;
    const { current, origin } = drag;
    if (
      current.staffId === origin.staffId &&
      current.date === origin.date &&
      current.from === origin.from &&
      current.to === origin.to
    )
      return;
    const id = drag.id;
    void move({
      id,
      staffId: current.staffId,
      date: current.date,
      time: formatMinutes(current.from),
      durationMinutes: current.to - current.from,
    }).then(() => focusAppointment(id));
  }

  // The latest handlers, for the window's listeners below (registered once).
  const pointerHandlers = useRef({ continueDrag, endDrag, cancelDrag });
  useEffect(() => {
    pointerHandlers.current = { continueDrag, endDrag, cancelDrag };
  });
  useEffect(() => {
    const onMove = (event: PointerEvent) => pointerHandlers.current.continueDrag(event);
    const onUp = (event: PointerEvent) => pointerHandlers.current.endDrag(event);
    const onCancel = (event: PointerEvent) => pointerHandlers.current.cancelDrag(event);
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    return () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
    };
  }, []);

  function openSlot(event: React.MouseEvent<HTMLDivElement>, column: ScheduleModel["columns"][number]) {
    if (!canModify || event.target !== event.currentTarget) return;
    const offset = event.clientY - event.currentTarget.getBoundingClientRect().top;
    const minutes = model.grid.from + Math.floor(offset / ROW_HEIGHT) * GRID_STEP_MINUTES;
    setDraft({ staffId: column.staffId, date: column.date, time: formatMinutes(minutes) });
  }

  const selected = selectedId ? (byId.get(selectedId) ?? null) : null;
  const columnCount = model.columns.length;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={instructionsId} className="text-sm text-slate-600">
          {appointments.length > 0
            ? "Use the arrow keys to move between appointments; Enter opens one."
            : canModify
              ? "Nothing booked here yet: use New appointment, or click a free time."
              : "Nothing booked here yet."}
        </p>
        {canModify ? (
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            onClick={() => setDraft({ staffId: "", date: model.date, time: formatMinutes(model.grid.from) })}
          >
            <Plus className="size-4" aria-hidden="true" />
            New appointment
          </button>
        ) : null}
      </div>
      {/*
       * Scrolls sideways on a phone, so it must be reachable by keyboard (axe scrollable-region-focusable): through
       * its one appointment Tab stop, or itself when it has no appointment.
       */}
      <div
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        data-testid="schedule-grid"
        role="region"
        aria-label={model.view === "day" ? "Day schedule" : "Week schedule"}
        aria-describedby={instructionsId}
        tabIndex={tabStopId ? undefined : 0}
        style={{ touchAction: drag ? "none" : undefined }}
      >
        <div
          className="min-w-full"
          style={{ width: `max(100%, ${3.5 + columnCount * (model.view === "week" ? 8 : 10)}rem)` }}
        >
          <div className="sticky top-0 z-20 flex border-b border-slate-200 bg-white">
            <div className="sticky left-0 z-10 w-14 shrink-0 bg-white" />
            {model.columns.map((column) => (
              <div
                key={column.key}
                className={`min-w-0 flex-1 border-l border-slate-200 px-2 py-2 text-center text-sm font-semibold ${
                  column.date === model.today && model.view === "week" ? "text-brand-700" : "text-slate-900"
                }`}
              >
                <span className="block truncate">{columnHeading(model, column)}</span>
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
            {model.columns.map((column) => (
              // Clicking an empty time is a shortcut; the keyboard way is the New appointment button.
              <div
                key={column.key}
                data-column-key={column.key}
                data-testid="schedule-column"
                data-staff-id={column.staffId}
                data-date={column.date}
                className={`relative min-w-0 flex-1 border-l border-slate-200 ${canModify ? "cursor-cell" : ""}`}
                style={{
                  backgroundImage: `repeating-linear-gradient(to bottom, #e2e8f0 0, #e2e8f0 1px, transparent 1px, transparent ${ROW_HEIGHT * 4}px), repeating-linear-gradient(to bottom, #f1f5f9 0, #f1f5f9 1px, transparent 1px, transparent ${ROW_HEIGHT}px)`,
                }}
                onClick={(event) => openSlot(event, column)}
              >
                {column.shades.map((shade, index) => (
                  <div
                    key={`${shade.kind}-${index}`}
                    aria-hidden="true"
                    data-shade={shade.kind}
                    title={shade.label}
                    className={`pointer-events-none absolute inset-x-0 ${
                      shade.kind === "closed"
                        ? "bg-slate-100/80"
                        : shade.kind === "blackout"
                          ? "bg-stripes-rose"
                          : "bg-stripes-amber"
                    }`}
                    style={{ top: px(shade.from - model.grid.from), height: px(shade.to - shade.from) }}
                  />
                ))}
                {now && now.date === column.date && now.minutes >= model.grid.from && now.minutes <= model.grid.to ? (
                  <div
                    aria-hidden="true"
                    data-testid="now-line"
                    className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-red-600"
                    style={{ top: px(now.minutes - model.grid.from) }}
                  />
                ) : null}
                {(placed.get(column.key) ?? []).map((item) => (
                  <AppointmentBlock
                    key={item.id}
                    appointment={item}
                    staffName={column.staffName}
                    detail={item.roomNames}
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
                    onDragStart={(event, mode) => startDrag(event, item, mode)}
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
        onMoveRoom={moveRoom}
        // Keyboard focus goes back to the appointment, moved or not (a refusal keeps the dialog open).
        onMove={(request) =>
          move(request).then((refused) => {
            if (!refused) focusAppointment(request.id);
            return refused;
          })
        }
        onClose={() => {
          if (selectedId) focusAppointment(selectedId);
          setSelectedId(null);
        }}
      />
      <NewAppointmentDialog
        draft={draft}
        services={services}
        staff={staff}
        allowAnyStaff={allowAnyStaff}
        onClose={() => setDraft(null)}
      />
    </>
  );
}
