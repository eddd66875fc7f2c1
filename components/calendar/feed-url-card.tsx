"use client";

import { Check, Copy, Eye, EyeOff, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormCard } from "@/components/ui/form-card";
import { useCopy } from "@/components/ui/use-copy";

type Props = {
  feedUrl: string;
  syncEnabled: boolean;
  /** Absent for a staff member's own feed: only the owner or a manager regenerates it. */
  regenerate?: { pending: boolean; onRegenerate: () => Promise<boolean> };
};

const MASK = "•".repeat(32);

/** What to do when the browser refuses to copy the feed's address. */
export const COPY_FEED_REFUSED = "Show the address, select it and copy it yourself.";

/** iCal Feed URL: hidden until shown, copy, regenerate (confirmed), and how to subscribe in each app. */
export function FeedUrlCard({ feedUrl, syncEnabled, regenerate }: Props) {
  const fieldId = useId();
  const [shown, setShown] = useState(false);
  const { copied, copy } = useCopy(COPY_FEED_REFUSED);
  const [confirming, setConfirming] = useState(false);

  return (
    <FormCard
      title="iCal Feed URL"
      description="Subscribe to this address in your calendar app: new, moved and cancelled bookings appear there automatically."
    >
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
        Feed URL
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          data-testid="feed-url"
          value={shown ? feedUrl : MASK}
          aria-describedby={`${fieldId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
            {shown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            {shown ? "Hide" : "Show"}
          </Button>
          <Button variant="secondary" onClick={() => copy(feedUrl)}>
            {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            <span aria-live="polite">{copied ? "Copied!" : "Copy"}</span>
            <span className="sr-only"> feed URL</span>
          </Button>
        </div>
      </div>
      <p id={`${fieldId}-hint`} className="mt-2 text-sm text-slate-600">
        {regenerate
          ? "Keep this address private: anyone who has it can see your bookings. If it has been shared by mistake, regenerate it."
          : "Keep this address private: anyone who has it can see your bookings. If it has been shared by mistake, ask your manager for a new one."}
      </p>
      {!syncEnabled ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {regenerate
            ? "The feed is switched off. Turn on Sync Enabled in Sync Settings so calendar apps can read it."
            : "The business has switched calendar feeds off, so calendar apps cannot read this address for now."}
        </p>
      ) : null}

      {regenerate ? (
        <div className="mt-4">
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={regenerate.pending}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Regenerate URL
          </Button>
        </div>
      ) : null}

      <h3 className="mt-6 text-sm font-semibold text-slate-900">How to use it</h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        <li>
          <span className="font-semibold">Google Calendar:</span> Other calendars → + → From URL, paste the address and
          click Add calendar.
        </li>
        <li>
          <span className="font-semibold">Apple Calendar:</span> File → New Calendar Subscription (on iPhone: Settings →
          Calendar → Accounts → Add Subscribed Calendar), paste the address.
        </li>
        <li>
          <span className="font-semibold">Outlook:</span> Add calendar → Subscribe from web, paste the address and click
          Import.
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        Calendar apps check the feed on their own schedule, usually every few hours.
      </p>

      {regenerate ? (
        <ConfirmDialog
          open={confirming}
          title="Regenerate feed URL?"
          question="The current address stops working at once. Every calendar subscribed to it must be given the new one."
          pending={regenerate.pending}
          confirmLabel="Regenerate"
          pendingLabel="Regenerating..."
          onConfirm={async () => {
            if (await regenerate.onRegenerate()) setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </FormCard>
  );
}
