"use client";

import { cloneElement, useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callAction } from "@/lib/actions/client";
import { deleteStaffMemberAction } from "@/lib/actions/staff";
import type { StaffListItem } from "@/lib/staff/queries";
import { showToast } from "@/components/ui/toast";

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

  function confirmDelete() {
    startTransition(async () => {
      const result = await callAction(deleteStaffMemberAction, null, { id: member.id });
      if (result.ok) {
        showToast({
          type: "success",
          title: "Staff Member Deleted",
          message: result.message ?? `"${member.name}" has been deleted.`,
        });
        setOpen(false);
        onDeleted(member);
      } else {
        showToast({ type: "error", title: "Delete Failed", message: result.error });
      }
    });
  }

  return (
    <>
      {cloneElement(children as React.ReactElement<{ onClick?: () => void }>, { onClick: () => setOpen(true) })}
      <ConfirmDialog
        open={open}
        title="Delete Staff Member"
        question={DELETE_STAFF_CONFIRMATION}
        detail={`${member.name} will be removed from your team and can no longer be booked. Past bookings keep their name.${
          member.hasLogin ? " Their login account is revoked too." : ""
        }`}
        pending={pending}
        onConfirm={confirmDelete}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
