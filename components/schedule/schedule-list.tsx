import Link from "next/link";
import { StatusBadge } from "@/components/bookings/status-badge";
import { formatDateButton } from "@/lib/format/booking-date";
import type { ScheduleModel } from "./types";

/**
 * The same appointments as a list (the grid's alternative for screen readers and small screens): by staff
 * member and day, each with its time, customer, service and status, linking to the booking.
 */
export function ScheduleList({ model }: { model: ScheduleModel }) {
  const groups = model.columns.filter((column) => column.appointments.length > 0);
  return (
    <section
      aria-labelledby="schedule-list-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="schedule-list-heading" className="text-base font-semibold text-slate-900">
        Appointments list
      </h2>
      {groups.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="schedule-empty">
          {model.view === "day" ? "No appointments on this day." : "No appointments this week."}
        </p>
      ) : (
        <div className="mt-2 space-y-4">
          {groups.map((column) => {
            const { weekday, day, month } = formatDateButton(column.date);
            return (
              <div key={column.key}>
                <h3 className="text-sm font-semibold text-slate-700">
                  {column.staffName} · {weekday} {day} {month}
                </h3>
                <ul className="mt-1 divide-y divide-slate-100" data-testid="schedule-list">
                  {column.appointments.map((item) => (
                    <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                      <span className="w-24 shrink-0 font-medium text-slate-900 tabular-nums">{item.timeLabel}</span>
                      <Link
                        href={`/dashboard/bookings?highlightBooking=${item.id}`}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {item.customerName}
                      </Link>
                      <span className="text-slate-700">{item.serviceName}</span>
                      {item.visit ? (
                        <span className="text-xs text-violet-800">
                          Visit · service {item.visit.position} of {item.visit.services.length}
                        </span>
                      ) : null}
                      <StatusBadge status={item.status} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
