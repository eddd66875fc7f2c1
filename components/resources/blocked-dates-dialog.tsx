"use client";

import { useTransition } from "react";
import { CalendarOff, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { showToast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { addResourceBlockedDateAction, deleteResourceBlockedDateAction } from "@/lib/actions/resources";
import { callAction } from "@/lib/actions/client";
import { formatDateRange } from "@/lib/format/date-range";
import { formRules } from "@/lib/forms/field-rules";
import type { ResourceItem } from "@/lib/resources/queries";
import { blockedDateFieldsSchema } from "@/lib/resources/schema";

const RULES = formRules(blockedDateFieldsSchema);

type Props = {
  /** The resource whose dates are shown (its latest list, from the page). */
  resource: ResourceItem | null;
  /** 'YYYY-MM-DD' in the business's zone: the earliest date offered. */
  today: string;
  onClose: () => void;
};

/** The dates one resource can't be used (repairs, a deep clean): the ones to come, each removable, and an add form. */
export function BlockedDatesDialog({ resource, today, onClose }: Props) {
  return (
    <DialogFrame
      open={resource !== null}
      title={resource ? `Blocked dates: ${resource.name}` : "Blocked dates"}
      description="No booking gets it on these dates, from the first to the last, whole days."
      busy={false}
      onClose={onClose}
    >
      {resource ? (
        <div className="mt-4 space-y-6">
          <BlockedDateList resource={resource} />
          <AddBlockedDateForm key={resource.id} resourceId={resource.id} today={today} />
        </div>
      ) : null}
    </DialogFrame>
  );
}

function BlockedDateList({ resource }: { resource: ResourceItem }) {
  const [pending, startRemoving] = useTransition();
  function remove(id: string) {
    startRemoving(async () => {
      const result = await callAction(deleteResourceBlockedDateAction, null, { id });
      if (result.ok) showToast({ type: "success", title: "Dates Removed", message: result.message ?? "" });
      else showToast({ type: "error", title: "Remove Failed", message: result.error });
    });
  }
  if (resource.blockedDates.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        <CalendarOff className="size-4 shrink-0" aria-hidden="true" />
        No blocked dates coming up.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Upcoming blocked dates">
      {resource.blockedDates.map((date) => {
        const when = formatDateRange(date.startDate, date.endDate);
        return (
          <li key={date.id} className="flex items-center gap-3 px-3 py-2" data-testid="blocked-date">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-slate-900">{when}</p>
              {date.reason ? <p className="break-words text-slate-600">{date.reason}</p> : null}
            </div>
            <Button
              variant="ghost"
              className="shrink-0 px-2 py-1 text-red-700 hover:bg-red-50"
              aria-label={`Remove ${when}`}
              disabled={pending}
              onClick={() => remove(date.id)}
            >
              <X className="size-4" aria-hidden="true" />
              Remove
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function AddBlockedDateForm({ resourceId, today }: { resourceId: string; today: string }) {
  const empty = { startDate: "", endDate: "", reason: "" };
  const form = useActionForm({
    initial: empty,
    rules: RULES,
    action: addResourceBlockedDateAction,
    saved: { title: "Dates Blocked" },
    failed: { title: "Save Failed", message: "The dates could not be blocked." },
    onSaved: () => form.setValues(empty),
  });
  const startDate = form.text("startDate");
  return (
    <form noValidate aria-busy={form.pending} onSubmit={form.onSubmit} aria-labelledby="add-blocked-date-heading">
      <h3 id="add-blocked-date-heading" className="text-sm font-semibold text-slate-900">
        Block dates
      </h3>
      <input type="hidden" name="resourceId" value={resourceId} />
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input
          dense
          label="From"
          type="date"
          min={today}
          {...startDate}
          onChange={(event) => {
            const value = event.target.value;
            // A convenience only: an empty To follows From.
            form.change(form.values.endDate === "" ? { startDate: value, endDate: value } : { startDate: value });
          }}
        />
        <Input dense label="To" type="date" min={form.values.startDate || today} {...form.text("endDate")} />
        <Input
          dense
          className="sm:col-span-2"
          label="Reason (optional)"
          placeholder="e.g. Laser service visit"
          {...form.text("reason")}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <SubmitButton pending={form.pending} pendingText="Blocking..." className="w-full sm:w-auto">
          Block dates
        </SubmitButton>
      </div>
    </form>
  );
}
