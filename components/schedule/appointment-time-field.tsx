"use client";

import { useEffect, useRef, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Select } from "@/components/ui/select";
import { findFreeTimesAction } from "@/lib/actions/appointments";
import { callAction } from "@/lib/actions/client";
import { formatMinutes } from "@/lib/schedule/grid";
import { isCalendarDate } from "@/lib/time/calendar-date";
import type { FreeTimes } from "@/lib/schedule/free-times";

const ALL_TIMES = Array.from({ length: 96 }, (_, index) => formatMinutes(index * 15));

type Props = {
  serviceId: string;
  /** A visit: the services after the first, with the same staff member, back to back. */
  alsoServiceIds?: readonly string[];
  staffId: string;
  date: string;
  time: string;
  onTimeChange: (time: string) => void;
  error?: string;
  /** The time is a slot clicked on the grid: kept (as an Other time) even when it is not free, until another is chosen. */
  clickedTime: boolean;
};

const NONE: readonly string[] = [];

type Loaded = { key: string; times: string[]; failed: string | null };

/**
 * New appointment's Time: the free times of the chosen staff member (or anyone, for any available) on the date,
 * within their hours (`findFreeTimesAction`), and Other time for any quarter hour of the day, since the desk
 * sometimes books outside them. Only a guide: the server decides under the database's constraint.
 */
export function AppointmentTimeField({
  serviceId,
  alsoServiceIds = NONE,
  staffId,
  date,
  time,
  onTimeChange,
  error,
  clickedTime,
}: Props) {
  const [otherTime, setOtherTime] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const also = alsoServiceIds.join(",");
  const key = `${serviceId}|${also}|${staffId}|${date}`;
  const askable = serviceId !== "" && staffId !== "" && isCalendarDate(date);
  // What the answer, when it comes, is compared with: the form as it is then.
  const latest = useRef({ time, otherTime, onTimeChange, keepTime: clickedTime });
  useEffect(() => {
    latest.current = { ...latest.current, time, otherTime, onTimeChange };
  });

  useEffect(() => {
    if (!askable) return;
    let current = true;
    const timer = setTimeout(async () => {
      const alsoIds = also === "" ? [] : also.split(",");
      const result = await callAction(findFreeTimesAction, null, { serviceId, alsoServiceIds: alsoIds, staffId, date });
      if (!current) return;
      const times = result.ok ? ((result.data as FreeTimes | undefined)?.times ?? []) : [];
      setLoaded({ key, times, failed: result.ok ? null : result.error });
      const form = latest.current;
      if (result.ok && !form.otherTime && !times.includes(form.time)) {
        if (form.keepTime && form.time) setOtherTime(true);
        else form.onTimeChange(times[0] ?? "");
      }
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [askable, key, serviceId, also, staffId, date]);

  const answer = askable && loaded?.key === key ? loaded : null;
  const showAll = otherTime || answer?.failed != null;
  const options = showAll ? ALL_TIMES : answer ? answer.times : time ? [time] : [];

  return (
    <div className="space-y-2">
      {!showAll && answer && answer.times.length === 0 ? (
        <div role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm" data-testid="no-free-times">
          <p className="font-medium text-slate-900">No free times on this day</p>
          <p className="mt-1 text-slate-700">
            Choose another date or staff member, or tick Other time to book outside their hours.
          </p>
          {error ? <p className="mt-1 font-medium text-red-700">{error}</p> : null}
        </div>
      ) : (
        <Select
          label="Time"
          dense
          options={options.map((value) => ({ value, label: value }))}
          value={time}
          onChange={(event) => {
            latest.current.keepTime = false;
            onTimeChange(event.target.value);
          }}
          hint={
            answer?.failed
              ? `Couldn't load the free times (${answer.failed}); every time is shown.`
              : otherTime
                ? "Any time of day: only another appointment at that time refuses it."
                : answer
                  ? "Free times within their working hours."
                  : "Loading the free times…"
          }
          error={error}
        />
      )}
      <Checkbox
        label="Other time"
        checked={otherTime}
        onChange={(event) => {
          const next = event.target.checked;
          setOtherTime(next);
          // Back to the free times: a time that is not one of them gives way to the first that is.
          if (!next && answer && !answer.times.includes(time)) onTimeChange(answer.times[0] ?? "");
        }}
      />
    </div>
  );
}
