import { performance } from "node:perf_hooks";
/** Tables and target checks shared by the parts of `npm run bench:all`. */

export type Table = { title: string; note?: string; headers: string[]; rows: string[][] };

export type TargetCheck = { name: string; passed: boolean; detail: string };

/** One part's outcome: its tables, its targets, and failures that make the run invalid (not just a miss). */
export type PartResult = { tables: Table[]; targets: TargetCheck[]; failures: string[] };

export function emptyResult(): PartResult {
  return { tables: [], targets: [], failures: [] };
}

/** A Markdown table (also what the console shows). */
export function formatTable(table: Table): string {
  const escape = (cell: string) => cell.replace(/\|/g, "\\|");
  const lines = [
    `| ${table.headers.map(escape).join(" | ")} |`,
    `|${table.headers.map(() => "---").join("|")}|`,
    ...table.rows.map((row) => `| ${row.map(escape).join(" | ")} |`),
  ];
  return [`### ${table.title}`, "", ...(table.note ? [table.note, ""] : []), ...lines].join("\n");
}

export function checkTarget(name: string, passed: boolean, detail: string): TargetCheck {
  return { name, passed, detail };
}

export function passMiss(passed: boolean): string {
  return passed ? "PASS" : "MISS";
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** A number with thousands separators and `digits` decimals. */
export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return "n/a";
  return value.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Median time of `compute` (ms) after a warm-up: at least 30 runs, then until `seconds` pass (at most 5,000). */
export function timeIt(compute: () => unknown, seconds: number): { ms: number; runs: number } {
  for (let i = 0; i < 20; i++) compute(); // warm-up
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (samples.length < 30 || (performance.now() < deadline && samples.length < 5000)) {
    const started = performance.now();
    compute();
    samples.push(performance.now() - started);
  }
  return { ms: median(samples), runs: samples.length };
}
