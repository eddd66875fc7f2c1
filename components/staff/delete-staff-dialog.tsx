"use client";

import { useState, useTransition } from "react";
import { AlertDialog } from "radix-ui";
import { deleteStaffMemberAction } from "@/lib/actions/staff";
import type { StaffListItem } from "@/lib/db/queries/staff";
import { showToast } from "@/components/ui/toast";
import { runSafely } from "./run-action";

type Props = {
  member: StaffListItem;
  onDeleted: (member: StaffListItem) => void;
  /** The trigger button. */
  children: React.ReactElement;
};

export const DELETE_STAFF_CONFIRMATION = "Are you sure you want to delete this staff member?";

/** Confirms, then deletes; the dialog stays open (and says why) when the delete fails. */
export function DeleteStaffDialog({ member, onDeleted, children }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirmDelete(event: React.MouseEvent) {
    // Keep the dialog open until the server has answered.
    event.preventDefault();
    startTransition(async () => {
      const result = await runSafely(() => deleteStaffMemberAction(null, { id: member.id }));
      if (result.ok) {
        showToast({ type: "success", title: "Staff Member Deleted", message: result.message ?? `"${member.name}" has been deleted.` });
        setOpen(false);
        onDeleted(member);
      } else {
        showToast({ type: "error", title: "Delete Failed", message: result.error });
      }
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{DELETE_STAFF_CONFIRMATION}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-slate-600">
            {member.name} will be removed from your team and can no longer be booked. Past bookings keep their name.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel
              disabled={pending}
              className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400"
            >
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={confirmDelete}
              disabled={pending}
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400"
            >
              {pending ? "Deleting..." : "Delete"}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
