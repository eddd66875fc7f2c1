/** The plain frame of the public waitlist pages (offer and leave). */
export function WaitlistCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4 space-y-4 text-slate-700">{children}</div>
      </div>
    </main>
  );
}
