import Link from "next/link";

type StatusPageProps = {
  /** The HTTP status shown above the title, e.g. 404. */
  status: 403 | 404;
  title: string;
  message: string;
  link: { href: string; label: string };
  /** `section` inside the dashboard, whose layout already holds the page's <main>. */
  as?: "main" | "section";
};

/** A 404 or 403 page: what happened, and one way on. */
export function StatusPage({ status, title, message, link, as: Landmark = "main" }: StatusPageProps) {
  return (
    <Landmark className="flex min-h-[60vh] items-center justify-center px-4">
      <div className="max-w-md text-center">
        <p className={`text-sm font-semibold ${status === 403 ? "text-red-700" : "text-slate-600"}`}>{status}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{message}</p>
        <Link
          href={link.href}
          className="mt-5 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {link.label}
        </Link>
      </div>
    </Landmark>
  );
}
