/**
 * Lighthouse (mobile, its default emulation and throttling) on the public booking page and the embed,
 * against a production server that is already running:
 *
 *   npx next build && E2E_PORT=3202 ./node_modules/.bin/tsx scripts/e2e-server.ts &  (kill that PID afterwards)
 *   LIGHTHOUSE_BASE_URL=http://localhost:3202 npm run bench:lighthouse
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) in a fresh headless Chromium; the median of
 * each score is printed and written to the "Lighthouse (mobile)" section of docs/performance.md (the
 * rest of that file is kept). Audits that cost points are listed, so a regression says what to fix.
 * Not a test: figures depend on the machine's load.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const BASE_URL = (process.env.LIGHTHOUSE_BASE_URL ?? process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = ["/book/demo", "/embed/demo"];
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
} as const;
const REPORT_FILE = path.resolve("docs/performance.md");
const SECTION_TITLE = "## Lighthouse (mobile)";

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, string>;
  metricValues: Record<keyof typeof METRICS, number>;
  failing: string[];
};

async function measure(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run["scores"];
    const metrics = Object.fromEntries(
      Object.keys(METRICS).map((id) => [id, lhr.audits[id]?.displayValue ?? "?"]),
    ) as Run["metrics"];
    const metricValues = Object.fromEntries(
      Object.keys(METRICS).map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as Run["metricValues"];
    // Audits that weigh in a category and did not pass (opportunities included, informative ones not).
    const failing = new Set<string>();
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
        if (ref.weight === 0 && audit.scoreDisplayMode !== "metricSavings") continue;
        failing.add(`${id}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ""}`);
      }
    }
    return { scores, metrics, metricValues, failing: [...failing] };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function formatMetric(id: keyof typeof METRICS, value: number): string {
  if (id === "cumulative-layout-shift") return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

type Summary = { page: string; runs: Run[]; scores: Run["scores"]; metrics: Record<keyof typeof METRICS, string> };

function summarise(page: string, runs: Run[]): Summary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  ) as Run["scores"];
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as (keyof typeof METRICS)[]).map((id) => [
      id,
      formatMetric(id, median(runs.map((run) => run.metricValues[id]))),
    ]),
  ) as Summary["metrics"];
  return { page, runs, scores, metrics };
}

function table(summaries: Summary[]): string {
  const header = `| page | performance | accessibility | best practices | ${Object.values(METRICS).join(" | ")} | runs (performance) |`;
  const rule = `|${" --- |".repeat(5 + Object.keys(METRICS).length)}`;
  const rows = summaries.map(
    ({ page, runs, scores, metrics }) =>
      `| \`${page}\` | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ` +
      `${Object.values(metrics).join(" | ")} | ${runs.map((run) => run.scores.performance).join(", ")} |`,
  );
  return [header, rule, ...rows].join("\n");
}

function writeReport(summaries: Summary[], loadBefore: number): void {
  const date = new Date().toISOString().slice(0, 10);
  const load = `load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after the runs`;
  const section = [
    SECTION_TITLE,
    "",
    `Lighthouse ${lighthouseVersion()} with its default mobile emulation (Moto G Power, simulated slow 4G, 4× CPU slowdown),`,
    `headless Chromium (\`${CHROME_PATH}\`), against the production build on a fresh demo database. Median of ${RUNS} runs`,
    `per page, ${date}, on this ${os.cpus().length}-core machine (${load}; Lighthouse's simulated throttling`,
    "multiplies the CPU time it observes, so a loaded machine lowers performance, LCP and TBT most).",
    "",
    "```",
    "npx next build",
    "E2E_PORT=3202 ./node_modules/.bin/tsx scripts/e2e-server.ts & echo $!   # stop it afterwards: kill <that PID>",
    "LIGHTHOUSE_BASE_URL=http://localhost:3202 npm run bench:lighthouse",
    "```",
    "",
    table(summaries),
    "",
    "Targets: performance ≥ 95, accessibility 100, best practices 100 on both pages. The command prints each run",
    "and every audit that cost points (typically: unused and legacy JavaScript of the framework and the wizard,",
    "the two render-blocking stylesheets, and LCP, which on /book/demo is the business's description in the header",
    "and on /embed/demo a service card of the wizard).",
    "",
    "What it was: /book/demo scored 91-93 with LCP 2.8-2.9 s, 84 % of it render delay. The public site had a",
    "loading boundary (`app/site/[site]/loading.tsx`), so the page streamed a 'Loading booking page...' shell",
    "first and the real content in a later chunk, painted only after React swapped it in. The page's data is one",
    "query of a few milliseconds, so the boundary is gone: the whole page comes in the first response (LCP 2.0 s).",
    "",
  ].join("\n");
  const current = fs.existsSync(REPORT_FILE) ? fs.readFileSync(REPORT_FILE, "utf8") : "# Performance\n";
  const start = current.indexOf(`${SECTION_TITLE}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.indexOf("\n## ", start + SECTION_TITLE.length);
    next = current.slice(0, start) + section + (after === -1 ? "" : `\n${current.slice(after + 1)}`);
  }
  fs.writeFileSync(REPORT_FILE, next);
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.resolve("node_modules/lighthouse/package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

const loadBefore = os.loadavg()[0];
const summaries: Summary[] = [];
for (const page of PAGES) {
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const run = await measure(`${BASE_URL}${page}`);
    console.log(
      `${page} run ${i}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility}, ` +
        `best practices ${run.scores["best-practices"]} (${Object.entries(run.metrics)
          .map(([id, value]) => `${METRICS[id as keyof typeof METRICS]} ${value}`)
          .join(", ")})`,
    );
    for (const line of run.failing) console.log(`    ${line}`);
    runs.push(run);
  }
  summaries.push(summarise(page, runs));
}
console.log(`\n${table(summaries)}`);
if (process.env.LIGHTHOUSE_WRITE !== "false") {
  writeReport(summaries, loadBefore);
  console.log(`\nWritten to ${path.relative(process.cwd(), REPORT_FILE)} (${SECTION_TITLE.slice(3)}).`);
}
