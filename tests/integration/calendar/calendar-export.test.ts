import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { regenerateFeedToken, regenerateStaffFeedToken, saveCalendarSettings } from "@/lib/calendar/actions";
import { hashPassword } from "@/lib/auth/password";
import { GET as getBusinessCalendar } from "@/app/api/calendar/export/route";
import { GET as getBookingCalendar } from "@/app/api/calendar/export/[bookingId]/route";
import type { CurrentUser } from "@/lib/auth/load-user";
import { serveFeed } from "@/lib/calendar/feed";
import { runRoute } from "@/lib/http/define-route";
import { toResponse } from "@/lib/http/route-response";
import { findFeedOwner } from "@/lib/calendar/feed-queries";
import { setDatabaseHandle } from "@/db";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { IDS, PORTAL_ON, seedTwoBusinesses, signedIn } from "../support/two-businesses";

/*
 * The dashboard downloads (session, role and tenant decide; the URL only names a booking) and the
 * Calendar Sync actions (settings, regenerating the business's and a staff member's feed secret).
 */

process.env.AUTH_SECRET ??= "integration-test-secret";

function uidsOf(text: string): string[] {
  const icalUids = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .map((event) => String(event.getFirstPropertyValue("uid")));
  const nodeUids = Object.values(nodeIcal.sync.parseICS(text))
    .filter((component) => component?.type === "VEVENT")
    .map((component) => String((component as nodeIcal.VEvent).uid));
  expect(nodeUids.sort()).toEqual([...icalUids].sort());
  return icalUids.sort();
}

describe.each(databaseKinds)("calendar downloads and actions on %s", (kind) => {
  let database: TestDatabase;

  // The downloads through their routes, for a given user (the routes check who may download).
  const exportBusinessCalendar = (user: CurrentUser | null) =>
    runRoute(getBusinessCalendar, new Request("http://localhost:3000/api/calendar/export"), {
      user,
      db: database.db,
    });
  const exportBookingCalendar = (user: CurrentUser | null, bookingId: string) =>
    runRoute(getBookingCalendar, new Request(`http://localhost:3000/api/calendar/export/${bookingId}`), {
      user,
      db: database.db,
      params: { bookingId },
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedTwoBusinesses(database.db, await hashPassword("matrix-pass-1"), {
      ...PORTAL_ON,
      staffCanViewAllBookings: false,
    });
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  it("downloads the business's bookings as {business-name-slug}-bookings.ics for owners and managers only", async () => {
    for (const who of ["owner", "manager"] as const) {
      const response = await exportBusinessCalendar(await signedIn(database.db, "A", who));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="a-salon-bookings.ics"');
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(uidsOf(await response.text())).toEqual(
        [IDS.A.booking, IDS.A.otherBooking].map((id) => `${id}@bookingpro`).sort(),
      );
    }
    expect((await exportBusinessCalendar(await signedIn(database.db, "A", "staffUser"))).status).toBe(404);
    expect((await exportBusinessCalendar(null)).status).toBe(404);
  });

  it("downloads one booking as booking-{id}.ics only within the user's business and visibility", async () => {
    const owner = await signedIn(database.db, "A", "owner");
    const own = await exportBookingCalendar(owner, IDS.A.booking);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toBe(`attachment; filename="booking-${IDS.A.booking}.ics"`);
    expect(uidsOf(await own.text())).toEqual([`${IDS.A.booking}@bookingpro`]);

    expect((await exportBookingCalendar(owner, IDS.B.booking)).status).toBe(404);
    expect((await exportBookingCalendar(owner, "not-a-uuid")).status).toBe(404);
    expect((await exportBookingCalendar(null, IDS.A.booking)).status).toBe(404);

    // Staff who may not view all bookings get their own only.
    const staff = await signedIn(database.db, "A", "staffUser");
    expect((await exportBookingCalendar(staff, IDS.A.booking)).status).toBe(200);
    expect((await exportBookingCalendar(staff, IDS.A.otherBooking)).status).toBe(404);
  });

  it("saves Sync Settings and regenerates feed secrets: the old URL answers 404 at once", async () => {
    const owner = await signedIn(database.db, "A", "owner");
    const saved = await runAction(
      saveCalendarSettings,
      owner,
      { syncEnabled: "on", googleCalendarEnabled: "on" },
      database.db,
    );
    expect(saved).toMatchObject({
      ok: true,
      data: {
        syncEnabled: true,
        googleCalendarEnabled: true,
        outlookEnabled: false,
        autoExport: false,
        includeCancelled: false,
      },
    });

    const feed = async (token: string, staffId: string | null = null) =>
      toResponse(
        await serveFeed(database.db, { businessId: IDS.A.business, staffId, token }, new Headers(), new Date()),
      ).status;
    const before = (await findFeedOwner(database.db, IDS.A.business, null))!.business.icalToken;
    expect(await feed(before)).toBe(200);
    const regenerated = await runAction(regenerateFeedToken, owner, {}, database.db);
    expect(regenerated.ok).toBe(true);
    const after = (await findFeedOwner(database.db, IDS.A.business, null))!.business.icalToken;
    expect(after).not.toBe(before);
    expect(Buffer.from(after, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(await feed(before)).toBe(404);
    expect(await feed(after)).toBe(200);

    const staffBefore = (await findFeedOwner(database.db, IDS.A.business, IDS.A.staff))!.staff!.icalToken;
    expect(await feed(staffBefore, IDS.A.staff)).toBe(200);
    const manager = await signedIn(database.db, "A", "manager");
    expect((await runAction(regenerateStaffFeedToken, manager, { id: IDS.A.staff }, database.db)).ok).toBe(true);
    expect(await feed(staffBefore, IDS.A.staff)).toBe(404);
    // Another business's staff member is not found, and nothing changes there.
    const bBefore = (await findFeedOwner(database.db, IDS.B.business, IDS.B.staff))!.staff!.icalToken;
    expect(await runAction(regenerateStaffFeedToken, manager, { id: IDS.B.staff }, database.db)).toMatchObject({
      ok: false,
    });
    expect((await findFeedOwner(database.db, IDS.B.business, IDS.B.staff))!.staff!.icalToken).toBe(bBefore);
  });
});
