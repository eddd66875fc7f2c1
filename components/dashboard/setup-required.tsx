import Link from "next/link";
import { Store } from "lucide-react";

type Props = {
  title?: string;
  message?: string;
};

/** Shown by dashboard screens that need a business while the user has none. */
export function SetupRequired({
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
      <Link
        href="/dashboard/setup"
        className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sky-800"
      >
        Setup Business
      </Link>
    </section>
  );
}
