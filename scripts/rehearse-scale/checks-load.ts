import { spawn } from "node:child_process";
import path from "node:path";
import type { CheckResult, RehearsalContext } from "./context";
import { addressFor, availabilityUrl, postBooking, type BookingAnswer, type Slot } from "./http";
import { log } from "./processes";

/** e. Concurrent attempts at one staff member's start time, alternating A and B: exactly one books it. */
export async function checkNoDoubleBooking(ctx: RehearsalContext, slot: Slot, attempts = 200): Promise<CheckResult> {
  const answers = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      postBooking(
        i % 2 ? ctx.b : ctx.a,
        {
          serviceId: ctx.target.serviceId,
          ...slot,
          customerName: `Race ${i}`,
          customerEmail: `race-${i}@rehearsal.test`,
        },
        addressFor(6, i),
      ),
    ),
  );
  const created = answers.filter((answer) => answer.status === 201);
  const taken = answers.filter((answer) => answer.status === 409 && answer.code === "slot_taken").length;
  const other = tally(answers.filter((answer) => answer.status !== 201 && answer.code !== "slot_taken"));
  const [{ live }] = await ctx.sql<{ live: number }[]>`
    select count(*)::int as live from bookings b
    where b.staff_id = ${slot.staffId} and b.status <> 'cancelled'
      and b.starts_at = (select starts_at from bookings where customer_email like 'race-%@rehearsal.test' limit 1)`;
  const [{ raced }] = await ctx.sql<{ raced: number }[]>`
    select count(*)::int as raced from bookings where customer_email like 'race-%@rehearsal.test'`;
  return {
    id: "e",
    name: "0 double bookings",
    pass: created.length === 1 && taken === attempts - 1 && live === 1 && raced === 1,
    figures:
      `${attempts} concurrent attempts (A/B alternately) for ${slot.date} ${slot.time}: ${created.length} × 201, ` +
      `${taken} × 409 slot_taken${other ? `, other: ${other}` : ""}; live bookings for the slot: ${live}`,
  };
}

function tally(answers: BookingAnswer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers)
    counts.set(`${a.status} ${a.code ?? ""}`.trim(), (counts.get(`${a.status} ${a.code ?? ""}`.trim()) ?? 0) + 1);
  return [...counts].map(([key, n]) => `${key} × ${n}`).join(", ");
}

type Sent = { email: string; startedAt: number; answeredAt: number; answer: BookingAnswer };

/**
 * f. A stream of bookings through nginx; instance A is SIGKILLed part-way. Every 2xx must be in the
 * database; every booking in the database was answered 2xx or was in flight at the kill; later requests
 * all succeed through B.
 */
export async function checkKillLosesNothing(ctx: RehearsalContext, slots: Slot[], inFlight = 10): Promise<CheckResult> {
  const sent: Sent[] = [];
  let next = 0;
  let killAt = 0;
  // SIGKILL is sent at killAt; the process is gone (its exit seen) at deadAt.
  let deadAt = Number.POSITIVE_INFINITY;
  let killing: Promise<void> | null = null;
  const killAfter = Math.floor(slots.length / 3);
  const worker = async () => {
    while (next < slots.length) {
      const i = next++;
      const email = `stream-${i}@rehearsal.test`;
      const startedAt = performance.now();
      const answer = await postBooking(
        ctx.nginx,
        { serviceId: ctx.target.serviceId, ...slots[i], customerName: `Stream ${i}`, customerEmail: email },
        addressFor(7, i),
      );
      sent.push({ email, startedAt, answeredAt: performance.now(), answer });
      if (sent.length === killAfter && !killing) {
        killAt = performance.now();
        log(`${sent.length} answered: SIGKILL instance A (pid ${ctx.processes.get("app-a").pid})`);
        killing = ctx.processes.kill("app-a").then(() => {
          deadAt = performance.now();
        });
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  await killing;

  const rows = await ctx.sql<{ id: string; customer_email: string }[]>`
    select id, customer_email from bookings where customer_email like 'stream-%@rehearsal.test'`;
  const booked = new Map(rows.map((row) => [row.customer_email, row.id]));
  const ok = (s: Sent) => s.answer.status === 201;
  const inFlightAtKill = (s: Sent) => s.startedAt <= deadAt && s.answeredAt >= killAt;
  const confirmed = sent.filter(ok);
  // A 201 whose body the kill cut off (no booking id read) still means committed: found by its email.
  const cutOff = confirmed.filter((s) => !s.answer.bookingId).length;
  const lost = confirmed.filter(
    (s) => !booked.has(s.email) || (s.answer.bookingId && booked.get(s.email) !== s.answer.bookingId),
  );
  const bookedUnanswered = sent.filter((s) => !ok(s) && booked.has(s.email));
  const unexplained = bookedUnanswered.filter((s) => !inFlightAtKill(s));
  const afterKill = sent.filter((s) => s.startedAt > deadAt);
  const afterKillFailed = afterKill.filter((s) => !ok(s));
  const failedInFlight = sent.filter((s) => !ok(s) && inFlightAtKill(s)).length;
  return {
    id: "f",
    name: "Killing A loses no confirmed booking",
    pass: killAt > 0 && lost.length === 0 && unexplained.length === 0 && afterKillFailed.length === 0,
    figures:
      `${slots.length} bookings through nginx, ${inFlight} in flight, A killed after ${killAfter} answers ` +
      `(gone ${(deadAt - killAt).toFixed(0)} ms after SIGKILL); ` +
      `${confirmed.length} × 201 (${cutOff} with the body cut off), ` +
      `all in the database: ${lost.length === 0 ? "yes" : `NO, ${lost.length} missing (${lost.map((l) => l.email).join(", ")})`}; ` +
      `${failedInFlight} in flight at the kill failed (${tally(sent.filter((s) => !ok(s)).map((s) => s.answer))}), ` +
      `${bookedUnanswered.length} of them booked anyway; ${unexplained.length} booked but neither 2xx nor in flight; ` +
      `after the kill: ${afterKill.length - afterKillFailed.length}/${afterKill.length} succeeded through B`,
  };
}

type CannonRun = { requestsPerSecond: number; errors: number; non2xx: number; statuses: string };

function runAutocannon(url: string, seconds: number, connections: number): Promise<CannonRun> {
  const bin = path.resolve("node_modules/.bin/autocannon");
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ["-c", String(connections), "-d", String(seconds), "-j", url], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => {
      try {
        const result = JSON.parse(out) as {
          requests: { average: number };
          errors: number;
          timeouts: number;
          non2xx: number;
          statusCodeStats?: Record<string, { count: number }>;
        };
        resolve({
          requestsPerSecond: result.requests.average,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          statuses: Object.entries(result.statusCodeStats ?? {})
            .map(([code, { count }]) => `${code}×${count}`)
            .join(" "),
        });
      } catch (error) {
        reject(new Error(`autocannon gave no result for ${url}: ${String(error)}`));
      }
    });
  });
}

export type Throughput = { endpoint: string; two: number; one: number; ratio: number };

/** g. req/s through nginx over both servers (3420) and over A alone (3423), rounds interleaved. */
export async function checkThroughput(
  ctx: RehearsalContext,
  options = { seconds: 6, rounds: 2, connections: 20 },
): Promise<CheckResult & { table: Throughput[] }> {
  const endpoints = [
    { endpoint: "availability API", path: availabilityUrl("", ctx.target.serviceId, ctx.target.staffIds[0]) },
    { endpoint: "/book/demo", path: "/book/demo" },
  ];
  const table: Throughput[] = [];
  let failures = 0;
  for (const { endpoint, path: urlPath } of endpoints) {
    const sums = { two: 0, one: 0 };
    for (let round = 0; round < options.rounds; round++) {
      for (const [which, base] of [
        ["two", ctx.nginx],
        ["one", ctx.nginxOne],
      ] as const) {
        const run = await runAutocannon(`${base}${urlPath}`, options.seconds, options.connections);
        failures += run.errors + run.non2xx;
        sums[which] += run.requestsPerSecond;
        log(
          `  ${endpoint} via ${which === "two" ? "both" : "A only"}: ${run.requestsPerSecond.toFixed(1)} req/s ` +
            `(${run.statuses}, ${run.errors} errors)`,
        );
      }
    }
    const two = sums.two / options.rounds;
    const one = sums.one / options.rounds;
    table.push({ endpoint, two, one, ratio: one > 0 ? two / one : 0 });
  }
  return {
    id: "g",
    name: "Throughput, two instances vs one",
    pass: failures === 0 && table.every((row) => row.two > 0 && row.one > 0),
    figures:
      table
        .map(
          (row) => `${row.endpoint}: ${row.two.toFixed(1)} vs ${row.one.toFixed(1)} req/s (×${row.ratio.toFixed(2)})`,
        )
        .join("; ") +
      ` — ${options.connections} connections, ${options.seconds} s × ${options.rounds} rounds; errors/non-2xx: ${failures}`,
    table,
  };
}
