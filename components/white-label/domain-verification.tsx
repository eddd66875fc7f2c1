"use client";

import { CheckCircle2, Clock, Loader2 } from "lucide-react";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { callAction } from "@/lib/actions/client";
import { verifyCustomDomainAction } from "@/lib/actions/white-label";

type Props = {
  /** The saved custom domain. */
  domain: string;
  /** The TXT value the owner publishes. */
  token: string;
  verified: boolean;
  onVerified: (verifiedAt: string) => void;
};

/**
 * The saved custom domain's verification: Pending with the TXT record to add and a Verify button,
 * or Verified. The domain serves the booking pages only once verified.
 */
export function DomainVerification({ domain, token, verified, onVerified }: Props) {
  const [pending, startVerifying] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);

  function verify() {
    setFailure(null);
    startVerifying(async () => {
      const result = await callAction(verifyCustomDomainAction, null, {});
      if (result.ok) onVerified(result.data?.verifiedAt ?? new Date().toISOString());
      else setFailure(result.error);
    });
  }

  return (
    <section
      aria-labelledby="domain-verification-heading"
      className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="domain-verification"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="domain-verification-heading" className="text-sm font-semibold text-slate-900">
          Domain verification: <span className="font-mono font-normal break-all">{domain}</span>
        </h3>
        <span
          data-testid="domain-status"
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${verified ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}
        >
          {verified ? (
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
          ) : (
            <Clock className="size-3.5" aria-hidden="true" />
          )}
          {verified ? "Verified" : "Pending"}
        </span>
      </div>

      {verified ? (
        <p className="mt-2 text-sm text-slate-700" role="status">
          Your domain is verified. It now shows your booking pages.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            To prove you own this domain, add this TXT record at your DNS provider, then press Verify Domain. Your
            booking pages appear on the domain once it is verified.
          </p>
          <div className="mt-4 grid gap-4">
            <CopyField label="Record Name" value={`_bookingpro.${domain}`} />
            <dl>
              <dt className="mb-1 text-sm font-medium text-slate-800">Record Type</dt>
              <dd className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-800">
                TXT
              </dd>
            </dl>
            <CopyField label="Record Value" value={token} />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={verify} disabled={pending} aria-busy={pending}>
              {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              {pending ? "Verifying..." : "Verify Domain"}
            </Button>
          </div>
          <p
            role="alert"
            data-testid="domain-verification-error"
            className={failure ? "mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" : "sr-only"}
          >
            {failure ?? ""}
          </p>
        </>
      )}
    </section>
  );
}
