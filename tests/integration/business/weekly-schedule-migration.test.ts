import { asc, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { businesses } from "@/db/schema";
import { businessHoursSchema, DEFAULT_BUSINESS_HOURS, parseWithDefaults } from "@/lib/business/settings-schema";
import { databaseKinds } from "../support/test-database";
import { openDatabaseBefore, type PartlyMigratedDatabase } from "../support/migrations";

/** The migration that gives opening hours the weekly schedule's shape (`enabled`, `start`, `end`). */
const MIGRATION = "0025_weekly_schedule";

const OLD_HOURS = {
  monday: { open: "09:00", close: "17:00", closed: false },
  tuesday: { open: "08:30", close: "20:00", closed: false },
  wednesday: { open: "09:00", close: "17:00", closed: true },
  thursday: { open: "09:00", close: "18:00", closed: false },
  friday: { open: "09:00", close: "18:00", closed: false },
  saturday: { open: "10:00", close: "16:00", closed: false },
  sunday: { open: "10:00", close: "16:00", closed: true },
};

describe.each(databaseKinds)(`migration ${MIGRATION} on %s`, (kind) => {
  let database: PartlyMigratedDatabase | undefined;

  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("rewrites every day of the stored opening hours, keeping a closed day's times, and leaves what it cannot read", async () => {
    database = await openDatabaseBefore(MIGRATION, kind);
    const insert = (slug: string, hours: unknown) =>
      database!.db.execute(sql`
        insert into businesses (slug, name, hours, customization, calendar_settings, white_label, staff_access, ical_token)
        values (${slug}, ${slug}, ${JSON.stringify(hours)}::jsonb, '{}', '{}', '{}', '{}', ${`token-${slug}`})`);
    await insert("a-old", OLD_HOURS);
    // Already the new shape (a row written between deploys), a partial day, and values no reader can use.
    await insert("b-new", { monday: { enabled: false, start: "07:00", end: "12:00" } });
    await insert("c-partial", { monday: { open: "09:00", close: "17:00" } });
    await insert("d-empty", {});
    await insert("e-odd", { monday: "closed" });
    await insert("f-array", [1, 2]);

    await database.migrateRest();

    const rows = await database.handle.db
      .select({ slug: businesses.slug, hours: businesses.hours })
      .from(businesses)
      .orderBy(asc(businesses.slug));
    const hours = Object.fromEntries(rows.map((row) => [row.slug, row.hours as unknown]));
    expect(hours["a-old"]).toEqual({
      monday: { enabled: true, start: "09:00", end: "17:00" },
      tuesday: { enabled: true, start: "08:30", end: "20:00" },
      wednesday: { enabled: false, start: "09:00", end: "17:00" },
      thursday: { enabled: true, start: "09:00", end: "18:00" },
      friday: { enabled: true, start: "09:00", end: "18:00" },
      saturday: { enabled: true, start: "10:00", end: "16:00" },
      sunday: { enabled: false, start: "10:00", end: "16:00" },
    });
    expect(parseWithDefaults(businessHoursSchema, hours["a-old"]).tuesday).toEqual({
      enabled: true,
      start: "08:30",
      end: "20:00",
    });
    expect(hours["b-new"]).toEqual({ monday: { enabled: false, start: "07:00", end: "12:00" } });
    // Without `closed` the day was unreadable before and stays so: the app reads the defaults, as it did.
    expect(hours["c-partial"]).toEqual({ monday: { start: "09:00", end: "17:00" } });
    expect(parseWithDefaults(businessHoursSchema, hours["c-partial"])).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(hours["d-empty"]).toEqual({});
    expect(hours["e-odd"]).toEqual({ monday: "closed" });
    expect(hours["f-array"]).toEqual([1, 2]);
  });
});
