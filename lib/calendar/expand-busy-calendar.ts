import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { BusyExpansion, BusyExpansionOptions } from "./busy-events";
import { decodeIntervals, type BusyExpansionReply, type BusyExpansionRequest } from "./busy-expansion-protocol";
import { BUSY_FETCH_MESSAGES, BusyCalendarError } from "./fetch-busy-calendar";

/*
 * Parses and expands a personal calendar on a worker thread, never on the thread that answers
 * requests: one long-lived thread per process (starting one costs most of a second: tsx and the
 * modules), one calendar at a time, ended and replaced when a calendar passes its time limit.
 *
 * The thread loads lib/calendar/busy-expansion-worker.ts through tsx from the project folder at run
 * time (process.cwd(), where `next start`, the job worker and vitest all run), so the same TypeScript
 * modules run there and no bundler has to know about the file.
 */

export const BUSY_EXPANSION_TIME_LIMIT_MS = 5000;
/** Starting the thread (tsx compiling the modules on a cold cache) is not the calendar's fault. */
const WORKER_START_LIMIT_MS = 30_000;
/** The expansion stops itself this much before the hard limit, with the same message. */
const SOFT_LIMIT_MARGIN_MS = 250;

export type BusyExpansionLimits = { timeLimitMs?: number };
type ExpansionWindow = Pick<BusyExpansionOptions, "timeZone" | "from" | "to">;
type RunningWorker = { worker: Worker; ready: Promise<void> };
type WorkerState = { running: RunningWorker | null; queue: Promise<unknown>; nextId: number };

// On globalThis so a reloaded module (next dev) finds the thread it started.
const state: WorkerState = ((globalThis as { __bookingproBusyExpansion?: WorkerState }).__bookingproBusyExpansion ??= {
  running: null,
  queue: Promise.resolve(),
  nextId: 1,
});

function startWorker(): RunningWorker {
  const root = process.cwd();
  const entry = pathToFileURL(path.join(root, "lib", "calendar", "busy-expansion-worker.ts")).href;
  const parent = pathToFileURL(`${root}${path.sep}`).href;
  const code = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(parent)}));`;
  // Not the parent's flags (vitest's, or the job worker's --conditions=react-server): a plain thread.
  const worker = new Worker(code, { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 512 } });
  worker.unref();
  const running: RunningWorker = {
    worker,
    ready: new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        worker.off("message", onReady).off("error", settle).off("exit", onExit);
        if (!error) return resolve();
        stopWorker(running);
        reject(error);
      };
      const onReady = (reply: BusyExpansionReply) =>
        settle(reply.type === "ready" ? undefined : new Error("busy-calendar worker answered before it was ready"));
      const onExit = (code: number) => settle(new Error(`busy-calendar worker exited with code ${code}`));
      const timer = setTimeout(() => settle(new Error("busy-calendar worker did not start")), WORKER_START_LIMIT_MS);
      worker.once("message", onReady).once("error", settle).once("exit", onExit);
    }),
  };
  // A thread that ends while idle is replaced by the next calendar's.
  worker.once("exit", () => {
    if (state.running === running) state.running = null;
  });
  running.ready.catch(() => {}); // the job waiting on it gets the error
  return running;
}

function stopWorker(running: RunningWorker): void {
  if (state.running === running) state.running = null;
  void running.worker.terminate();
}

async function runOnWorker(ics: string, options: ExpansionWindow, timeLimitMs: number): Promise<BusyExpansion> {
  state.running ??= startWorker();
  const running = state.running;
  await running.ready;
  const { worker } = running;
  const id = state.nextId++;
  return new Promise<BusyExpansion>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      worker.unref();
      settle();
    };
    const onMessage = (reply: BusyExpansionReply) => {
      if (reply.type === "done" && reply.id === id) {
        finish(() => resolve({ intervals: decodeIntervals(reply.intervals), truncated: reply.truncated }));
      } else if (reply.type === "failed" && reply.id === id) {
        finish(() => reject(reply.message ? new BusyCalendarError(reply.message) : new Error(reply.detail)));
      }
    };
    const onError = (error: Error & { code?: string }) => {
      stopWorker(running);
      // Out of memory is the calendar's size: the owner gets the same advice as for too many events.
      const tooBig = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      finish(() => reject(tooBig ? new BusyCalendarError(BUSY_FETCH_MESSAGES.tooComplex) : error));
    };
    const onExit = (code: number) => {
      stopWorker(running);
      finish(() => reject(new Error(`busy-calendar worker exited with code ${code}`)));
    };
    const timer = setTimeout(() => {
      stopWorker(running);
      finish(() => reject(new BusyCalendarError(BUSY_FETCH_MESSAGES.tooSlow)));
    }, timeLimitMs);
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.ref();
    const request: BusyExpansionRequest = {
      id,
      ics,
      timeZone: options.timeZone,
      fromMs: options.from.getTime(),
      toMs: options.to.getTime(),
      softLimitMs: Math.max(1, timeLimitMs - SOFT_LIMIT_MARGIN_MS),
    };
    worker.postMessage(request);
  });
}

/**
 * expandBusyIntervals on the worker thread, one calendar after another, each within `timeLimitMs`
 * (else BusyCalendarError tooSlow, and the thread is replaced).
 */
export function expandBusyCalendar(
  ics: string,
  options: ExpansionWindow,
  limits: BusyExpansionLimits = {},
): Promise<BusyExpansion> {
  const run = state.queue.then(() => runOnWorker(ics, options, limits.timeLimitMs ?? BUSY_EXPANSION_TIME_LIMIT_MS));
  state.queue = run.catch(() => {});
  return run;
}
