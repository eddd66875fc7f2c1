import { verify } from "@node-rs/argon2";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, businesses, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from "@/db/seed";
import { runMigrations } from "@/db/migrate";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

describe.each(databaseKinds)("migrations and demo seed on %s", (kind) => {
  let database: TestDatabase;
  const now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("starts empty and seeds the demo business once", async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await seedDemoData(database.db, now)).toEqual({ created: true });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    // A second start (or `npm run db:seed`) must not duplicate anything.
    expect(await seedDemoData(database.db, now)).toEqual({ created: false });
    await runMigrations(database); // re-running migrations is a no-op

    const rows = await database.db.select().from(businesses);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ slug: "demo", isActive: true, timeZone: "Europe/London", type: "salon" });
    expect(rows[0].icalToken.length).toBeGreaterThanOrEqual(32);
    expect(rows[0].hours.thursday).toEqual({ enabled: true, start: "09:00", end: "18:00" });
    expect(rows[0].hours.sunday).toEqual({ enabled: true, start: "10:00", end: "15:00" });
    expect(rows[0].customization).toMatchObject({
      primaryColor: "#0ea5e9",
      secondaryColor: "#d946ef",
      theme: "modern",
      fontFamily: "Inter",
      borderRadius: "medium",
    });
  });

  it("has services of 15-120 minutes priced £18-£120, and staff with availability", async () => {
    const serviceRows = await database.db.select().from(services);
    expect(serviceRows.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...serviceRows.map((s) => s.durationMinutes))).toBe(15);
    expect(Math.max(...serviceRows.map((s) => s.durationMinutes))).toBe(120);
    expect(Math.min(...serviceRows.map((s) => s.pricePence))).toBe(1800);
    expect(Math.max(...serviceRows.map((s) => s.pricePence))).toBe(12000);

    const staffRows = await database.db.select().from(staffMembers);
    expect(staffRows.length).toBeGreaterThanOrEqual(2);
    for (const member of staffRows) {
      expect(Object.keys(member.availability)).toHaveLength(7);
      expect(Object.values(member.availability).some((day) => day.enabled)).toBe(true);
      for (const serviceId of member.specialties) expect(serviceRows.map((s) => s.id)).toContain(serviceId);
    }
  });

  it("has the five demo bookings relative to today in the business's time zone", async () => {
    const rows = await database.db.select().from(bookings).orderBy(asc(bookings.startsAt));
    const today = toDateInZone(now, "Europe/London");
    const summary = rows.map((b) => [toDateInZone(b.startsAt, "Europe/London"), b.status]);
    expect(summary).toEqual([
      [addDaysToDate(today, -1), "completed"],
      [addDaysToDate(today, 1), "confirmed"],
      [addDaysToDate(today, 1), "confirmed"],
      [addDaysToDate(today, 2), "confirmed"],
      [addDaysToDate(today, 3), "pending"],
    ]);
    for (const booking of rows) {
      expect(booking.endsAt.getTime()).toBeGreaterThan(booking.startsAt.getTime());
      expect(booking.serviceName).not.toBe("");
      expect(booking.staffName).not.toBe("");
    }
  });

  it("has the demo accounts with real password hashes; the staff user is linked to a staff member", async () => {
    const rows = await database.db.select().from(users);
    expect(rows.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((u) => u.email === account.email)!;
      expect(user.role).toBe(account.role);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(user.passwordHash, account.password)).toBe(true);
      expect(await verify(user.passwordHash, "wrong-password")).toBe(false);
    }
    const staffUser = rows.find((u) => u.role === "staff")!;
    expect(staffUser.staffMemberId).not.toBeNull();
    const [linked] = await database.db.select().from(staffMembers).where(eq(staffMembers.id, staffUser.staffMemberId!));
    expect(linked.businessId).toBe(staffUser.businessId);
    const [business] = await database.db.select().from(businesses);
    const owner = rows.find((u) => u.email === DEMO_ACCOUNTS[0].email)!;
    expect(business.ownerId).toBe(owner.id);
  });
});
