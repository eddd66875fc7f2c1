"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmedAction } from "@/components/ui/use-confirmed-action";
import { revokeStaffLoginAction } from "@/lib/actions/staff";
import type { StaffListItem } from "@/lib/staff/queries";

export const REVOKE_LOGIN_CONFIRMATION = "Are you sure you want to revoke this staff member's login?";

/** 'Revoke login' beside the login badge: confirms, then deletes the login (the member stays). */
export function RevokeLoginButton({ member }: { member: StaffListItem }) {
  const revoke = useConfirmedAction({
    action: revokeStaffLoginAction,
    input: { id: member.id },
    done: { title: "Login Revoked", message: `The login account of "${member.name}" has been revoked.` },
    refusedTitle: "Revoke Failed",
  });

  return (
    <>
      <button
        type="button"
        onClick={revoke.ask}
        aria-label={`Revoke login for ${member.name}`}
        className="rounded-full px-2 py-0.5 text-xs font-medium text-red-700 underline-offset-2 transition hover:bg-red-50 hover:underline"
      >
        Revoke login
      </button>
      <ConfirmDialog
        {...revoke.dialog}
        title="Revoke Login"
        question={REVOKE_LOGIN_CONFIRMATION}
        detail={`${member.name} is signed out everywhere and can no longer sign in. To give access again, create a new login account.`}
        confirmLabel="Revoke login"
        pendingLabel="Revoking..."
      />
    </>
  );
}
