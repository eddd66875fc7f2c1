import Link from "next/link";
import { CalendarCheck } from "lucide-react";

/** The BookingPro mark and name, linking home (the dashboard's sidebar links to its Overview). */
export function BrandLogo({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 rounded-lg text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
        <CalendarCheck className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg font-bold tracking-tight">BookingPro</span>
    </Link>
  );
}
