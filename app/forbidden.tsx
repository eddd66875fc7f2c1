import Link from "next/link";

export default function Forbidden() {
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-red-700">403</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Access denied</h1>
        <p className="mt-2 text-slate-600">
          Your role doesn&apos;t have access to this page. Ask the business owner if you need it.
        </p>
        <Link
          href="/dashboard"
          className="mt-5 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-sky-800"
        >
          Back to Overview
        </Link>
      </div>
    </main>
  );
}
