import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type Column } from "@/components/ui/data-table";

type Row = { name: string; count: number };
const columns: Column<Row>[] = [
  { header: "Name", rowHeader: true, cell: (row) => row.name },
  { header: "Count", numeric: true, cell: (row) => String(row.count) },
];

describe("DataTable", () => {
  it("captions the table, names each row by its row header and puts figures on the right", () => {
    const html = renderToStaticMarkup(
      createElement(DataTable<Row>, {
        caption: "Counts",
        columns,
        rows: [{ name: "Ann", count: 3 }],
        rowKey: (row) => row.name,
        rowTestId: "count-row",
        rowProps: (row) => ({ "data-name": row.name }),
        variant: "compact",
      }),
    );
    expect(html).toContain('<caption class="sr-only">Counts</caption>');
    expect(html).toContain('<th scope="col" class="py-2 pr-3 font-medium last:pr-0 text-right">Count</th>');
    expect(html).toMatch(/<tr data-testid="count-row" class="text-slate-900" data-name="Ann">/);
    expect(html).toContain('<th scope="row" class="py-2 pr-3 last:pr-0 font-medium">Ann</th>');
    expect(html).toContain('<td class="py-2 pr-3 last:pr-0 text-right tabular-nums">3</td>');
  });
});
