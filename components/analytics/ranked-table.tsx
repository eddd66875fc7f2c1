import { DataTable, type Column } from "@/components/ui/data-table";
import { formatPence } from "@/lib/format/money";
import type { RankedRow } from "@/lib/metrics/analytics";
import { formatCount } from "@/lib/format/count";

type Props = {
  rows: RankedRow[];
  /** Column heading for the name, e.g. 'Service' or 'Staff member'. */
  nameHeading: string;
  caption: string;
  rowTestId: string;
};

/** The figures behind a ranked chart: name, bookings and revenue (completed bookings), largest first. */
export function RankedTable({ rows, nameHeading, caption, rowTestId }: Props) {
  const columns: Column<RankedRow>[] = [
    { header: nameHeading, rowHeader: true, cell: (row) => row.name },
    { header: "Bookings", numeric: true, cell: (row) => formatCount(row.bookings) },
    { header: "Revenue", numeric: true, cell: (row) => formatPence(row.revenuePence) },
  ];
  return (
    <DataTable
      variant="compact"
      className="mt-4"
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.name}
      rowTestId={rowTestId}
    />
  );
}
