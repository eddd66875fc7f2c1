"use client";

import { useRef, useState, useTransition } from "react";
import { DropdownMenu } from "radix-ui";
import { Check, CheckCheck, Download, EllipsisVertical, Pencil, RotateCcw, Trash2, UserX, X } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DeferredDropdownMenu, MenuPanel } from "@/components/ui/deferred-dropdown-menu";
import { showToast, UNDO_TOAST_DURATION } from "@/components/ui/toast";
import { deleteBookingAction, undoBookingCancellationAction, updateBookingStatusAction } from "@/lib/actions/bookings";
import { callAction } from "@/lib/actions/client";
import { isRestorableStatus, type BookingStatus, type RestorableStatus } from "@/lib/constants";
import { EditStatusDialog } from "./edit-status-dialog";

type Props = {
  booking: { id: string; customerName: string; status: BookingStatus; started: boolean };
};

type Dialog = "edit" | "delete" | null;

const rowButton =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold md:px-3 transition disabled:cursor-not-allowed disabled:opacity-60";

const ITEM_CLASS =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-offset-[-2px] select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60";

/** Keyboard focus back on a booking's row (its menu button) once the list shows it again. */
function focusBookingRow(id: string): void {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-booking-id="${CSS.escape(id)}"] [data-row-menu]`)?.focus(),
  );
}

/**
 * The cancel toast's Undo. Outside the row's component on purpose: the row may have left the page (a status
 * filter) by the time Undo is clicked.
 */
async function undoCancellation(id: string, status: RestorableStatus): Promise<void> {
  const result = await callAction(undoBookingCancellationAction, null, { id, status });
  showToast(
    result.ok
      ? { type: "success", title: "Cancellation undone", message: result.message }
      : { type: "error", title: "Couldn't undo the cancellation", message: result.error },
  );
  focusBookingRow(id);
}

/**
 * A pending booking gets confirm and cancel buttons on its row, a confirmed one 'Mark Complete' once
 * it has started; the menu has Mark No-show (once started), Cancel Booking (Restore Booking when
 * cancelled), Edit Status, Download .ics and Delete. Only rendered for users who may change bookings;
 * the server checks again (role, business, and the start time for completed and no-show).
 */
export function BookingActions({ booking }: Props) {
  const [pending, startTransition] = useTransition();
  const [dialog, setDialog] = useState<Dialog>(null);
  const requestedDialog = useRef<Dialog>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  function setStatus(status: BookingStatus, onDone?: () => void) {
    const previous = booking.status;
    startTransition(async () => {
      const result = await callAction(updateBookingStatusAction, null, { id: booking.id, status });
      if (result.ok) {
        // A live booking just cancelled can be put back, like the schedule's move.
        const undo =
          status === "cancelled" && isRestorableStatus(previous)
            ? {
                duration: UNDO_TOAST_DURATION,
                actions: [{ label: "Undo", onClick: () => void undoCancellation(booking.id, previous) }],
              }
            : {};
        showToast({ type: "success", title: "Booking Updated", message: result.message, ...undo });
        onDone?.();
        // The button just used may disappear with the new status; keep keyboard focus in the row.
        const focused = document.activeElement;
        if (!focused || focused === document.body || containerRef.current?.contains(focused))
          triggerRef.current?.focus();
      } else {
        showToast({ type: "error", title: "Update Failed", message: result.error });
      }
    });
  }

  function remove() {
    startTransition(async () => {
      const result = await callAction(deleteBookingAction, null, { id: booking.id });
      if (result.ok) {
        showToast({ type: "success", title: result.message ?? "Booking deleted" });
        setDialog(null);
      } else {
        showToast({ type: "error", title: "Delete Failed", message: result.error });
      }
    });
  }

  const isCancelled = booking.status === "cancelled";

  return (
    <div
      ref={containerRef}
      className="flex flex-wrap items-center justify-end gap-1.5 md:gap-2"
      aria-busy={pending || undefined}
    >
      {booking.status === "pending" ? (
        <>
          <button
            type="button"
            aria-label="Confirm booking"
            disabled={pending}
            onClick={() => setStatus("confirmed")}
            className={`${rowButton} bg-green-700 text-white hover:bg-green-800`}
          >
            <Check className="size-4" aria-hidden="true" />
            Confirm
          </button>
          <button
            type="button"
            aria-label="Cancel booking"
            disabled={pending}
            onClick={() => setStatus("cancelled")}
            className={`${rowButton} border border-red-200 bg-white text-red-700 hover:bg-red-50`}
          >
            <X className="size-4" aria-hidden="true" />
            Cancel
          </button>
        </>
      ) : null}
      {booking.status === "confirmed" && booking.started ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => setStatus("completed")}
          className={`${rowButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          Mark Complete
        </button>
      ) : null}

      {/* One menu per row: its Radix parts mount when the row's button is approached (DeferredDropdownMenu). */}
      <DeferredDropdownMenu
        trigger={
          <button
            type="button"
            ref={triggerRef}
            data-row-menu=""
            aria-label={`Actions for ${booking.customerName}`}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
          >
            <EllipsisVertical className="size-5" aria-hidden="true" />
          </button>
        }
      >
        <MenuPanel
          className="w-52 p-1.5"
          sideOffset={6}
          // A dialog opens only after the menu has closed and focus is back on the trigger, so the
          // two focus traps never fight and closing the dialog returns focus to the trigger.
          onCloseAutoFocus={() => {
            const next = requestedDialog.current;
            requestedDialog.current = null;
            if (next) setDialog(next);
          }}
        >
          {booking.started && booking.status !== "no_show" ? (
            <DropdownMenu.Item className={ITEM_CLASS} disabled={pending} onSelect={() => setStatus("no_show")}>
              <UserX className="size-4" aria-hidden="true" />
              Mark No-show
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className={ITEM_CLASS}
            disabled={pending}
            onSelect={() => setStatus(isCancelled ? "confirmed" : "cancelled")}
          >
            {isCancelled ? (
              <RotateCcw className="size-4" aria-hidden="true" />
            ) : (
              <X className="size-4" aria-hidden="true" />
            )}
            {isCancelled ? "Restore Booking" : "Cancel Booking"}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={ITEM_CLASS}
            disabled={pending}
            onSelect={() => {
              requestedDialog.current = "edit";
            }}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit Status
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <a href={`/api/calendar/export/${booking.id}`} download={`booking-${booking.id}.ics`}>
              <Download className="size-4" aria-hidden="true" />
              Download .ics
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={`${ITEM_CLASS} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
            disabled={pending}
            onSelect={() => {
              requestedDialog.current = "delete";
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </DropdownMenu.Item>
        </MenuPanel>
      </DeferredDropdownMenu>

      {/* Mounted only while open: a page of rows renders no closed dialogs (their state starts fresh on each opening). */}
      {dialog === "edit" ? (
        <EditStatusDialog
          open
          customerName={booking.customerName}
          status={booking.status}
          started={booking.started}
          pending={pending}
          onSave={(status) => setStatus(status, () => setDialog(null))}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === "delete" ? (
        <ConfirmDialog
          open
          title="Delete Booking"
          question="Are you sure you want to delete this booking? This action cannot be undone."
          detail={booking.customerName}
          pending={pending}
          onConfirm={remove}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
