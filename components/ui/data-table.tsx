export type Column<Row> = {
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** A figure: right-aligned, in digits of one width so the column lines up. */
  numeric?: boolean;
  /** The cell that names the row, read out with each of its other cells (a row header). */
  rowHeader?: boolean;
  /** The column's own cell classes (width, wrapping, colour). */
  className?: string;
};

type Props<Row> = {
  /** Read out before the table; not shown. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: string;
  /** More attributes of a row (a highlight class, data-* for tests). */
  rowProps?: (row: Row) => React.ComponentProps<"tr"> & { [data: `data-${string}`]: string };
  /**
   * `panel`: a list of its own (upper-case headings on a grey band, roomy cells, rows lit on hover);
   * `compact`: the figures beside a chart or a card.
   */
  variant?: "panel" | "compact";
  className?: string;
  /**
   * Phone-friendly: the table only from the md breakpoint up, in this box; below it a list of cards
   * (`card` renders each <li>), named like the table.
   */
  phone?: { box: React.ComponentProps<"div">; listClassName: string; card: (row: Row) => React.ReactNode };
};

const STYLES = {
  panel: {
    head: "border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase",
    headCell: "px-4 py-3 whitespace-nowrap",
    cell: "px-4 py-3",
    row: "hover:bg-slate-50",
  },
  compact: {
    head: "border-b border-slate-200 text-slate-600",
    headCell: "py-2 pr-3 font-medium last:pr-0",
    cell: "py-2 pr-3 last:pr-0",
    row: "text-slate-900",
  },
} as const;

/** The one table of the dashboard's lists and figures: aligned columns, figures on the right. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  variant = "panel",
  className = "",
  phone,
}: Props<Row>) {
  const style = STYLES[variant];
  const cellClass = (column: Column<Row>, base: string) =>
    [base, column.numeric ? "text-right tabular-nums" : "", column.className ?? ""].filter(Boolean).join(" ");
  const table = (
    <table className={`w-full text-left text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className={style.head}>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={`${style.headCell}${column.numeric ? " text-right" : ""}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => {
          const { className: rowClass, ...attributes } = rowProps?.(row) ?? {};
          return (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              className={`${style.row}${rowClass ? ` ${rowClass}` : ""}`}
              {...attributes}
            >
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className={cellClass(column, `${style.cell} font-medium`)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cellClass(column, style.cell)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  if (!phone) return table;
  const { className: boxClass, ...box } = phone.box;
  return (
    <>
      <div className={`hidden md:block ${boxClass ?? ""}`} {...box}>
        {table}
      </div>
      <ul className={`md:hidden ${phone.listClassName}`} aria-label={caption}>
        {rows.map(phone.card)}
      </ul>
    </>
  );
}
