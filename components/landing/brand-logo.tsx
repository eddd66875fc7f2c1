import Link from "next/link";
import { CalendarCheck } from "lucide-react";

export function BrandLogo() {
  return (
    <Link href="/" className="inline-flex items-center gap-2 rounded-lg text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
        <CalendarCheck className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg font-bold tracking-tight">BookingPro</span>
    </Link>
  );
}
