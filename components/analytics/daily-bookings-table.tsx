import { format, parseISO } from "date-fns";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { DailyCount } from "@/lib/metrics/analytics";
import { formatCount } from "@/lib/format/count";

const COLUMNS: Column<DailyCount>[] = [
  {
    header: "Date",
    rowHeader: true,
    className: "font-normal",
    cell: (day) => format(parseISO(day.date), "EEE dd/MM/yyyy"),
  },
  { header: "Bookings", numeric: true, cell: (day) => formatCount(day.count) },
];

/** Bookings per day as a table, folded away under the chart (keyboard and screen-reader friendly). */
export function DailyBookingsTable({ data }: { data: DailyCount[] }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">Show bookings per day</summary>
      <DataTable
        variant="compact"
        className="mt-2"
        caption="Bookings per day"
        columns={COLUMNS}
        rows={data}
        rowKey={(day) => day.date}
        rowTestId="daily-bookings"
        rowProps={(day) => ({ "data-date": day.date })}
      />
    </details>
  );
}
