import { useEffect, useState } from "react";
import { DateTimePicker } from "@/components/date-time-picker/date-time-picker";
import { firstFreeDate } from "@/components/date-time-picker/picker-model";
import {
  apiErrorResponseSchema,
  availabilityResponseSchema,
  type AvailabilityResponse,
} from "@/lib/bookings/public-api";
import { JoinWaitlist } from "@/components/waitlist/join-waitlist";
import { EmptyState, ErrorAlert, GENERIC_ERROR, SECONDARY_BUTTON, StepHeading } from "./wizard-ui";

type LoadState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; availability: AvailabilityResponse };

type Props = {
  slug: string;
  /** The visit's services in order (one for a booking of one service). */
  serviceIds: string[];
  /** Each service's staff member's id or ANY_STAFF. */
  staffIds: string[];
  staffing: "same" | "each";
  /** The visit's services, to add one or take one out (under the heading). */
  visitPanel?: React.ReactNode;
  date: string | null;
  time: string | null;
  /** e.g. the server's 'This time has just been taken...' after the chosen slot was lost. */
  notice: string | null;
  onSelectDate: (date: string) => void;
  onSelectTime: (date: string, time: string) => void;
};

/** The free times of one service, or of a visit of several back to back. */
export function availabilityPath(
  slug: string,
  serviceIds: readonly string[],
  staffIds: readonly string[],
  staffing: "same" | "each",
): string {
  const base = `/api/public/businesses/${encodeURIComponent(slug)}`;
  if (serviceIds.length === 1) {
    return `${base}/availability?${new URLSearchParams({ serviceId: serviceIds[0], staffId: staffIds[0] })}`;
  }
  const query = new URLSearchParams({ services: serviceIds.join(","), staff: staffIds.join(","), staffing });
  return `${base}/visits/availability?${query}`;
}

async function fetchAvailability(path: string, signal: AbortSignal): Promise<AvailabilityResponse> {
  const response = await fetch(path, {
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

/**
 * Step 3: the booking window's dates and the chosen date's times on one screen (the shared picker). The
 * first date with free times is shown on arrival. Availability is fetched each time the step is entered.
 */
export function DateTimeStep({
  slug,
  serviceIds,
  staffIds,
  staffing,
  visitPanel,
  date,
  time,
  notice,
  onSelectDate,
  onSelectTime,
}: Props) {
  const [attempt, setAttempt] = useState(0);
  const path = availabilityPath(slug, serviceIds, staffIds, staffing);
  // Each answer is stored with the request it answers; until the current request's arrives, it is loading.
  const request = `${path}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: LoadState } | null>(null);
  const load: LoadState = answer?.request === request ? answer.load : { status: "loading" };

  useEffect(() => {
    const controller = new AbortController();
    fetchAvailability(path, controller.signal).then(
      (availability) => setAnswer({ request, load: { status: "ready", availability } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.name !== "TypeError" ? error.message : GENERIC_ERROR;
        setAnswer({ request, load: { status: "error", message } });
      },
    );
    return () => controller.abort();
  }, [path, request]);

  const days = load.status === "ready" ? load.availability.days : [];
  const shownDate = date ?? firstFreeDate(days);

  return (
    <section>
      <StepHeading title="Pick Date & Time" />
      {visitPanel}
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
        (shownDate === null ? (
          <EmptyState
            title="No available times"
            message="There are no free times in the next few weeks. Please contact us directly to make a booking."
          />
        ) : (
          <DateTimePicker
            days={days}
            date={shownDate}
            time={date === shownDate ? time : null}
            onSelectDate={onSelectDate}
            onSelectTime={(chosen) => onSelectTime(shownDate, chosen)}
          />
        ))}
      {load.status === "ready" && serviceIds.length === 1 && (
        <JoinWaitlist
          slug={slug}
          serviceId={serviceIds[0]}
          staffId={staffIds[0]}
          date={shownDate ?? days[0]?.date ?? ""}
          dayIsFull={(days.find((day) => day.date === shownDate)?.slots.length ?? 0) === 0}
        />
      )}
    </section>
  );
}
