import Link from "next/link";
import { StatusBadge } from "@/components/bookings/status-badge";
import type { AgendaItem } from "@/lib/overview/queries";
import { toTimeInZone } from "@/lib/time/zoned-time";

type Props = {
  title: string;
  description: string;
  emptyText: string;
  items: AgendaItem[];
  timeZone: string;
};

/** The business's appointments today in time order: time, customer, service, staff and status, each linking to the booking. */
export function Agenda({ title, description, emptyText, items, timeZone }: Props) {
  return (
    <section
      aria-labelledby="agenda-heading"
      data-testid="agenda"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id="agenda-heading" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{description}</p>
      </div>
      {items.length === 0 ? (
        <p className="px-5 py-8 text-center text-slate-600">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} data-testid="agenda-item">
              <Link
                href={`/dashboard/bookings?highlightBooking=${item.id}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="w-full font-semibold tabular-nums text-slate-900 sm:w-auto sm:min-w-14">
                  {toTimeInZone(item.startsAt, timeZone)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{item.customerName}</span>
                  <span className="block text-sm text-slate-600">
                    {item.serviceName}
                    {item.staffName ? ` with ${item.staffName}` : ""}
                  </span>
                </span>
                <StatusBadge status={item.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
