"use client";

import { useTransition } from "react";
import { UserPlus } from "lucide-react";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { addMyselfAsStaffAction } from "@/lib/actions/staff";

type Props = { variant?: "primary" | "secondary"; className?: string };

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-sky-800 disabled:bg-slate-500",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500",
};

/**
 * "Add myself as a staff member" in one click: the signed-in owner or manager becomes a member doing
 * every service during the opening hours (lib/staff/actions.ts). The screen refreshes from
 * the server; a second click finds the same member.
 */
export function AddMyselfButton({ variant = "primary", className = "" }: Props) {
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
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition disabled:cursor-wait ${VARIANTS[variant]} ${className}`}
    >
      <UserPlus className="size-4" aria-hidden="true" />
      {pending ? "Adding you..." : "Add myself as a staff member"}
    </button>
  );
}
