"use client";

import { cloneElement } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmedAction } from "@/components/ui/use-confirmed-action";
import { deleteStaffMemberAction } from "@/lib/actions/staff";
import type { StaffListItem } from "@/lib/staff/queries";

type Props = {
  member: StaffListItem;
  onDeleted: (member: StaffListItem) => void;
  /** The trigger button. */
  children: React.ReactElement;
};

export const DELETE_STAFF_CONFIRMATION = "Are you sure you want to delete this staff member?";

/** Confirms, then deletes; the dialog stays open (and says why) when the delete fails. */
export function DeleteStaffDialog({ member, onDeleted, children }: Props) {
  const deletion = useConfirmedAction({
    action: deleteStaffMemberAction,
    input: { id: member.id },
    done: { title: "Staff Member Deleted", message: `"${member.name}" has been deleted.` },
    refusedTitle: "Delete Failed",
    onDone: () => onDeleted(member),
  });

  return (
    <>
      {cloneElement(children as React.ReactElement<{ onClick?: () => void }>, { onClick: deletion.ask })}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Staff Member"
        question={DELETE_STAFF_CONFIRMATION}
        detail={`${member.name} will be removed from your team and can no longer be booked. Past bookings keep their name.${
          member.hasLogin ? " Their login account is revoked too." : ""
        }`}
      />
    </>
  );
}
