import Link from "next/link";
import { ArrowRight, Store } from "lucide-react";
import { can } from "@/lib/access/policy";
import type { Role } from "@/lib/auth/roles";

type Props = {
  /** Who is looking: owners and managers create the business, a staff user can only ask for it. */
  role: Role;
  title?: string;
  message?: string;
};

/**
 * Shown by dashboard screens that need a business while the user has none, always with the next step:
 * for an owner or manager, Business Setup (the one place a business is created); for a staff user, who
 * cannot open it, whom to ask.
 */
export function SetupRequired({
  role,
  title = "Setup Required",
  message = "Please complete your business setup first.",
}: Props) {
  return (
    <section
      data-testid="setup-required"
      aria-labelledby="setup-required-heading"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Store className="size-6" aria-hidden="true" />
      </span>
      <h2 id="setup-required-heading" className="mt-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{message}</p>
      {!can({ role }, "manage", "business") ? (
        <p className="mt-4 text-sm text-slate-700">
          Your account isn&apos;t linked to a business yet. Ask the owner or manager of your business to add you.
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Next step:</span> add your business name, type and opening
            hours on Business Setup. It takes about a minute, and this screen opens as soon as it&apos;s saved.
          </p>
          <Link
            href="/dashboard/setup"
            className="mt-6 inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sky-800"
          >
            Setup Business
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </>
      )}
    </section>
  );
}
