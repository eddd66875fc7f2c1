import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found" };

/** Any address without a page: branded, with a way home ("/" is a tenant's booking page on its own host). */
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-slate-600">404</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-2 text-slate-600">
          This page doesn&apos;t exist. Check the address, or start again from the home page.
        </p>
        <Link
          href="/"
          className="mt-5 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
