import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { listRecentFeedback } from "@/lib/feedback/queries";
import { canViewFeedback } from "@/lib/feedback/viewer";

export const metadata: Metadata = { title: "Feedback (development)", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The newest beta feedback rows as text, for development and the browser tests; the mail viewer's gate. */
export default async function DevFeedbackPage() {
  if (!canViewFeedback(await headers())) notFound();
  const rows = await listRecentFeedback(getDb());
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold text-slate-900">Beta feedback</h1>
      <p className="mt-1 text-sm text-slate-600">The newest 50 rows of the feedback table.</p>
      {rows.length === 0 && <p className="mt-6 text-slate-600">No feedback yet.</p>}
      <ol className="mt-6 space-y-4">
        {rows.map((row) => (
          <li key={row.id} data-testid="feedback-row" className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">
              <span data-testid="feedback-user" className="font-medium text-slate-900">
                {row.userName} &lt;{row.userEmail}&gt;
              </span>{" "}
              · {row.createdAt.toISOString()} · <span data-testid="feedback-type">{row.feedbackType}</span> ·{" "}
              <span data-testid="feedback-rating">{row.rating}</span>/5
            </p>
            <h2 data-testid="feedback-title" className="mt-1 font-semibold text-slate-900">
              {row.title}
            </h2>
            <pre data-testid="feedback-description" className="mt-2 text-sm whitespace-pre-wrap text-slate-800">
              {row.description}
            </pre>
            <p className="mt-2 text-xs break-all text-slate-600">
              Page: <span data-testid="feedback-page">{row.pageUrl || "(none)"}</span>
            </p>
            <p className="mt-1 text-xs break-all text-slate-600">
              Browser: <span data-testid="feedback-browser">{JSON.stringify(row.browserInfo)}</span>
            </p>
          </li>
        ))}
      </ol>
    </main>
  );
}
