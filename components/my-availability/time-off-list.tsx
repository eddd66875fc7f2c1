import { CalendarDays, CalendarOff, Clock, Repeat, Trash2 } from "lucide-react";
import { isActiveBlackout } from "@/lib/blackouts/rules";
import { formatShortDate } from "@/lib/format/booking-date";
import type { TimeOffItem } from "@/lib/staff/my-availability-queries";

/** 'Wed 25 Nov 2026' or 'Wed 25 Nov 2026 – Fri 27 Nov 2026'. */
export function timeOffDates(item: Pick<TimeOffItem, "startDate" | "endDate">): string {
  return item.startDate === item.endDate
    ? formatShortDate(item.startDate)
    : `${formatShortDate(item.startDate)} – ${formatShortDate(item.endDate)}`;
}

/** '12:00–13:00' or 'All day'. */
export function timeOffTimes(item: Pick<TimeOffItem, "startTime" | "endTime">): string {
  return item.startTime && item.endTime ? `${item.startTime}–${item.endTime}` : "All day";
}

const asRule = (item: TimeOffItem) => ({
  type: "staff" as const,
  staffId: null,
  startDate: item.startDate,
  endDate: item.endDate,
  startTime: item.startTime,
  endTime: item.endTime,
  recurring: item.recurringPattern !== "none",
  recurringPattern: item.recurringPattern,
});

type Props = {
  items: readonly TimeOffItem[];
  /** 'YYYY-MM-DD' in the business's zone. */
  today: string;
  onDelete: (item: TimeOffItem) => void;
};

/** The staff member's current and upcoming time off, soonest first. User text is rendered as text. */
export function TimeOffList({ items, today, onDelete }: Props) {
  if (items.length === 0) {
    return (
      <div data-testid="time-off-empty" className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <CalendarOff className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-3 font-semibold text-slate-900">No time off booked</p>
        <p className="mt-1 text-sm text-slate-600">
          Add holidays or appointments so customers can&apos;t book you then.
        </p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((item) => {
        const titleId = `time-off-${item.id}-title`;
        const current = isActiveBlackout(asRule(item), today);
        return (
          <li
            key={item.id}
            data-testid="time-off-item"
            aria-labelledby={titleId}
            className="flex items-start justify-between gap-3 py-4 first:pt-0 last:pb-0"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={titleId} className="font-semibold break-words text-slate-900">
                  <CalendarDays className="mr-1.5 inline size-4 align-[-2px] text-slate-500" aria-hidden="true" />
                  {timeOffDates(item)}
                </h3>
                {current ? (
                  <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                    Now
                  </span>
                ) : null}
              </div>
              <dl className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Clock className="size-4 text-slate-500" aria-hidden="true" />
                    <span className="sr-only">Times</span>
                  </dt>
                  <dd>{timeOffTimes(item)}</dd>
                </div>
                {item.recurringPattern !== "none" ? (
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <Repeat className="size-4 text-slate-500" aria-hidden="true" />
                      <span className="sr-only">Repeats</span>
                    </dt>
                    <dd>Repeats {item.recurringPattern}</dd>
                  </div>
                ) : null}
              </dl>
              {item.reason ? <p className="mt-1.5 text-sm break-words text-slate-600">{item.reason}</p> : null}
            </div>
            <button
              type="button"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 transition hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              aria-label="Delete time off"
              aria-describedby={titleId}
              title="Delete time off"
              onClick={() => onDelete(item)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
