"use client";

import { useState } from "react";
import { PRIMARY_BUTTON, RADIUS } from "@/components/booking-wizard/wizard-ui";
import { apiErrorResponseSchema } from "@/lib/bookings/public-api";
import { TIMES_OF_DAY, type TimeOfDay } from "@/lib/waitlist/join-schema";

const FIELD = `mt-1 block w-full ${RADIUS} border border-slate-400 bg-white px-3 py-2 text-base text-slate-900`;
const LABEL = "block text-sm font-medium text-slate-800";

type Props = {
  slug: string;
  serviceId: string;
  /** A staff member's id or ANY_STAFF. */
  staffId: string;
  /** The date shown in the picker: the range starts there. */
  date: string;
  /** The shown date has no free times: the offer is said more plainly. */
  dayIsFull: boolean;
};

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/** "No time suits? Join the waitlist": the dates, times of day and contact details, sent to the waitlist API. */
export function JoinWaitlist({ slug, serviceId, staffId, date, dayIsFull }: Props) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>("any");
  // Open on a full day until the customer closes it; the form is drawn only while open (a closed <details> still
  // lays out its content, which an embed's height would count).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? dayIsFull;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { serviceId, staffId, ...Object.fromEntries(form.entries()) };
    setPending(true);
    try {
      const response = await fetch(`/api/public/businesses/${encodeURIComponent(slug)}/waitlist`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      const answer: unknown = await response.json().catch(() => null);
      if (response.ok) {
        setOutcome({
          ok: true,
          message: (answer as { message?: string } | null)?.message ?? "You are on the waitlist.",
        });
      } else {
        const failure = apiErrorResponseSchema.safeParse(answer);
        setOutcome({
          ok: false,
          message: failure.success ? failure.data.error : "Something went wrong. Please try again.",
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <details
      data-testid="join-waitlist"
      className={`mt-6 ${RADIUS} border border-slate-200 bg-white p-4`}
      open={open}
      onToggle={(event) => setToggled(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-slate-900">
        {dayIsFull ? "This day is fully booked: join the waitlist" : "No time suits? Join the waitlist"}
      </summary>
      {!open ? null : outcome?.ok ? (
        <p role="status" className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {outcome.message}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2">
          <label className={LABEL}>
            From
            <input type="date" name="dateFrom" required defaultValue={date} className={FIELD} />
          </label>
          <label className={LABEL}>
            To
            <input type="date" name="dateTo" required defaultValue={date} className={FIELD} />
          </label>
          <label className={`${LABEL} sm:col-span-2`}>
            Times of day
            <select
              name="timeOfDay"
              value={timeOfDay}
              onChange={(event) => setTimeOfDay(event.target.value as TimeOfDay)}
              className={FIELD}
            >
              {Object.entries(TIMES_OF_DAY).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              <option value="custom">From – to</option>
            </select>
          </label>
          {timeOfDay === "custom" && (
            <>
              <label className={LABEL}>
                From time
                <input type="time" name="timeFrom" required step={900} className={FIELD} />
              </label>
              <label className={LABEL}>
                To time
                <input type="time" name="timeTo" required step={900} className={FIELD} />
              </label>
            </>
          )}
          <label className={`${LABEL} sm:col-span-2`}>
            Full name
            <input name="customerName" required maxLength={120} autoComplete="name" className={FIELD} />
          </label>
          <label className={LABEL}>
            Email
            <input name="customerEmail" type="email" required maxLength={254} autoComplete="email" className={FIELD} />
          </label>
          <label className={LABEL}>
            Phone (optional)
            <input name="customerPhone" type="tel" maxLength={40} autoComplete="tel" className={FIELD} />
          </label>
          {outcome && !outcome.ok && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
              {outcome.message}
            </p>
          )}
          <div className="sm:col-span-2">
            <button type="submit" disabled={pending} className={PRIMARY_BUTTON}>
              {pending ? "Joining…" : "Join the waitlist"}
            </button>
          </div>
        </form>
      )}
    </details>
  );
}
