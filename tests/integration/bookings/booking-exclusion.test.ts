import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, staffMembers, type NewBooking } from "@/db/schema";
import { staffAvailabilitySchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, getPgErrorCode, type TestDatabase } from "../support/test-database";

const EXCLUSION_VIOLATION = "23P01";

describe.each(databaseKinds)("bookings exclusion constraint on %s", (kind) => {
  let database: TestDatabase;
  let businessId: string;
  let staffA: string;
  let staffB: string;

  const at = (time: string) => new Date(`2030-06-03T${time}:00Z`);
  function booking(staffId: string, start: string, end: string, extra: Partial<NewBooking> = {}): NewBooking {
    return {
      businessId,
      staffId,
      serviceName: "Haircut",
      staffName: "Someone",
      customerName: "Sam Customer",
      customerEmail: "sam@example.com",
      startsAt: at(start),
      endsAt: at(end),
      ...extra,
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    businessId = (await insertBusiness(database.db, { slug: "acme", name: "Acme" })).id;
    const staff = await database.db
      .insert(staffMembers)
      .values([
        { businessId, name: "A", availability: staffAvailabilitySchema.parse({}) },
        { businessId, name: "B", availability: staffAvailabilitySchema.parse({}) },
      ])
      .returning();
    [staffA, staffB] = staff.map((s) => s.id);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function insertError(values: NewBooking): Promise<string | undefined> {
    try {
      await database.db.insert(bookings).values(values);
      return undefined;
    } catch (error) {
      return getPgErrorCode(error) ?? "unknown";
    }
  }

  it("refuses a live booking that overlaps another of the same staff member", async () => {
    expect(await insertError(booking(staffA, "10:00", "11:00"))).toBeUndefined();
    expect(await insertError(booking(staffA, "10:30", "11:30"))).toBe(EXCLUSION_VIOLATION);
    expect(await insertError(booking(staffA, "09:30", "10:01"))).toBe(EXCLUSION_VIOLATION);
    expect(await insertError(booking(staffA, "10:15", "10:45"))).toBe(EXCLUSION_VIOLATION);
    expect(await insertError(booking(staffA, "09:00", "12:00", { status: "pending" }))).toBe(EXCLUSION_VIOLATION);
  });

  it("accepts back-to-back bookings and the same time for another staff member", async () => {
    expect(await insertError(booking(staffA, "11:00", "11:30"))).toBeUndefined();
    expect(await insertError(booking(staffA, "09:30", "10:00"))).toBeUndefined();
    expect(await insertError(booking(staffB, "10:00", "11:00"))).toBeUndefined();
  });

  it("ignores cancelled bookings, and refuses restoring one whose slot was taken since", async () => {
    const [cancelled] = await database.db
      .insert(bookings)
      .values(booking(staffA, "14:00", "15:00", { status: "cancelled" }))
      .returning();
    expect(await insertError(booking(staffA, "14:00", "15:00", { status: "cancelled" }))).toBeUndefined();
    expect(await insertError(booking(staffA, "14:30", "15:30"))).toBeUndefined();
    let code: string | undefined;
    try {
      await database.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, cancelled.id));
    } catch (error) {
      code = getPgErrorCode(error);
    }
    expect(code).toBe(EXCLUSION_VIOLATION);
  });

  it("refuses a booking that ends before it starts", async () => {
    expect(await insertError(booking(staffB, "16:00", "15:00"))).toBe("23514");
  });

  it("of concurrent attempts for one slot, exactly one wins", async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => database.db.insert(bookings).values(booking(staffB, "12:00", "12:30"))),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === "rejected") expect(getPgErrorCode(attempt.reason)).toBe(EXCLUSION_VIOLATION);
    }
  });
});
