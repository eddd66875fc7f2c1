"use client";

import { useId, useState, useTransition } from "react";
import { CalendarClock, RefreshCw, Unlink } from "lucide-react";
import {
  disconnectBusyCalendarAction,
  refreshBusyCalendarNowAction,
  saveBusyCalendarAction,
} from "@/lib/actions/busy-calendars";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import type { ActionResult } from "@/lib/actions/result";
import type { BusyCalendarResult } from "@/lib/calendar/busy-calendar-actions";
import type { BusyCalendarStatus } from "@/lib/calendar/busy-calendar-queries";
import { formatDayDateTime } from "@/lib/format/date-time";
import { saveBusyCalendarSchema } from "@/lib/calendar/busy-calendar-schema";
import { formRules } from "@/lib/forms/field-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { showToast } from "@/components/ui/toast";

const RULES = formRules(saveBusyCalendarSchema);

type Props = {
  staffId: string;
  staffName: string;
  status: BusyCalendarStatus | null;
  /** The business's zone, for the last sync time. */
  timeZone: string;
  /** False where the surrounding screen already titles it (the Staff screen's disclosure button). */
  showHeading?: boolean;
};

const HELP = (
  <>
    Google Calendar: Settings, then your calendar, then &quot;Secret address in iCal format&quot;. Outlook: Settings,
    Calendar, Shared calendars, Publish a calendar, then the ICS link. Apple iCloud: share the calendar as a Public
    Calendar and copy its link. Only busy times are kept, never event titles.
  </>
);

/**
 * A staff member's personal calendar: paste its secret iCal address, refresh it, disconnect it, and
 * see when it last synced and why it failed. Self-contained, so the staff user's own calendar screen
 * can show it too.
 */
export function BusyCalendarPanel({ staffId, staffName, status: initialStatus, timeZone, showHeading = true }: Props) {
  const headingId = useId();
  const [status, setStatus] = useState(initialStatus);
  const [url, setUrl] = useState("");
  const [failure, setFailure] = useState<ActionResult<BusyCalendarResult> | null>(null);
  const [pending, startTransition] = useTransition();

  function apply(result: ActionResult<BusyCalendarResult>, title: string): boolean {
    if (!result.ok) {
      setFailure(result);
      showToast({ type: "error", title, message: result.error });
      return false;
    }
    setFailure(null);
    const next = result.data?.status ?? null;
    setStatus(next);
    if (next?.lastError) showToast({ type: "error", title, message: result.message ?? next.lastError });
    else if (result.message) showToast({ type: "success", title, message: result.message });
    return true;
  }

  function refresh() {
    startTransition(async () => {
      apply(await callAction(refreshBusyCalendarNowAction, null, { staffId }), "Calendar Refresh");
    });
  }

  function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const saved = await callAction(saveBusyCalendarAction, null, { staffId, url });
      if (!apply(saved, "Personal Calendar")) return;
      setUrl(""); // the address is a secret: once saved it is shown only as its host
      apply(await callAction(refreshBusyCalendarNowAction, null, { staffId }), "Calendar Refresh");
    });
  }

  function disconnect() {
    if (!window.confirm(`Disconnect ${staffName}'s personal calendar? Its busy times will be bookable again.`)) return;
    startTransition(async () => {
      apply(await callAction(disconnectBusyCalendarAction, null, { staffId }), "Personal Calendar");
    });
  }

  return (
    <section
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : `Personal calendar of ${staffName}`}
      data-testid="busy-calendar-panel"
      className="space-y-3"
    >
      {showHeading ? (
        <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <CalendarClock className="size-4 text-slate-500" aria-hidden="true" />
          Personal calendar
        </h4>
      ) : null}

      <div role="status" aria-live="polite" className="space-y-1 text-sm text-slate-700">
        {status ? (
          <>
            <p className="break-all">
              Connected: <span className="font-medium">{status.host || "calendar"}/…</span>
            </p>
            <p>
              {status.lastSuccessAt
                ? `Last synced ${formatDayDateTime(new Date(status.lastSuccessAt), timeZone)}`
                : "Not synced yet"}
              {status.lastSuccessAt ? (
                <span data-testid="busy-count">
                  {" "}
                  · {status.eventCount} busy {status.eventCount === 1 ? "time" : "times"}
                </span>
              ) : null}
            </p>
            {status.lastError ? (
              <p className="text-red-700" data-testid="busy-calendar-error">
                Last attempt failed: {status.lastError}
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-slate-600">
            Not connected. Busy times in {staffName}&apos;s own calendar can be kept free of bookings.
          </p>
        )}
      </div>

      <form onSubmit={save} className="space-y-2" noValidate>
        <Input
          label="Secret iCal address"
          name="url"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          dense
          {...RULES.url}
          placeholder={status ? `${status.host}/… (saved)` : "https://…/basic.ics"}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          hint={
            <>
              {status ? "Paste a new address to replace the saved one. " : null}
              {HELP}
            </>
          }
          error={fieldErrorOf(failure, "url")}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending || url.trim() === ""} aria-busy={pending || undefined}>
            Save
          </Button>
          {status ? (
            <>
              <Button variant="secondary" onClick={refresh} disabled={pending}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Refresh now
              </Button>
              <Button variant="ghost" onClick={disconnect} disabled={pending}>
                <Unlink className="size-4" aria-hidden="true" />
                Disconnect
              </Button>
            </>
          ) : null}
        </div>
      </form>
    </section>
  );
}
