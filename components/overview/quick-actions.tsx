import Link from "next/link";
import { Palette, Plus, UserPlus } from "lucide-react";

const ACTIONS = [
  {
    href: "/dashboard/services",
    label: "Add Service",
    description: "Add what you offer, with duration and price.",
    icon: Plus,
  },
  { href: "/dashboard/staff", label: "Add Staff", description: "Add the people customers can book.", icon: UserPlus },
  {
    href: "/dashboard/customize",
    label: "Customize Page",
    description: "Match the booking page to your brand.",
    icon: Palette,
  },
];

export function QuickActions() {
  return (
    <section id="quick-actions" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {ACTIONS.map(({ href, label, description, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="group rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500"
          >
            <Icon aria-hidden className="size-6 text-brand-700" />
            <p className="mt-3 font-semibold text-slate-900">{label}</p>
            <p className="mt-1 text-sm text-slate-600">{description}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}
