import Link from "next/link";

export default function DashboardNotFound() {
  return (
    <section className="flex min-h-[50vh] items-center justify-center px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-slate-600">404</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-2 text-slate-600">
          This dashboard page doesn&apos;t exist. Use the menu to find what you need, or go back to your overview.
        </p>
        <Link
          href="/dashboard"
          className="mt-5 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-sky-800"
        >
          Back to Overview
        </Link>
      </div>
    </section>
  );
}
