import { ExternalLink } from "lucide-react";
import { CopyField } from "@/components/ui/copy-field";
import type { PublicUrls } from "@/lib/tenant/public-urls";

type Props = {
  urls: PublicUrls;
  staffLoginEnabled: boolean;
  /** 'pending': saved but not verified yet, so it serves nothing. */
  customDomainStatus: "none" | "pending" | "verified";
  whiteLabelFull: boolean;
};

const DOMAIN_STATUS_TEXT = { none: "Not Set", pending: "Pending", verified: "Configured" } as const;

/** Spec 'URLs & Integration': the saved addresses, each with a copy button, preview links and status lines. */
export function UrlsPanel({ urls, staffLoginEnabled, customDomainStatus, whiteLabelFull }: Props) {
  return (
    <aside
      aria-labelledby="urls-heading"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="urls-heading" className="text-lg font-semibold text-slate-900">
        URLs &amp; Integration
      </h2>
      <CopyField label="Booking Page URL" value={urls.bookingPageUrl} />
      <CopyField label="Embed Code" value={urls.embedCode} multiline />
      {staffLoginEnabled ? <CopyField label="Staff Login URL" value={urls.staffLoginUrl} /> : null}

      <div className="flex flex-col gap-2">
        <PreviewLink href={urls.bookingPageUrl}>Preview Booking Page</PreviewLink>
        {staffLoginEnabled ? <PreviewLink href={urls.staffLoginUrl}>Preview Staff Portal</PreviewLink> : null}
      </div>

      <dl className="space-y-2 border-t border-slate-200 pt-4 text-sm" data-testid="white-label-status">
        <StatusLine
          label="Custom Domain"
          value={DOMAIN_STATUS_TEXT[customDomainStatus]}
          good={customDomainStatus === "verified"}
        />
        <StatusLine label="Staff Portal" value={staffLoginEnabled ? "Enabled" : "Disabled"} good={staffLoginEnabled} />
        <StatusLine label="White Label" value={whiteLabelFull ? "Full" : "Partial"} good={whiteLabelFull} />
      </dl>
      <p className="text-xs text-slate-600">
        White label is Full when your pages run on your own verified domain with the BookingPro branding hidden.
      </p>
    </aside>
  );
}

function PreviewLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      {children}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function StatusLine({ label, value, good }: { label: string; value: string; good: boolean }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-slate-700">{label}</dt>
      <dd
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${good ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}
      >
        {value}
      </dd>
    </div>
  );
}
