"use client";

import { Download } from "lucide-react";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormCard } from "@/components/ui/form-card";
import { showToast } from "@/components/ui/toast";
import { regenerateFeedTokenAction, regenerateStaffFeedTokenAction } from "@/lib/actions/calendar";
import { callAction } from "@/lib/actions/client";
import { businessFeedUrl, staffFeedUrl } from "@/lib/calendar/feed-urls";
import type { CalendarSettings } from "@/lib/business/settings-schema";
import { copyText } from "@/components/ui/use-copy";
import { COPY_FEED_REFUSED, FeedUrlCard } from "./feed-url-card";
import { LINK_BUTTON, SubscribeLinks } from "./subscribe-links";
import { SyncSettingsForm } from "./sync-settings-form";

export type CalendarSyncProps = {
  origin: string;
  business: { id: string; name: string; icalToken: string };
  exportFileName: string;
  settings: CalendarSettings;
  staff: { id: string; name: string; icalToken: string }[];
  /** Integration Status and Export Statistics, rendered on the server. */
  children?: React.ReactNode;
};

/** The Calendar Sync screen's interactive parts: Quick Export, iCal Feed URL, staff feeds, Sync Settings. */
export function CalendarSync({
  origin,
  business,
  exportFileName,
  settings: initial,
  staff,
  children,
}: CalendarSyncProps) {
  const [settings, setSettings] = useState(initial);
  const [token, setToken] = useState(business.icalToken);
  const [staffTokens, setStaffTokens] = useState(() => new Map(staff.map((member) => [member.id, member.icalToken])));
  const [pending, startTransition] = useTransition();
  const [confirmStaff, setConfirmStaff] = useState<{ id: string; name: string } | null>(null);
  const feedUrl = businessFeedUrl(origin, business.id, token);

  function regenerate(): Promise<boolean> {
    return new Promise((resolve) =>
      startTransition(async () => {
        const result = await callAction(regenerateFeedTokenAction, null, {});
        if (result.ok && result.data) {
          setToken(result.data.token);
          showToast({ type: "success", title: "Feed URL Regenerated", message: result.message ?? "" });
        } else if (!result.ok) {
          showToast({ type: "error", title: "Regenerate Failed", message: result.error });
        }
        resolve(result.ok);
      }),
    );
  }

  function regenerateStaff(id: string, name: string) {
    startTransition(async () => {
      const result = await callAction(regenerateStaffFeedTokenAction, null, { id });
      if (result.ok && result.data) {
        const next = result.data.token;
        setStaffTokens((current) => new Map(current).set(id, next));
        showToast({ type: "success", title: "Feed URL Regenerated", message: `${name}: ${result.message ?? ""}` });
        setConfirmStaff(null);
      } else if (!result.ok) {
        showToast({ type: "error", title: "Regenerate Failed", message: result.error });
      }
    });
  }

  const showGoogle = settings.googleCalendarEnabled || !settings.outlookEnabled;
  const showOutlook = settings.outlookEnabled || !settings.googleCalendarEnabled;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <FormCard title="Quick Export" description="Download your bookings or add the live feed to your calendar app.">
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <a href="/api/calendar/export" download={exportFileName} className={LINK_BUTTON}>
              <Download className="size-4" aria-hidden="true" />
              Download .ics
            </a>
            <SubscribeLinks
              feedUrl={feedUrl}
              calendarName={`${business.name} bookings`}
              showGoogle={showGoogle}
              showOutlook={showOutlook}
              offReason={
                settings.syncEnabled
                  ? null
                  : "Calendar apps can subscribe once Sync Enabled is on (Sync Settings): until then the feed answers nothing."
              }
            />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            The download is a one-off copy as {exportFileName}; the calendar links subscribe to the live feed.
          </p>
        </FormCard>

        <FeedUrlCard
          feedUrl={feedUrl}
          syncEnabled={settings.syncEnabled}
          regenerate={{ pending, onRegenerate: regenerate }}
        />

        <FormCard
          title="Staff Feeds"
          description="Each staff member has a feed of their own bookings, without customers' phone numbers or emails. Send it to them privately."
        >
          {staff.length === 0 ? (
            <p className="text-sm text-slate-600">No staff members yet</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="staff-feeds">
              {staff.map((member) => {
                const url = staffFeedUrl(origin, business.id, member.id, staffTokens.get(member.id) ?? "");
                return (
                  <li
                    key={member.id}
                    className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="text-sm font-medium text-slate-900">{member.name}</span>
                    <span className="flex gap-2">
                      <Button
                        variant="secondary"
                        onClick={async () => {
                          if (await copyText(url, COPY_FEED_REFUSED))
                            showToast({
                              type: "success",
                              title: "Copied",
                              message: `${member.name}'s feed URL is on your clipboard.`,
                            });
                        }}
                      >
                        Copy URL<span className="sr-only"> for {member.name}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={pending}
                        onClick={() => setConfirmStaff({ id: member.id, name: member.name })}
                      >
                        Regenerate<span className="sr-only"> URL for {member.name}</span>
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </FormCard>
      </div>

      <ConfirmDialog
        open={confirmStaff !== null}
        title="Regenerate feed URL?"
        question="The current address stops working at once. Every calendar subscribed to it must be given the new one."
        detail={confirmStaff?.name}
        pending={pending}
        confirmLabel="Regenerate"
        pendingLabel="Regenerating..."
        onConfirm={() => confirmStaff && regenerateStaff(confirmStaff.id, confirmStaff.name)}
        onCancel={() => setConfirmStaff(null)}
      />

      <div className="space-y-6">
        <SyncSettingsForm initial={initial} onSaved={setSettings} />
        {children}
      </div>
    </div>
  );
}
