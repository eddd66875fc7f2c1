import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { businessIdOf } from "../support/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { deleteBusyCalendar, findBusyCalendarStatus, upsertBusyCalendar } from "@/lib/calendar/busy-calendar-queries";
import { BUSY_FETCH_MESSAGES, fetchBusyCalendar } from "@/lib/calendar/fetch-busy-calendar";
import { refreshBusyCalendar, refreshDueBusyCalendars } from "@/lib/calendar/refresh-busy-calendar";
import { runAction } from "@/lib/actions/action";
import { disconnectBusyCalendar, refreshBusyCalendarNow, saveBusyCalendar } from "@/lib/calendar/busy-calendar-actions";
import { loadUser } from "@/lib/auth/load-user";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { BUSY_CALENDAR_MESSAGES } from "@/lib/calendar/busy-calendar-schema";
import { STAFF_NOT_FOUND_MESSAGE } from "@/lib/staff/schema";
import { services, staffBusyIntervals, staffMembers, users } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { calendarIcs, weeklySeriesWithExceptions } from "@/tests/support/busy-ics";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

// Wednesdays at 14:00 London from 12 June 2030: 19 June left out (EXDATE), 26 June moved to Thu 27 June 16:00.
const SERIES_ICS = calendarIcs(
  weeklySeriesWithExceptions({
    firstDate: "20300612",
    time: "140000",
    exdate: "20300619",
    movedFrom: "20300626",
    movedTo: { start: "20300627T160000", end: "20300627T170000" },
    count: 4,
  }),
);

type Mode =
  "calendar" | "slow-calendar" | "reset" | "huge" | "html" | "redirect" | "redirect-loopback" | "redirect-loop";

function startCalendarServer() {
  const state: { mode: Mode; port: number } = { mode: "calendar", port: 0 };
  const server = http.createServer((request, response) => {
    const mode = request.url === "/direct.ics" ? "calendar" : state.mode;
    if (mode === "reset") return request.socket.destroy();
    if (mode === "huge") {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      // 6 MB without a Content-Length: the limit must hold while streaming.
      const chunk = Buffer.alloc(64 * 1024, "X");
      for (let i = 0; i < 96; i++) response.write(chunk);
      return response.end();
    }
    if (mode === "html") {
      response.writeHead(200, { "Content-Type": "text/html" });
      return response.end("<html><body>Sign in</body></html>");
    }
    if (mode === "redirect") {
      response.writeHead(302, { Location: "/direct.ics" });
      return response.end();
    }
    if (mode === "redirect-loopback") {
      response.writeHead(302, { Location: `http://127.0.0.2:${state.port}/direct.ics` });
      return response.end();
    }
    if (mode === "redirect-loop") {
      response.writeHead(302, { Location: "/again.ics" });
      return response.end();
    }
    const answer = () => {
      response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
      response.end(SERIES_ICS);
    };
    // Holds the first refresher's claim long enough for a second one to find it held, however fast the rest is.
    if (mode === "slow-calendar") setTimeout(answer, 300);
    else answer();
  });
  return {
    state,
    server,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => {
          state.port = (server.address() as AddressInfo).port;
          resolve(`http://127.0.0.1:${state.port}/calendar.ics`);
        }),
      ),
  };
}

describe("fetchBusyCalendar", () => {
  const calendar = startCalendarServer();
  let url = "";
  beforeAll(async () => {
    url = await calendar.listen();
  });
  afterAll(() => new Promise<void>((resolve) => calendar.server.close(() => resolve())));

  it("refuses loopback and private addresses unless allowed", async () => {
    calendar.state.mode = "calendar";
    await expect(fetchBusyCalendar(url, { allowPrivate: false })).rejects.toThrow(BUSY_FETCH_MESSAGES.privateAddress);
    await expect(fetchBusyCalendar(url.replace("127.0.0.1", "localhost"), { allowPrivate: false })).rejects.toThrow(
      BUSY_FETCH_MESSAGES.privateAddress,
    );
    await expect(
      fetchBusyCalendar("http://169.254.169.254/latest/meta-data/", { allowPrivate: false }),
    ).rejects.toThrow(BUSY_FETCH_MESSAGES.privateAddress);
    expect(await fetchBusyCalendar(url, { allowPrivate: true })).toBe(SERIES_ICS);
  });

  it("follows a redirect, re-checking where it leads", async () => {
    calendar.state.mode = "redirect";
    expect(await fetchBusyCalendar(url, { allowPrivate: true })).toBe(SERIES_ICS);
    calendar.state.mode = "redirect-loopback";
    // The first hop is let through; the redirect to another loopback address is refused.
    await expect(fetchBusyCalendar(url, { allowPrivate: false, trustedAddresses: ["127.0.0.1"] })).rejects.toThrow(
      BUSY_FETCH_MESSAGES.privateAddress,
    );
    calendar.state.mode = "redirect-loop";
    await expect(fetchBusyCalendar(url, { allowPrivate: true })).rejects.toThrow(BUSY_FETCH_MESSAGES.tooManyRedirects);
  });

  it("refuses other schemes and gives up on a slow server", async () => {
    await expect(fetchBusyCalendar("ftp://example.com/cal.ics", { allowPrivate: true })).rejects.toThrow(
      BUSY_FETCH_MESSAGES.invalidAddress,
    );
    const silent = http.createServer(() => {}); // never answers
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    const port = (silent.address() as AddressInfo).port;
    await expect(
      fetchBusyCalendar(`http://127.0.0.1:${port}/`, { allowPrivate: true, timeoutMs: 300 }),
    ).rejects.toThrow(BUSY_FETCH_MESSAGES.timeout);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});

describe.each(databaseKinds)("personal calendars on %s", (kind) => {
  let database: TestDatabase;
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  const calendar = startCalendarServer();
  let url = "";
  let businessId = "";
  let demoId = "";
  const ids: Record<string, string> = {};
  const allowed = { allowPrivate: true, now };

  beforeAll(async () => {
    url = await calendar.listen();
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    ids.cut = serviceRows.find((s) => s.name === "Haircut & Style")!.id;
    ids.emma = staffRows.find((s) => s.name === "Emma Wilson")!.id;
    ids.james = staffRows.find((s) => s.name === "James Taylor")!.id;
    businessId = staffRows[0].businessId;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => calendar.server.close(() => resolve()));
    await database?.drop();
  });

  const slots = async (date: string) => {
    const { days } = await getPublicAvailability(database.db, demoId, ids.cut, ids.emma, now);
    return days.find((day) => day.date === date)?.slots ?? [];
  };
  const intervalCount = async () =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffBusyIntervals)
        .where(eq(staffBusyIntervals.staffId, ids.emma))
    )[0].n;

  it("takes the calendar's busy times off the public page, offering the EXDATE'd week and the moved time's old slot", async () => {
    expect(await slots("2030-06-12")).toContain("14:00");
    await upsertBusyCalendar(database.db, businessId, ids.emma, url);
    const outcome = await refreshBusyCalendar(database.db, ids.emma, allowed);
    expect(outcome).toEqual({ status: "ok", eventCount: 3, truncated: false });

    const wednesday = await slots("2030-06-12");
    expect(wednesday).not.toContain("14:00");
    expect(wednesday).not.toContain("13:30"); // a 45-minute cut from 13:30 runs into 14:00
    expect(wednesday).toContain("13:00");
    expect(wednesday).toContain("15:00");
    expect(await slots("2030-06-19")).toContain("14:00"); // EXDATE
    expect(await slots("2030-06-26")).toContain("14:00"); // moved away…
    const thursday = await slots("2030-06-27");
    expect(thursday).not.toContain("16:00"); // …to Thursday 16:00
    expect(thursday).toContain("17:00");

    const status = await findBusyCalendarStatus(database.db, businessId, ids.emma);
    expect(status).toMatchObject({ host: new URL(url).host, lastError: null, eventCount: 3 });
    expect(status?.lastSuccessAt).toBeInstanceOf(Date);
    expect(JSON.stringify(status)).not.toContain("/calendar.ics");
  });

  it("keeps the last intervals when the calendar cannot be reached, and records the error", async () => {
    const before = await findBusyCalendarStatus(database.db, businessId, ids.emma);
    calendar.state.mode = "reset";
    const outcome = await refreshBusyCalendar(database.db, ids.emma, allowed);
    expect(outcome).toEqual({ status: "failed", error: BUSY_FETCH_MESSAGES.unreachable });
    const after = await findBusyCalendarStatus(database.db, businessId, ids.emma);
    expect(after?.lastError).toBe(BUSY_FETCH_MESSAGES.unreachable);
    expect(after?.lastSuccessAt).toEqual(before?.lastSuccessAt);
    expect(after?.eventCount).toBe(3);
    expect(await intervalCount()).toBe(3);
    expect(await slots("2030-06-12")).not.toContain("14:00");
  });

  it("refuses a calendar larger than 5 MB and what is not a calendar, changing nothing", async () => {
    calendar.state.mode = "huge";
    expect(await refreshBusyCalendar(database.db, ids.emma, allowed)).toEqual({
      status: "failed",
      error: BUSY_FETCH_MESSAGES.tooLarge,
    });
    expect(BUSY_FETCH_MESSAGES.tooLarge).toContain("larger than 5 MB");
    calendar.state.mode = "html";
    expect(await refreshBusyCalendar(database.db, ids.emma, allowed)).toEqual({
      status: "failed",
      error: BUSY_FETCH_MESSAGES.notCalendar,
    });
    expect(await intervalCount()).toBe(3);
    expect(await slots("2030-06-12")).not.toContain("14:00");
    expect(await slots("2030-06-12")).toContain("15:00");
  });

  it("refuses the server's own address when private addresses are not allowed", async () => {
    calendar.state.mode = "calendar";
    const outcome = await refreshBusyCalendar(database.db, ids.emma, { allowPrivate: false, now });
    expect(outcome).toEqual({ status: "failed", error: BUSY_FETCH_MESSAGES.privateAddress });
    expect(await intervalCount()).toBe(3);
  });

  it("an unreachable calendar that never worked blocks nothing", async () => {
    await upsertBusyCalendar(database.db, businessId, ids.james, "http://127.0.0.1:1/never.ics");
    const outcome = await refreshBusyCalendar(database.db, ids.james, allowed);
    expect(outcome).toEqual({ status: "failed", error: BUSY_FETCH_MESSAGES.unreachable });
    const { days } = await getPublicAvailability(database.db, demoId, ids.cut, ids.james, now);
    expect(days.find((day) => day.date === "2030-06-12")?.slots).toContain("14:00");
  });

  it("lets only one refresher hold a calendar, and refreshes due calendars on schedule", async () => {
    calendar.state.mode = "slow-calendar";
    const [first, second] = await Promise.all([
      refreshBusyCalendar(database.db, ids.emma, allowed),
      refreshBusyCalendar(database.db, ids.emma, allowed),
    ]);
    expect([first.status, second.status].sort()).toEqual(["ok", "skipped"]);
    // Both were attempted just now: nothing is due for 15 minutes.
    expect(await refreshDueBusyCalendars(database.db, new Date(), { ...allowed, refreshMinutes: 15 })).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await refreshDueBusyCalendars(database.db, later, { ...allowed, refreshMinutes: 15 })).toBe(2);
  });

  it("the actions: validated address, owner for anyone, a staff user only for their own member", async () => {
    const userId = async (email: string) =>
      (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    const owner = await loadUser(database.db, await userId("owner@example.com"));
    const staffUser = await loadUser(database.db, await userId("staff@example.com")); // Emma's login
    expect(staffUser?.staffMemberId).toBe(ids.emma);

    const bad = await runAction(
      saveBusyCalendar,
      owner,
      { staffId: ids.james, url: "ftp://example.com/x.ics" },
      database.db,
    );
    expect(bad).toMatchObject({ ok: false, fieldErrors: { url: BUSY_CALENDAR_MESSAGES.urlInvalid } });
    const long = await runAction(
      saveBusyCalendar,
      owner,
      { staffId: ids.james, url: `https://example.com/${"a".repeat(2100)}` },
      database.db,
    );
    expect(long).toMatchObject({ ok: false, fieldErrors: { url: BUSY_CALENDAR_MESSAGES.urlTooLong } });
    const unknown = await runAction(
      saveBusyCalendar,
      owner,
      { staffId: "00000000-0000-4000-8000-000000000000", url: "https://example.com/x.ics" },
      database.db,
    );
    expect(unknown).toMatchObject({ ok: false, error: STAFF_NOT_FOUND_MESSAGE });

    const colleague = await runAction(refreshBusyCalendarNow, staffUser, { staffId: ids.james }, database.db);
    expect(colleague).toMatchObject({ ok: false, error: FORBIDDEN_MESSAGE });
    const own = await runAction(
      saveBusyCalendar,
      staffUser,
      { staffId: ids.emma, url: `webcal://${new URL(url).host}/calendar.ics` },
      database.db,
    );
    expect(own).toMatchObject({ ok: true, data: { status: { host: new URL(url).host, eventCount: 0 } } });
    // The saved address never comes back in full.
    expect(JSON.stringify(own)).not.toContain("/calendar.ics");
    const refreshed = await runAction(refreshBusyCalendarNow, owner, { staffId: ids.emma }, database.db);
    expect(refreshed.ok).toBe(true);
    expect(await runAction(disconnectBusyCalendar, owner, { staffId: ids.james }, database.db)).toMatchObject({
      ok: true,
    });
    expect(await runAction(refreshBusyCalendarNow, owner, { staffId: ids.james }, database.db)).toMatchObject({
      ok: false,
      error: BUSY_CALENDAR_MESSAGES.notConnected,
    });
  });

  it("a new address drops the old intervals; disconnecting removes everything", async () => {
    await upsertBusyCalendar(database.db, businessId, ids.emma, `${url}?v=2`);
    expect(await intervalCount()).toBe(0);
    expect((await findBusyCalendarStatus(database.db, businessId, ids.emma))?.eventCount).toBe(0);
    expect(await deleteBusyCalendar(database.db, businessId, ids.emma)).toBe(true);
    expect(await findBusyCalendarStatus(database.db, businessId, ids.emma)).toBeNull();
    expect(await slots("2030-06-12")).toContain("14:00");
  });
});
