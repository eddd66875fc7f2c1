"use client";

import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { revokeStaffLoginAction } from "@/lib/actions/staff";
import type { StaffListItem } from "@/lib/staff/queries";

export const REVOKE_LOGIN_CONFIRMATION = "Are you sure you want to revoke this staff member's login?";

/** 'Revoke login' beside the login badge: confirms, then deletes the login (the member stays). */
export function RevokeLoginButton({ member }: { member: StaffListItem }) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirmRevoke() {
    startTransition(async () => {
      const result = await callAction(revokeStaffLoginAction, null, { id: member.id });
      if (result.ok) {
        showToast({
          type: "success",
          title: "Login Revoked",
          message: result.message ?? `The login account of "${member.name}" has been revoked.`,
        });
        setOpen(false);
      } else {
        showToast({ type: "error", title: "Revoke Failed", message: result.error });
      }
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Revoke login for ${member.name}`}
        className="rounded-full px-2 py-0.5 text-xs font-medium text-red-700 underline-offset-2 transition hover:bg-red-50 hover:underline"
      >
        Revoke login
      </button>
      <ConfirmDialog
        open={open}
        title="Revoke Login"
        question={REVOKE_LOGIN_CONFIRMATION}
        detail={`${member.name} is signed out everywhere and can no longer sign in. To give access again, create a new login account.`}
        pending={pending}
        confirmLabel="Revoke login"
        pendingLabel="Revoking..."
        onConfirm={confirmRevoke}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
