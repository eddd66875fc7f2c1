import { DataTable, type Column } from "@/components/ui/data-table";
import { formatCount } from "@/lib/format/count";
import { formatDuration } from "@/lib/format/duration";
import { formatPence } from "@/lib/format/money";
import { formatPercent } from "@/lib/metrics/analytics";
import type { BookedAhead } from "@/lib/metrics/booked-ahead";
import { ChartCard } from "./chart-card";

type StaffRow = BookedAhead["staff"][number];

const STAFF_COLUMNS: Column<StaffRow>[] = [
  { header: "Staff member", rowHeader: true, className: "break-words", cell: (row) => row.name },
  { header: "Appointments", numeric: true, cell: (row) => formatCount(row.bookings) },
  { header: "Booked time", numeric: true, cell: (row) => formatDuration(row.minutes) },
  {
    header: "Utilisation",
    numeric: true,
    cell: (row) => (row.utilisationPercent === null ? "—" : formatPercent(row.utilisationPercent)),
  },
];

type Props = { bookedAhead: BookedAhead; periodDays: number; untilLabel: string };

/**
 * What is booked for the coming days, beside the period's completed figures: appointments, their value and
 * each staff member's booked share of their working hours. Every figure says what it counts.
 */
export function BookedAheadCard({ bookedAhead, periodDays, untilLabel }: Props) {
  const figures = [
    {
      label: "Booked appointments",
      value: formatCount(bookedAhead.bookings),
      description: "Pending and confirmed, starting from now on",
    },
    {
      label: "Booked revenue",
      value: formatPence(bookedAhead.revenuePence),
      description: "Their prices, before they are completed",
    },
  ];
  return (
    <ChartCard id="booked-ahead" title="Booked Ahead" description={`The next ${periodDays} days, to ${untilLabel}.`}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        {figures.map((figure) => (
          <div key={figure.label} data-testid="booked-ahead-figure" className="min-w-0 rounded-xl bg-slate-50 p-4">
            <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{figure.value}</dd>
            <dd className="mt-1 text-xs text-slate-600">{figure.description}</dd>
          </div>
        ))}
      </dl>
      {bookedAhead.staff.length === 0 ? (
        <p className="py-6 text-center text-slate-600">No staff members yet</p>
      ) : (
        <DataTable
          variant="compact"
          className="mt-4"
          caption="Booked ahead by staff member"
          columns={STAFF_COLUMNS}
          rows={bookedAhead.staff}
          rowKey={(row) => row.staffId ?? row.name}
          rowTestId="booked-ahead-staff"
        />
      )}
      <p className="mt-3 text-xs text-slate-600">
        Utilisation: booked time as a share of their working hours (their own hours within your opening hours; days off
        you have blocked still count as working time).
      </p>
    </ChartCard>
  );
}
