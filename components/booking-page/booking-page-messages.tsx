import type { SiteView } from "@/lib/tenant/site-path";

export const BUSINESS_NOT_FOUND_TITLE = "Business Not Found";

/** What an unknown business's page says: the booking page (/book/{id}, /) or the form (/embed...). */
export function describeBusinessNotFound(view: SiteView): string {
  return `The ${view === "embed" ? "booking form" : "booking page"} you're looking for doesn't exist.`;
}

export function BusinessNotFound({ view = "book" }: { view?: SiteView }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">{BUSINESS_NOT_FOUND_TITLE}</h1>
        <p className="mt-2 text-slate-600">{describeBusinessNotFound(view)}</p>
      </div>
    </main>
  );
}
