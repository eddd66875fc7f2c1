"use client";

export function BookingPageError() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">Loading Error</h1>
        <p className="mt-2 text-slate-600">There was a problem loading the booking page. Please try again.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-600"
        >
          Try Again
        </button>
      </div>
    </main>
  );
}
