"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Plus } from "lucide-react";
import { SCHEDULE_PATH } from "@/components/schedule/schedule-toolbar";

/**
 * The top bar's New appointment, on every screen but the Schedule: there the board has its own button, which
 * opens the dialog on the day shown rather than going to today's.
 */
export function NewAppointmentLink() {
  if (usePathname() === SCHEDULE_PATH) return null;
  return (
    <Link
      href={`${SCHEDULE_PATH}?new=1`}
      className="inline-flex h-10 items-center gap-2 rounded-xl bg-brand-700 px-3 text-sm font-semibold text-white transition-colors hover:bg-sky-800"
    >
      <Plus className="size-4" aria-hidden="true" />
      <span className="sr-only md:not-sr-only">New appointment</span>
    </Link>
  );
}
