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
  // pg-boss turns a due cron tick into one "send-it" job (singleton per queue and minute, whichever instance's
  // clock saw the tick), and that job, when worked, sends the queue's job. So the ticks are the send-it jobs, and
  // a tick run twice would show as more jobs than ticks. (Grouping the queue's jobs by the minute they were
  // created is not the same: a tick sent late lands in the next tick's minute.)
  const rows = await ctx.sql<{ queue: string; ticks: number; sent: number; jobs: number }[]>`
    with every_job as (
      select name, state, data from ${ctx.sql(JOB_SCHEMA)}.job
      union all
      select name, state, data from ${ctx.sql(JOB_SCHEMA)}.archive
    ), tick as (
      select data->>'name' as queue, count(*)::int as ticks, count(*) filter (where state = 'completed')::int as sent
      from every_job where name = '__pgboss__send-it' group by 1
    ), queue_job as (
      select name as queue, count(*)::int as jobs from every_job where name in ${ctx.sql(queues)} group by 1
    )
    select q.queue, coalesce(t.ticks, 0) as ticks, coalesce(t.sent, 0) as sent, coalesce(j.jobs, 0) as jobs
    from unnest(${queues}::text[]) as q(queue)
    left join tick t on t.queue = q.queue
    left join queue_job j on j.queue = q.queue
    order by q.queue`;
  return {
    id: "d2",
    name: "Each cron tick runs once",
    // Every tick sent is one job; a tick whose send-it job is still being worked may have sent its job already.
    pass: rows.every((row) => row.ticks >= 1 && row.jobs >= row.sent && row.jobs <= row.ticks),
    figures: rows
      .map((row) => `${row.queue}: ${row.ticks} minute ticks (${row.sent} sent), ${row.jobs} jobs`)
      .join("; "),
  };
}
