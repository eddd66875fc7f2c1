import Link from "next/link";
import { requireUser } from "@/lib/auth/session";

export default async function OverviewPage() {
  const user = await requireUser();
  if (!user.business) {
    return (
      <section className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Welcome to BookingPro, {user.name}!</h1>
        <p className="mt-2 text-slate-600">Set up your business to start taking online bookings.</p>
        {user.role === "staff" ? (
          <p className="mt-4 text-slate-600">Your account is not linked to a business yet. Please contact your manager.</p>
        ) : (
          <Link href="/dashboard/setup" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800">
            Setup Business
          </Link>
        )}
      </section>
    );
  }
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Welcome back, {user.name}!</h1>
      <p className="mt-1 text-slate-600">Here&apos;s what&apos;s happening at {user.business.name}.</p>
      <Link href={`/book/${user.business.slug}`} target="_blank" rel="noopener" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
        View Booking Page
      </Link>
    </section>
  );
}
