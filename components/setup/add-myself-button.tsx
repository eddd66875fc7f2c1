"use client";

import { useTransition } from "react";
import { UserPlus } from "lucide-react";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { addMyselfAsStaffAction } from "@/lib/actions/staff";

type Props = { className?: string };

/**
 * "Add myself as a staff member" in one click: the signed-in owner or manager becomes a member doing
 * every service during the opening hours (lib/actions/definitions/staff.ts). The screen refreshes from
 * the server; a second click finds the same member.
 */
export function AddMyselfButton({ className = "" }: Props) {
  const [pending, startAdding] = useTransition();

  function add() {
    startAdding(async () => {
      const result = await callAction(addMyselfAsStaffAction, null, {});
      if (result.ok) showToast({ type: "success", title: "Staff Member Added", message: result.message });
      else
        showToast({
          type: "error",
          title: "Couldn't Add You",
          message: result.error || "You could not be added as a staff member. Please try again.",
        });
    });
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={pending}
      aria-busy={pending}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-sky-800 disabled:cursor-wait disabled:bg-slate-500 ${className}`}
    >
      <UserPlus className="size-4" aria-hidden="true" />
      {pending ? "Adding you..." : "Add myself as a staff member"}
    </button>
  );
}
