import Link from "next/link";

type Props = {
  title: string;
  subtitle?: string;
  branding?: { companyName: string; logoUrl: string | null; primaryColor: string } | null;
  children: React.ReactNode;
  footer?: React.ReactNode;
};

/** The centred card of the sign-in pages, branded for the tenant when there is one. */
export function AuthCard({ title, subtitle, branding, children, footer }: Props) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-slate-50 to-slate-100 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          {branding?.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={branding.logoUrl}
              alt={`${branding.companyName} logo`}
              className="mx-auto h-14 w-auto max-w-[200px] object-contain"
            />
          ) : (
            <Link
              href="/"
              className="text-2xl font-bold tracking-tight"
              style={{ color: branding?.primaryColor ?? "#0369a1" }}
            >
              {branding?.companyName ?? "BookingPro"}
            </Link>
          )}
          {branding?.logoUrl && <p className="mt-2 text-lg font-semibold text-slate-900">{branding.companyName}</p>}
        </div>
        <div
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          style={branding ? { borderTop: `4px solid ${branding.primaryColor}` } : undefined}
        >
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </main>
  );
}
