import { parentPort } from "node:worker_threads";
import { expandBusyIntervals } from "./busy-events";
import type { BusyExpansionReply, BusyExpansionRequest } from "./busy-expansion-protocol";
import { encodeIntervals } from "./busy-expansion-protocol";
import { BusyCalendarError } from "./fetch-busy-calendar";

/*
 * The worker thread that parses and expands personal calendars (started by expand-busy-calendar.ts,
 * through tsx), so a heavy calendar never holds up the thread that answers requests.
 */

const port = parentPort;
if (!port) throw new Error("busy-expansion-worker.ts runs only as a worker thread");

port.on("message", ({ id, ics, timeZone, fromMs, toMs, softLimitMs }: BusyExpansionRequest) => {
  let reply: BusyExpansionReply;
  try {
    const expansion = expandBusyIntervals(ics, {
      timeZone,
      from: new Date(fromMs),
      to: new Date(toMs),
      deadline: Date.now() + softLimitMs,
    });
    reply = { type: "done", id, intervals: encodeIntervals(expansion), truncated: expansion.truncated };
  } catch (error) {
    const message = error instanceof BusyCalendarError ? error.message : null;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reply = { type: "failed", id, message, detail };
  }
  port.postMessage(reply, reply.type === "done" ? [reply.intervals.buffer as ArrayBuffer] : []);
});

port.postMessage({ type: "ready" } satisfies BusyExpansionReply);
