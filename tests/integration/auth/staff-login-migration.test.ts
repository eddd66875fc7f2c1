import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabaseBefore, type PartlyMigratedDatabase } from "../support/migrations";

/*
 * Migration 0004 on a database that has lived under the old rule (a deleted staff member only unlinked its
 * login, a deactivated one left it working): the dead staff logins go, every other account stays.
 */
describe("migration 0004 (staff logins end with their staff member)", () => {
  let database: PartlyMigratedDatabase | undefined;

  afterAll(() => database?.close());

  it("deletes staff logins without an active staff member of their business and keeps every other account", async () => {
    // The migrations as they were before 0004.
    database = await openDatabaseBefore("0004");
    const { db } = database;

    const ids = {
      business: "10000000-0000-4000-8000-000000000001",
      other: "10000000-0000-4000-8000-000000000002",
      active: "20000000-0000-4000-8000-000000000001",
      inactive: "20000000-0000-4000-8000-000000000002",
      foreign: "20000000-0000-4000-8000-000000000003",
    };
    await db.execute(sql`
      insert into businesses (id, slug, name, hours, customization, calendar_settings, white_label, staff_access, ical_token)
      values (${ids.business}, 'legacy', 'Legacy', '{}', '{}', '{}', '{}', '{}', 'token-1'),
             (${ids.other}, 'elsewhere', 'Elsewhere', '{}', '{}', '{}', '{}', '{}', 'token-2')`);
    await db.execute(sql`
      insert into staff_members (id, business_id, name, availability, is_active)
      values (${ids.active}, ${ids.business}, 'Active', '{}', true),
             (${ids.inactive}, ${ids.business}, 'Inactive', '{}', false),
             (${ids.foreign}, ${ids.other}, 'Foreign', '{}', true)`);
    await db.execute(sql`
      insert into users (email, password_hash, name, role, business_id, staff_member_id)
      values ('live@x.example', 'h', 'Live', 'staff', ${ids.business}, ${ids.active}),
             ('deactivated@x.example', 'h', 'Deactivated', 'staff', ${ids.business}, ${ids.inactive}),
             ('deleted@x.example', 'h', 'Deleted', 'staff', ${ids.business}, null),
             ('crossed@x.example', 'h', 'Crossed', 'staff', ${ids.business}, ${ids.foreign}),
             ('loose@x.example', 'h', 'Loose', 'staff', null, null),
             ('owner@x.example', 'h', 'Owner', 'owner', ${ids.business}, null),
             ('linked-manager@x.example', 'h', 'Linked', 'manager', ${ids.business}, ${ids.active})`);

    await database.migrateRest();

    const rows = await db.execute<{ email: string; staff_member_id: string | null }>(
      sql`select email, staff_member_id from users order by email`,
    );
    expect(rows.rows).toEqual([
      { email: "linked-manager@x.example", staff_member_id: null },
      { email: "live@x.example", staff_member_id: ids.active },
      { email: "loose@x.example", staff_member_id: null },
      { email: "owner@x.example", staff_member_id: null },
    ]);

    // From now on, deleting a staff member deletes its login.
    await db.execute(sql`delete from staff_members where id = ${ids.active}`);
    const left = await db.execute<{ email: string }>(sql`select email from users order by email`);
    expect(left.rows.map((row) => row.email)).toEqual([
      "linked-manager@x.example",
      "loose@x.example",
      "owner@x.example",
    ]);
  });
});
