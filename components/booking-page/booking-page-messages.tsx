export function BusinessNotFound({ what = "booking page" }: { what?: "booking page" | "booking form" }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">Business Not Found</h1>
        <p className="mt-2 text-slate-600">The {what} you&apos;re looking for doesn&apos;t exist.</p>
      </div>
    </main>
  );
}

export function BookingPageLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center" aria-busy="true">
      <p className="text-slate-600" role="status">
        Loading booking page...
      </p>
    </main>
  );
}
