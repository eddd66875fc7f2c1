import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { BOOKING_RULES_SAVED_MESSAGE, saveBookingRules } from "@/lib/business/booking-rules-actions";
import { loadUser } from "@/lib/auth/load-user";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { getBookingRules } from "@/lib/business/booking-rules-queries";
import { setDatabaseHandle } from "@/db";
import { businesses, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { BOOKING_RULE_LIMITS } from "@/lib/business/booking-rules-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;
const DEFAULT_RULES = {
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  cancellationNoticeHours: 24,
  reminderHours: 24,
  bookingWindowDays: 21,
  notifyCustomerOfChanges: true,
};

const form = (overrides: Record<string, string> = {}) => ({
  bufferMinutes: "15",
  minNoticeHours: "2",
  cancellationNoticeHours: "48",
  reminderHours: "0",
  bookingWindowDays: "7",
  notifyCustomerOfChanges: "",
  ...overrides,
});

/** A Wednesday 08:00 in London (GMT), so every opening hour of the day is still ahead. */
const NOW = new Date("2026-11-25T08:00:00Z");

describe.each(databaseKinds)("booking rules on %s", (kind) => {
  let database: TestDatabase;
  let demoId: string;
  let otherId: string;
  let serviceId: string;
  let staffId: string;
  const userIds: Record<string, string> = {};
  const asUser = (email: string) => loadUser(database.db, userIds[email]);
  const availability = () => getPublicAvailability(database.db, demoId, serviceId, staffId, NOW);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db, NOW);
    const [demo] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    demoId = demo.id;
    otherId = (await insertBusiness(database.db, { slug: "other", name: "Other Salon" })).id;
    for (const row of await database.db.select({ id: users.id, email: users.email }).from(users))
      userIds[row.email] = row.id;
    serviceId = (await database.db.select().from(services).where(eq(services.name, "Haircut & Style")))[0].id;
    staffId = (await database.db.select().from(staffMembers).where(eq(staffMembers.name, "Emma Wilson")))[0].id;
  });

  beforeEach(async () => {
    await database.db.update(businesses).set(DEFAULT_RULES);
  });

  afterAll(async () => {
    await database.drop();
  });

  it("stores the owner's rules (notice in hours as minutes) for their business only", async () => {
    expect(await runAction(saveBookingRules, await asUser(OWNER.email), form())).toEqual({
      ok: true,
      message: BOOKING_RULES_SAVED_MESSAGE,
    });
    expect(await getBookingRules(database.db, demoId)).toEqual({
      bufferMinutes: 15,
      minNoticeMinutes: 120,
      cancellationNoticeHours: 48,
      reminderHours: 0,
      bookingWindowDays: 7,
      notifyCustomerOfChanges: false,
    });
    expect(await getBookingRules(database.db, otherId)).toEqual(DEFAULT_RULES);
    await runAction(saveBookingRules, await asUser(OWNER.email), form({ notifyCustomerOfChanges: "on" }));
    expect((await getBookingRules(database.db, demoId))?.notifyCustomerOfChanges).toBe(true);
  });

  it("lets a manager save and refuses staff", async () => {
    expect((await runAction(saveBookingRules, await asUser(MANAGER.email), form({ bufferMinutes: "5" }))).ok).toBe(
      true,
    );
    expect(await runAction(saveBookingRules, await asUser(STAFF.email), form({ bufferMinutes: "60" }))).toEqual({
      ok: false,
      code: "forbidden",
      error: FORBIDDEN_MESSAGE,
    });
    expect((await getBookingRules(database.db, demoId))?.bufferMinutes).toBe(5);
  });

  it("answers each out-of-range or non-numeric rule next to its field and stores nothing", async () => {
    const typed = form({
      bufferMinutes: "241",
      minNoticeHours: "-1",
      cancellationNoticeHours: "1.5",
      reminderHours: "abc",
      bookingWindowDays: "0",
    });
    const result = await runAction(saveBookingRules, await asUser(OWNER.email), typed);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      bufferMinutes: BOOKING_RULE_LIMITS.bufferMinutes.message,
      minNoticeHours: BOOKING_RULE_LIMITS.minNoticeHours.message,
      cancellationNoticeHours: BOOKING_RULE_LIMITS.cancellationNoticeHours.message,
      reminderHours: BOOKING_RULE_LIMITS.reminderHours.message,
      bookingWindowDays: BOOKING_RULE_LIMITS.bookingWindowDays.message,
    });
    expect(result.values).toEqual(typed);
    expect(await getBookingRules(database.db, demoId)).toEqual(DEFAULT_RULES);
  });

  it("the booking window decides how many days the public page offers", async () => {
    expect((await availability()).days).toHaveLength(21);
    await runAction(saveBookingRules, await asUser(OWNER.email), form({ bookingWindowDays: "7", minNoticeHours: "0" }));
    const days = (await availability()).days;
    expect(days).toHaveLength(7);
    expect(days[0].date).toBe("2026-11-25");
    expect(days[6].date).toBe("2026-12-01");
  });

  it("minimum notice removes today's earliest times", async () => {
    const before = (await availability()).days[0].slots;
    expect(before[0]).toBe("09:00");
    await runAction(saveBookingRules, await asUser(OWNER.email), form({ minNoticeHours: "4", bufferMinutes: "0" }));
    const after = (await availability()).days[0].slots;
    // 08:00 now + 4 hours: nothing before 12:00 today.
    expect(after[0]).toBe("12:00");
    expect(after.every((time) => time >= "12:00")).toBe(true);
  });
});
