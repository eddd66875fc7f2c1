"use client";

import { useActionState } from "react";
import { PRIMARY_BUTTON, RADIUS } from "@/components/booking-wizard/wizard-ui";
import { Button } from "@/components/ui/button";
import { cancelBookingByTokenAction, rescheduleBookingByTokenAction } from "@/lib/actions/manage-booking";
import { formatLongDate } from "@/lib/format/booking-date";

type Props = { token: string; options: { date: string; slots: string[] }[] | null };

function Outcome({ state }: { state: { ok: boolean; message?: string; error?: string } | null }) {
  if (!state) return null;
  return state.ok ? (
    <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
      {state.message}
    </p>
  ) : (
    <p role="alert" data-testid="manage-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {state.error}
    </p>
  );
}

/** Reschedule to another free time, or cancel. The server re-checks everything. */
export function ManageBookingActions({ token, options }: Props) {
  const [rescheduled, reschedule, rescheduling] = useActionState(rescheduleBookingByTokenAction, null);
  const [cancelled, cancel, cancelling] = useActionState(cancelBookingByTokenAction, null);
  return (
    <div className="space-y-6">
      <section aria-labelledby="reschedule-heading" className="space-y-3">
        <h2 id="reschedule-heading" className="text-lg font-semibold text-slate-900">
          Reschedule
        </h2>
        {options && options.length > 0 ? (
          <form action={reschedule} className="space-y-3">
            <input type="hidden" name="token" value={token} />
            <label htmlFor="new-slot" className="block text-sm font-medium text-slate-800">
              New date and time
            </label>
            <select
              id="new-slot"
              name="slot"
              required
              className={`block w-full ${RADIUS} border border-slate-300 bg-white px-3 py-2`}
              defaultValue=""
            >
              <option value="" disabled>
                Choose a new time
              </option>
              {options.map((day) => (
                <optgroup key={day.date} label={formatLongDate(day.date)}>
                  {day.slots.map((time) => (
                    <option key={time} value={`${day.date}T${time}`}>{`${formatLongDate(day.date)} ${time}`}</option>
                  ))}
                </optgroup>
              ))}
            </select>
            <button type="submit" className={PRIMARY_BUTTON} disabled={rescheduling}>
              {rescheduling ? "Moving..." : "Move Booking"}
            </button>
            <Outcome state={rescheduled} />
          </form>
        ) : (
          <p className="text-sm text-slate-600">
            No other times are free online. Please contact the business to rearrange.
          </p>
        )}
      </section>
      <section aria-labelledby="cancel-heading" className="space-y-3 border-t border-slate-200 pt-6">
        <h2 id="cancel-heading" className="text-lg font-semibold text-slate-900">
          Cancel
        </h2>
        <form
          action={cancel}
          className="space-y-3"
          onSubmit={(event) => {
            if (!window.confirm("Are you sure you want to cancel this booking?")) event.preventDefault();
          }}
        >
          <input type="hidden" name="token" value={token} />
          <Button type="submit" variant="danger" disabled={cancelling}>
            {cancelling ? "Cancelling..." : "Cancel Booking"}
          </Button>
          <Outcome state={cancelled} />
        </form>
      </section>
    </div>
  );
}
