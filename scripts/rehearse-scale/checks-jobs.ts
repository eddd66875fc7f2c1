import { JOB_SCHEMA } from "@/lib/jobs/boss";
import { JOB_QUEUES } from "@/lib/jobs/queues";
import type { CheckResult, RehearsalContext } from "./context";
import { addressFor, postBooking, type Slot } from "./http";
import { sleep } from "./processes";

type OutboxRow = { message_id: string; to_address: string; status: string; attempts: number };

/**
 * d (mail). Bookings split over A and B; both servers run the mail worker against one outbox; each
 * confirmation must reach the SMTP sink exactly once, on its first attempt.
 */
export async function checkMailOnce(ctx: RehearsalContext, slots: Slot[]): Promise<CheckResult> {
  const answers = await Promise.all(
    slots.map((slot, i) =>
      postBooking(
        i % 2 ? ctx.b : ctx.a,
        {
          serviceId: ctx.target.serviceId,
          ...slot,
          customerName: `Jobs ${i}`,
          customerEmail: `jobs-${i}@rehearsal.test`,
        },
        addressFor(5, i),
      ),
    ),
  );
  const created = answers.filter((answer) => answer.status === 201).length;

  const started = performance.now();
  let rows: OutboxRow[] = [];
  while (performance.now() - started < 90_000) {
    rows = await ctx.sql<OutboxRow[]>`
      select message_id, to_address, status, attempts from mail_outbox where to_address like 'jobs-%@rehearsal.test'`;
    if (rows.length >= created && rows.every((row) => row.status === "sent")) break;
    await sleep(500);
  }
  const drainedMs = performance.now() - started;
  // Time for a second sender to deliver a duplicate, had the claim let it.
  await sleep(3_000);
  const counts = ctx.smtp.countsByMessageId();
  const all = await ctx.sql<OutboxRow[]>`select message_id, to_address, status, attempts from mail_outbox`;
  const sent = all.filter((row) => row.status === "sent");
  const duplicated = sent.filter((row) => (counts.get(row.message_id) ?? 0) !== 1);
  const unknown = [...counts.keys()].filter((id) => !all.some((row) => row.message_id === id));
  const confirmations = rows.filter((row) => row.status === "sent" && counts.get(row.message_id) === 1);
  const retried = rows.filter((row) => row.attempts !== 1).length;

  return {
    id: "d1",
    name: "Each mail sent once",
    pass:
      created === slots.length &&
      confirmations.length === rows.length &&
      rows.length >= created &&
      duplicated.length === 0 &&
      unknown.length === 0 &&
      retried === 0,
    figures:
      `${created}/${slots.length} bookings (A/B alternately); ${rows.length} customer confirmations, ` +
      `${confirmations.length} received exactly once, all sent within ${(drainedMs / 1000).toFixed(1)} s; ` +
      `attempts ≠ 1: ${retried}; whole outbox: ${sent.length} sent, ${duplicated.length} not received exactly once, ` +
      `${ctx.smtp.received.length} received in all, ${unknown.length} not in the outbox`,
  };
}

/** d (cron). pg-boss queues one job per cron tick for the installation, whatever the number of servers. */
export async function checkCronOnce(ctx: RehearsalContext): Promise<CheckResult> {
  const queues = [JOB_QUEUES.busyCalendars, JOB_QUEUES.reminders];
  const ticks = await ctx.sql<{ name: string; tick: Date; jobs: number }[]>`
    select name, date_trunc('minute', created_on) as tick, count(*)::int as jobs
    from (
      select name, created_on from ${ctx.sql(JOB_SCHEMA)}.job where name in ${ctx.sql(queues)}
      union all
      select name, created_on from ${ctx.sql(JOB_SCHEMA)}.archive where name in ${ctx.sql(queues)}
    ) j
    group by 1, 2 order by 1, 2`;
  const summary = queues.map((queue) => {
    const mine = ticks.filter((row) => row.name === queue);
    return { queue, ticks: mine.length, max: Math.max(0, ...mine.map((row) => row.jobs)) };
  });
  return {
    id: "d2",
    name: "Each cron tick runs once",
    pass: summary.every((s) => s.ticks >= 1 && s.max === 1),
    figures: summary.map((s) => `${s.queue}: ${s.ticks} minute ticks, at most ${s.max} job per tick`).join("; "),
  };
}
