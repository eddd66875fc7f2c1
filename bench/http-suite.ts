/**
 * Part (b) of `npm run bench:all`: autocannon against the product's production build and the reference app,
 * 20 connections, interleaved rounds (each round runs every target once, in the same order), a warm-up per
 * target before the first round.
 */
import autocannon from "autocannon";
import { businessFeedUrl } from "@/lib/calendar/feed-urls";
import type { ProductData } from "./support/product-data";
import { checkTarget, emptyResult, formatNumber, mean, median, type PartResult } from "./support/report";
import { SERVER_PROCESSES } from "./support/server";

const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;

type HttpTarget = {
  name: string;
  origin: string;
  /** One path, or several requested in turn. */
  paths: string[];
  headers?: Record<string, string>;
  reference?: string;
  minRatio?: number;
  maxP50Ms?: number;
};

type Sample = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  completed: number;
};

async function measure(target: HttpTarget, seconds: number, connections = CONNECTIONS): Promise<Sample> {
  let next = 0;
  const result = await autocannon({
    url: `${target.origin}${target.paths[0]}`,
    connections,
    duration: seconds,
    headers: target.headers,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: target.paths[next++ % target.paths.length] }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    completed: result["2xx"] + result.non2xx,
  };
}

export type HttpSuiteInput = {
  productOrigin: string;
  referenceOrigin: string;
  data: ProductData;
  /** The Cookie header of the signed-in owner of the 50,000-booking business. */
  ownerCookie: string;
  seconds: number;
  rounds: number;
};

export function listHttpTargets({ productOrigin, referenceOrigin, data, ownerCookie }: HttpSuiteInput): HttpTarget[] {
  const signedIn = { cookie: ownerCookie };
  const icalUrl = new URL(businessFeedUrl(productOrigin, data.ical.businessId, data.ical.token));
  return [
    { name: "reference: bare route (JSON)", origin: referenceOrigin, paths: ["/api/bare"] },
    { name: "reference: route + 3 DB round trips", origin: referenceOrigin, paths: ["/api/db"] },
    { name: "reference: bare dynamic page", origin: referenceOrigin, paths: ["/page"] },
    {
      name: "availability (demo)",
      origin: productOrigin,
      paths: data.demoPairs.map(
        (pair) => `/api/public/businesses/demo/availability?serviceId=${pair.serviceId}&staffId=${pair.staffId}`,
      ),
      reference: "reference: route + 3 DB round trips",
      minRatio: 0.5,
    },
    {
      name: "/book/demo",
      origin: productOrigin,
      paths: ["/book/demo"],
      reference: "reference: bare dynamic page",
      minRatio: 0.6,
    },
    {
      name: "/embed/demo",
      origin: productOrigin,
      paths: ["/embed/demo"],
      reference: "reference: bare dynamic page",
      minRatio: 0.6,
    },
    // What the kept copy saves: a query string makes the proxy render the same page for the visit (its data from the
    // business cache). No target: for comparison only.
    {
      name: "/book/demo rendered per visit",
      origin: productOrigin,
      paths: ["/book/demo?per-visit"],
      reference: "reference: bare dynamic page",
    },
    {
      name: "/embed/demo rendered per visit",
      origin: productOrigin,
      paths: ["/embed/demo?per-visit"],
      reference: "reference: bare dynamic page",
    },
    {
      name: "iCal feed, 1,000 bookings",
      origin: productOrigin,
      paths: [icalUrl.pathname + icalUrl.search],
      maxP50Ms: 50,
    },
    {
      // As calendar clients fetch it; Next gzips the ~300 kB on every 200 (route handlers cannot serve a stored
      // gzip: Next 16 drops their Content-Encoding header).
      name: "iCal feed, 1,000 bookings, gzip",
      origin: productOrigin,
      paths: [icalUrl.pathname + icalUrl.search],
      headers: { "accept-encoding": "gzip" },
    },
    {
      name: "/dashboard/bookings (50,000 bookings)",
      origin: productOrigin,
      paths: ["/dashboard/bookings"],
      headers: signedIn,
      maxP50Ms: 150,
    },
    {
      name: "/dashboard/calendar (50,000 bookings)",
      origin: productOrigin,
      paths: ["/dashboard/calendar"],
      headers: signedIn,
      maxP50Ms: 150,
    },
    {
      name: "/dashboard/schedule (50,000 bookings)",
      origin: productOrigin,
      paths: ["/dashboard/schedule"],
      headers: signedIn,
    },
  ];
}

export async function runHttpSuite(input: HttpSuiteInput): Promise<PartResult> {
  const result = emptyResult();
  const only = process.env.BENCH_TARGETS?.split(",").map((name) => name.trim());
  const targets = listHttpTargets(input).filter((target) => !only || only.includes(target.name));
  for (const target of targets) {
    process.stdout.write(`  warm-up ${target.name}\n`);
    await measure(target, WARM_UP_SECONDS);
  }
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= input.rounds; round++) {
    for (const target of targets) {
      const sample = await measure(target, input.seconds);
      samples.get(target.name)!.push(sample);
      process.stdout.write(
        `  round ${round} ${target.name}: ${sample.requestsPerSecond.toFixed(0)} req/s, p50 ${sample.p50} ms, non-2xx ${sample.non2xx}\n`,
      );
    }
  }

  // What one person waits when nobody else is asking: the same targets, one connection, one round.
  const alone = new Map<string, Sample>();
  for (const target of targets) {
    const sample = await measure(target, input.seconds, 1);
    alone.set(target.name, sample);
    process.stdout.write(`  1 connection ${target.name}: p50 ${sample.p50} ms, non-2xx ${sample.non2xx}\n`);
  }

  const summary = new Map(
    targets.map((t) => {
      const list = samples.get(t.name)!;
      return [
        t.name,
        {
          requestsPerSecond: mean(list.map((s) => s.requestsPerSecond)),
          p50: median(list.map((s) => s.p50)),
          p99: median(list.map((s) => s.p99)),
          non2xx: list.reduce((sum, s) => sum + s.non2xx, 0),
          errors: list.reduce((sum, s) => sum + s.errors, 0),
          completed: list.reduce((sum, s) => sum + s.completed, 0),
        },
      ];
    }),
  );
  const rows: string[][] = [];
  for (const target of targets) {
    const s = summary.get(target.name)!;
    const reference = target.reference ? (summary.get(target.reference) ?? null) : null;
    const ratio = reference ? s.requestsPerSecond / reference.requestsPerSecond : NaN;
    let targetCell = "";
    if (target.minRatio !== undefined) {
      const passed = ratio >= target.minRatio;
      targetCell = `ratio ≥ ${target.minRatio}: ${passed ? "PASS" : "MISS"}`;
      result.targets.push(checkTarget(`${target.name} ratio ≥ ${target.minRatio}`, passed, formatNumber(ratio, 2)));
    }
    if (target.maxP50Ms !== undefined) {
      const passed = s.completed > 0 && s.p50 < target.maxP50Ms;
      targetCell = `p50 < ${target.maxP50Ms} ms: ${passed ? "PASS" : "MISS"}`;
      result.targets.push(
        checkTarget(`${target.name} p50 < ${target.maxP50Ms} ms`, passed, `${formatNumber(s.p50)} ms`),
      );
    }
    if (s.completed === 0) result.failures.push(`${target.name}: no request completed within a round`);
    if (s.non2xx > 0 || s.errors > 0) {
      result.failures.push(`${target.name}: ${s.non2xx} non-2xx answers, ${s.errors} errors/timeouts`);
    }
    const single = alone.get(target.name)!;
    if (single.non2xx > 0 || single.errors > 0) {
      result.failures.push(`${target.name}, 1 connection: ${single.non2xx} non-2xx answers, ${single.errors} errors`);
    }
    rows.push([
      target.name,
      formatNumber(s.requestsPerSecond),
      formatNumber(s.p50),
      formatNumber(s.p99),
      formatNumber(single.p50),
      String(s.non2xx + s.errors),
      reference ? formatNumber(ratio, 2) : "",
      targetCell,
    ]);
  }
  result.tables.push({
    title: "(b) HTTP, autocannon",
    note:
      `${CONNECTIONS} connections, ${input.rounds} interleaved rounds of ${input.seconds} s (a ${WARM_UP_SECONDS} s warm-up per target first); ` +
      "req/s is the mean of the rounds, p50/p99 the median of the rounds' values; the ratio is req/s over the reference's. " +
      "With 20 connections on 2 cores the server is always busy, so p50 is mostly waiting in line (about 20 ÷ req/s); " +
      `"p50, 1 connection" is one more round of ${input.seconds} s with a single connection: what one person waits. ` +
      "The p50 targets are checked at 20 connections, as the issue sets them. " +
      `Production builds on PostgreSQL, each app started as \`npm start\` starts it (scripts/serve.ts): ${SERVER_PROCESSES} ` +
      `server ${SERVER_PROCESSES === 1 ? "process" : "processes"} on its port (BENCH_PROCESSES; one per core by default), ` +
      "the product and the reference app alike.",
    headers: [
      "target",
      "req/s",
      "p50 ms",
      "p99 ms",
      "p50 ms, 1 connection",
      "non-2xx + errors",
      "ratio to reference",
      "target",
    ],
    rows,
  });
  return result;
}
