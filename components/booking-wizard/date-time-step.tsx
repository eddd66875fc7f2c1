import { useEffect, useRef, useState } from "react";
import {
  apiErrorResponseSchema,
  availabilityResponseSchema,
  type AvailabilityResponse,
} from "@/lib/bookings/public-api";
import { formatDateButton, formatLongDate } from "@/lib/format/booking-date";
import { EmptyState, ErrorAlert, GENERIC_ERROR, RADIUS, SECONDARY_BUTTON, StepHeading } from "./wizard-ui";

type LoadState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; availability: AvailabilityResponse };

type Props = {
  slug: string;
  serviceId: string;
  staffId: string;
  date: string | null;
  time: string | null;
  /** e.g. the server's 'This time has just been taken...' after the chosen slot was lost. */
  notice: string | null;
  onSelectDate: (date: string) => void;
  onChangeDate: () => void;
  onSelectTime: (time: string) => void;
};

async function fetchAvailability(
  slug: string,
  serviceId: string,
  staffId: string,
  signal: AbortSignal,
): Promise<AvailabilityResponse> {
  const query = new URLSearchParams({ serviceId, staffId });
  const response = await fetch(`/api/public/businesses/${encodeURIComponent(slug)}/availability?${query}`, {
    signal,
    cache: "no-store",
    headers: { Accept: "application/json" },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = apiErrorResponseSchema.safeParse(body);
    throw new Error(failure.success ? failure.data.error : GENERIC_ERROR);
  }
  const availability = availabilityResponseSchema.safeParse(body);
  if (!availability.success) throw new Error(GENERIC_ERROR);
  return availability.data;
}

const DATE_BUTTON = `flex min-h-[4.5rem] w-full flex-col items-center justify-center gap-0.5 ${RADIUS} border px-1 py-2 text-center transition`;
const TIME_BUTTON = `flex min-h-12 w-full items-center justify-center ${RADIUS} border px-2 py-2 text-base font-semibold tabular-nums transition`;
const CHOSEN = "border-[var(--bp-primary,#0369a1)] bg-[var(--bp-primary,#0369a1)] text-[var(--bp-on-primary,#fff)]";
const FREE = "border-slate-300 bg-white text-slate-900 hover:border-slate-500 hover:bg-slate-50";
const BLOCKED = "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600";

/**
 * Step 3: the 21 dates of the booking window (those without a free slot disabled, 'No times'),
 * then the free times of the chosen date. Availability is fetched each time the step is entered.
 */
export function DateTimeStep({
  slug,
  serviceId,
  staffId,
  date,
  time,
  notice,
  onSelectDate,
  onChangeDate,
  onSelectTime,
}: Props) {
  const [attempt, setAttempt] = useState(0);
  // Each answer is stored with the request it answers; until the current request's arrives, it is loading.
  const request = `${slug}/${serviceId}/${staffId}/${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: LoadState } | null>(null);
  const load: LoadState = answer?.request === request ? answer.load : { status: "loading" };
  const dateHeadingRef = useRef<HTMLHeadingElement>(null);
  const dateListRef = useRef<HTMLUListElement>(null);
  const previousDate = useRef<string | null>(date);

  useEffect(() => {
    const controller = new AbortController();
    fetchAvailability(slug, serviceId, staffId, controller.signal).then(
      (availability) => setAnswer({ request, load: { status: "ready", availability } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.name !== "TypeError" ? error.message : GENERIC_ERROR;
        setAnswer({ request, load: { status: "error", message } });
      },
    );
    return () => controller.abort();
  }, [slug, serviceId, staffId, request]);

  // Keep keyboard focus on the page when the date list and the time list replace each other.
  useEffect(() => {
    const before = previousDate.current;
    previousDate.current = date;
    if (before === date) return;
    if (date !== null) {
      dateHeadingRef.current?.focus();
    } else if (before !== null) {
      dateListRef.current?.querySelector<HTMLButtonElement>(`[data-date="${before}"]:not(:disabled)`)?.focus();
    }
  }, [date]);

  return (
    <section>
      <StepHeading title="Pick Date & Time" />
      {notice && <ErrorAlert message={notice} />}
      {load.status === "loading" && (
        <p role="status" className="py-8 text-center text-slate-700">
          Loading available times...
        </p>
      )}
      {load.status === "error" && (
        <ErrorAlert message={load.message}>
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className={`${SECONDARY_BUTTON} mt-3`}>
            Try Again
          </button>
        </ErrorAlert>
      )}
      {load.status === "ready" &&
        (date === null ? (
          <ul ref={dateListRef} aria-label="Available dates" className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {load.availability.days.map((day) => {
              const parts = formatDateButton(day.date);
              const noTimes = day.slots.length === 0;
              return (
                <li key={day.date}>
                  <button
                    type="button"
                    data-testid="date-option"
                    data-date={day.date}
                    disabled={noTimes}
                    onClick={() => onSelectDate(day.date)}
                    className={`${DATE_BUTTON} ${noTimes ? BLOCKED : FREE}`}
                  >
                    <span className="text-xs font-medium uppercase">{parts.weekday}</span>{" "}
                    <span className="text-lg leading-tight font-semibold">{parts.day}</span>{" "}
                    <span className="text-xs">{parts.month}</span>
                    {noTimes && (
                      <>
                        {" "}
                        <span className="text-[0.7rem] leading-tight font-medium">No times</span>
                      </>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <TimesForDate
            date={date}
            time={time}
            slots={load.availability.days.find((day) => day.date === date)?.slots ?? []}
            headingRef={dateHeadingRef}
            onChangeDate={onChangeDate}
            onSelectTime={onSelectTime}
          />
        ))}
    </section>
  );
}

type TimesProps = {
  date: string;
  time: string | null;
  slots: string[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onChangeDate: () => void;
  onSelectTime: (time: string) => void;
};

function TimesForDate({ date, time, slots, headingRef, onChangeDate, onSelectTime }: TimesProps) {
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          {formatLongDate(date)}
        </h3>
        <button type="button" onClick={onChangeDate} className={SECONDARY_BUTTON}>
          Change Date
        </button>
      </div>
      {slots.length === 0 ? (
        <EmptyState title="No available times for this date" message="Please select a different date" />
      ) : (
        <ul aria-label="Available times" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {slots.map((slot) => (
            <li key={slot}>
              <button
                type="button"
                data-testid="time-option"
                aria-pressed={slot === time}
                onClick={() => onSelectTime(slot)}
                className={`${TIME_BUTTON} ${slot === time ? CHOSEN : FREE}`}
              >
                {slot}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
