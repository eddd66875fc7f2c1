import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { listRecentMail } from "@/lib/mail/outbox-queries";
import { canViewMail } from "@/lib/mail/viewer";

export const metadata: Metadata = { title: "Mail outbox (development)", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function DevMailPage() {
  if (!canViewMail(await headers())) notFound();
  const mails = await listRecentMail(getDb());
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold text-slate-900">Mail outbox</h1>
      <p className="mt-1 text-sm text-slate-600">The newest 50 emails. Set SMTP_URL to deliver them for real.</p>
      {mails.length === 0 && <p className="mt-6 text-slate-600">No emails yet.</p>}
      <ol className="mt-6 space-y-4">
        {mails.map((mail) => (
          <li key={mail.id} data-testid="outbox-mail" className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">
              To{" "}
              <span data-testid="mail-to" className="font-medium text-slate-900">
                {mail.toAddress}
              </span>{" "}
              · {mail.createdAt.toISOString()} · {mail.status}
            </p>
            <h2 className="mt-1 font-semibold text-slate-900">{mail.subject}</h2>
            <pre data-testid="mail-body" className="mt-2 text-sm whitespace-pre-wrap text-slate-800">
              {mail.textBody}
            </pre>
            {mail.attachments.length > 0 && (
              <p className="mt-2 text-xs text-slate-600">
                Attachments: {mail.attachments.map((a) => a.filename).join(", ")}
              </p>
            )}
          </li>
        ))}
      </ol>
    </main>
  );
}
