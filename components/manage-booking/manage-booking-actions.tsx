"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { PRIMARY_BUTTON, RADIUS } from "@/components/booking-wizard/wizard-ui";
import { DateTimePicker, type PickerDay } from "@/components/date-time-picker/date-time-picker";
import { firstFreeDate } from "@/components/date-time-picker/picker-model";
import { cancelBookingByTokenAction, rescheduleBookingByTokenAction } from "@/lib/actions/manage-booking";
import { formatWeekdayDayMonth } from "@/lib/format/booking-date";

const BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 ${RADIUS} px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900`;
const DANGER_BUTTON = `${BUTTON} bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-500`;
const SECONDARY_BUTTON = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500`;

type Outcome = { ok: boolean; message?: string; error?: string } | null;

type Props = {
  token: string;
  /** The booking window (every day, with free times or a reason), or null when the booking can't be moved online. */
  days: PickerDay[] | null;
  /** The booking's current date and time in the business's zone. */
  current: { date: string; time: string };
  /** The business's cancellation policy in one sentence. */
  policy: string;
};

function OutcomeMessage({ state }: { state: Outcome }) {
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

/**
 * One submit at a time: the button is disabled while the action runs, and a second submit event
 * (a double click before React re-rendered) is dropped until the first one has answered.
 */
function useSingleSubmit(state: Outcome, pending: boolean) {
  const inFlight = useRef(false);
  useEffect(() => {
    if (!pending) inFlight.current = false;
  }, [state, pending]);
  return (event: React.FormEvent<HTMLFormElement>, allowed: boolean) => {
    if (inFlight.current || !allowed) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
  };
}

/** Reschedule to another free time, or cancel. The server re-checks everything. */
export function ManageBookingActions({ token, days, current, policy }: Props) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="reschedule-heading" className="space-y-4">
        <h2 id="reschedule-heading" className="text-lg font-semibold text-slate-900">
          Reschedule
        </h2>
        {days && firstFreeDate(days) !== null ? (
          <RescheduleForm token={token} days={days} current={current} />
        ) : (
          <p className="text-sm text-slate-700">
            No other times are free online. Please contact the business to rearrange.
          </p>
        )}
      </section>
      <CancelSection token={token} policy={policy} />
    </div>
  );
}

function RescheduleForm({ token, days, current }: { token: string; days: PickerDay[]; current: Props["current"] }) {
  const [state, reschedule, pending] = useActionState(rescheduleBookingByTokenAction, null);
  const onSubmit = useSingleSubmit(state, pending);
  // Starts on the booking's own date and time when the window offers it, else on the first free date.
  const [choice, setChoice] = useState<{ date: string | null; time: string | null }>(() =>
    days.some((day) => day.date === current.date && day.slots.includes(current.time))
      ? current
      : { date: firstFreeDate(days), time: null },
  );
  const changed =
    choice.date !== null && choice.time !== null && (choice.date !== current.date || choice.time !== current.time);

  return (
    <form action={reschedule} onSubmit={(event) => onSubmit(event, changed)} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="slot" value={changed ? `${choice.date}T${choice.time}` : ""} />
      <DateTimePicker
        days={days}
        date={choice.date}
        time={choice.time}
        onSelectDate={(date) => setChoice({ date, time: null })}
        onSelectTime={(time) => setChoice((previous) => ({ ...previous, time }))}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 pt-4">
        <button type="submit" className={PRIMARY_BUTTON} disabled={pending || !changed}>
          {pending ? "Moving..." : "Move Booking"}
        </button>
        <p aria-live="polite" className="text-sm text-slate-700" data-testid="new-time">
          {changed && choice.date && choice.time
            ? `New time: ${formatWeekdayDayMonth(choice.date)}, ${choice.time}`
            : "Choose a new date and time."}
        </p>
      </div>
      <OutcomeMessage state={state} />
    </form>
  );
}

function CancelSection({ token, policy }: { token: string; policy: string }) {
  const [state, cancel, pending] = useActionState(cancelBookingByTokenAction, null);
  const onSubmit = useSingleSubmit(state, pending);
  const [confirming, setConfirming] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Focus follows the panel: into it when it opens, back to "Cancel Booking" when the customer keeps the booking.
  useEffect(() => {
    if (confirming) {
      keepRef.current?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      openerRef.current?.focus();
    }
  }, [confirming]);

  function keep() {
    if (pending) return;
    returnFocus.current = true;
    setConfirming(false);
  }

  return (
    <section aria-labelledby="cancel-heading" className="space-y-3 border-t border-slate-200 pt-6">
      <h2 id="cancel-heading" className="text-lg font-semibold text-slate-900">
        Cancel
      </h2>
      {confirming ? (
        <div
          role="alertdialog"
          aria-modal="false"
          aria-labelledby="cancel-confirm-heading"
          aria-describedby="cancel-confirm-policy"
          data-testid="cancel-confirmation"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              keep();
            }
          }}
          className={`space-y-3 ${RADIUS} border border-red-200 bg-red-50 p-4`}
        >
          <h3 id="cancel-confirm-heading" className="text-base font-semibold text-slate-900">
            Cancel this booking?
          </h3>
          <p id="cancel-confirm-policy" className="text-sm text-slate-800">
            {policy}
          </p>
          <form action={cancel} onSubmit={(event) => onSubmit(event, true)} className="flex flex-wrap gap-3">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={DANGER_BUTTON} disabled={pending}>
              {pending ? "Cancelling..." : "Yes, cancel booking"}
            </button>
            <button ref={keepRef} type="button" className={SECONDARY_BUTTON} disabled={pending} onClick={keep}>
              Keep booking
            </button>
          </form>
          <OutcomeMessage state={state} />
        </div>
      ) : (
        <button ref={openerRef} type="button" className={DANGER_BUTTON} onClick={() => setConfirming(true)}>
          Cancel Booking
        </button>
      )}
    </section>
  );
}
