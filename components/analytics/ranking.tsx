import type { RankedRow } from "@/lib/metrics/analytics";
import { RankedBarChart } from "./ranked-bar-chart";
import { RankedTable } from "./ranked-table";

type Props = {
  rows: RankedRow[];
  /** What one bar stands for, e.g. 'service' (the chart's accessible name). */
  subject: string;
  /** Column heading for the name, e.g. 'Service'. */
  nameHeading: string;
  caption: string;
  rowTestId: string;
  /** Said instead of the chart and table when there is nothing to rank. */
  emptyText: string;
  colour?: string;
};

/** A top five (services, staff): the bars, then the same figures as a table. */
export function Ranking({ rows, subject, nameHeading, caption, rowTestId, emptyText, colour }: Props) {
  if (rows.length === 0) return <p className="py-8 text-center text-slate-600">{emptyText}</p>;
  return (
    <>
      <RankedBarChart data={rows} subject={subject} colour={colour} />
      <RankedTable rows={rows} nameHeading={nameHeading} caption={caption} rowTestId={rowTestId} />
    </>
  );
}
