import Link from "next/link";
import { CalendarClock, StickyNote } from "lucide-react";
import { StatusBadge } from "@/components/bookings/status-badge";
import { formatDayDate, formatDayDateTime } from "@/lib/format/date-time";
import { formatDuration } from "@/lib/format/duration";
import type { StaffDayItem } from "@/lib/overview/queries";
import { groupByDay, todaysItems, type StaffDayView } from "@/lib/overview/staff-day";
import { toTimeInZone } from "@/lib/time/zoned-time";
import { lengthInMinutes } from "@/lib/time/length";

type Props = {
  view: StaffDayView;
  /** Today's and the next 7 days' appointments, in time order. */
  items: StaffDayItem[];
  /** The next appointment after now, shown when today has none. */
  next: StaffDayItem | null;
  now: Date;
  timeZone: string;
};

const count = (n: number) => `${n} appointment${n === 1 ? "" : "s"}`;

/**
 * A staff user's home: today's appointments (start–end, customer, service, notes), or with Week the
 * next 7 days as well, by day. The toggle is two links (`?view=week`), so it works before any script
 * and a reload keeps it.
 */
export function StaffDay({ view, items, next, now, timeZone }: Props) {
  const today = todaysItems(items, now, timeZone);
  const shown = view === "day" ? today : items;
  return (
    <section
      aria-labelledby="your-day-heading"
      data-testid="staff-day"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0">
          <h2 id="your-day-heading" className="text-lg font-semibold text-slate-900">
            Your Day
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {view === "day"
              ? `${formatDayDate(now, timeZone)} · ${count(today.length)}`
              : `Today and the next 7 days · ${count(items.length)}`}
          </p>
        </div>
        <ViewToggle view={view} />
      </div>

      {shown.length === 0 ? (
        <EmptyDay view={view} next={next} timeZone={timeZone} />
      ) : view === "day" ? (
        <ol className="divide-y divide-slate-100">
          {today.map((item) => (
            <AppointmentRow key={item.id} item={item} now={now} timeZone={timeZone} />
          ))}
        </ol>
      ) : (
        <div className="divide-y divide-slate-200">
          {groupByDay(items, now, timeZone).map((group) => (
            <section key={group.date} aria-labelledby={`day-${group.date}`}>
              <h3 id={`day-${group.date}`} className="bg-slate-50 px-5 py-2 text-sm font-semibold text-slate-700">
                {group.relative ? `${group.relative} · ` : ""}
                {formatDayDate(group.items[0].startsAt, timeZone)}
                <span className="font-normal text-slate-600"> · {count(group.items.length)}</span>
              </h3>
              <ol className="divide-y divide-slate-100">
                {group.items.map((item) => (
                  <AppointmentRow key={item.id} item={item} now={now} timeZone={timeZone} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

function ViewToggle({ view }: { view: StaffDayView }) {
  const option = (value: StaffDayView, label: string, href: string) => (
    <Link
      href={href}
      scroll={false}
      aria-current={view === value ? "page" : undefined}
      className={`inline-flex min-h-9 min-w-16 items-center justify-center rounded-md px-3 text-sm font-semibold transition ${
        view === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Your Day view" className="inline-flex rounded-lg bg-slate-100 p-1">
      {option("day", "Day", "/dashboard")}
      {option("week", "Week", "/dashboard?view=week")}
    </nav>
  );
}

function AppointmentRow({ item, now, timeZone }: { item: StaffDayItem; now: Date; timeZone: string }) {
  const minutes = lengthInMinutes(item);
  const underWay = item.startsAt <= now && now < item.endsAt;
  const notes = item.notes.trim();
  return (
    <li data-testid="agenda-item">
      <Link
        href={`/dashboard/bookings?highlightBooking=${item.id}`}
        className={`flex gap-4 px-5 py-4 hover:bg-slate-50 focus-visible:bg-slate-50 ${underWay ? "bg-brand-50/60" : ""}`}
      >
        <div className="w-24 shrink-0 sm:w-28">
          <p className="font-semibold text-slate-900 tabular-nums">
            <time dateTime={item.startsAt.toISOString()}>{toTimeInZone(item.startsAt, timeZone)}</time>
            <span aria-hidden="true">–</span>
            <span className="sr-only"> to </span>
            <time dateTime={item.endsAt.toISOString()}>{toTimeInZone(item.endsAt, timeZone)}</time>
          </p>
          <p className="mt-0.5 text-xs text-slate-600">{formatDuration(minutes)}</p>
          {/* On a phone the status sits under the time, so every row's name lines up the same. */}
          <p className="mt-1.5 sm:hidden">
            <StatusBadge status={item.status} />
          </p>
          {underWay ? (
            <p className="mt-1 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              Now
            </p>
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold break-words text-slate-900">{item.customerName}</p>
            <span className="hidden shrink-0 sm:inline">
              <StatusBadge status={item.status} />
            </span>
          </div>
          <p className="text-sm text-slate-700">{item.serviceName}</p>
          {notes ? (
            <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-950">
              <StickyNote className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="sr-only">Notes: </span>
                {notes}
              </span>
            </p>
          ) : null}
        </div>
      </Link>
    </li>
  );
}

function EmptyDay({ view, next, timeZone }: { view: StaffDayView; next: StaffDayItem | null; timeZone: string }) {
  return (
    <div className="flex flex-col items-center px-5 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <CalendarClock className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-3 font-semibold text-slate-900">
        {view === "day" ? "No appointments today" : "No appointments in the next 7 days"}
      </p>
      {next ? (
        <p data-testid="next-appointment" className="mt-1 text-sm text-slate-600">
          Your next appointment:{" "}
          <Link
            href={`/dashboard/bookings?highlightBooking=${next.id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {formatDayDateTime(next.startsAt, timeZone)}, {next.serviceName} with {next.customerName}
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Nothing booked with you yet.</p>
      )}
    </div>
  );
}
