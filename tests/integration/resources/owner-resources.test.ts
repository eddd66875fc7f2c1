import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { addAppointment, findFreeTimes, rescheduleAppointment } from "@/lib/bookings/appointment-actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import {
  bookings,
  resourceHolds,
  resources,
  resourceTypes,
  serviceResourceNeeds,
  services,
  staffMembers,
  users,
} from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const [OWNER] = DEMO_ACCOUNTS;
const ROOM_MESSAGE = "No Laser room is free at this time.";

/*
 * The owner's own bookings obey the rooms too: New appointment and a drag may overrule the online rules, never a
 * room held by someone else. A cut (Emma, James and Sophie do them) needs the one "Laser room" here.
 */
describe.each(databaseKinds)("the owner's appointments and rooms on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  const ids: Record<string, string> = {};
  const now = new Date("2030-06-10T09:00:00Z");
  const date = "2030-06-18";

  const add = (input: Record<string, unknown>) => runAction(addAppointment, owner, input, database.db);
  const move = (input: Record<string, unknown>) => runAction(rescheduleAppointment, owner, input, database.db);
  const walkIn = (overrides: Record<string, unknown>) => ({
    serviceId: ids.cut,
    staffId: ids.emma,
    date,
    time: "10:00",
    customerName: "Walk In",
    customerEmail: "",
    customerPhone: "",
    notes: "",
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
    owner = (await loadUser(database.db, row.id))!;
    const businessId = owner.business!.id;
    const staffRows = await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, businessId));
    ids.emma = staffRows.find((s) => s.name === "Emma Wilson")!.id;
    ids.james = staffRows.find((s) => s.name === "James Taylor")!.id;
    const serviceRows = await database.db.select().from(services).where(eq(services.businessId, businessId));
    ids.cut = serviceRows.find((s) => s.name === "Haircut & Style")!.id;
    const [type] = await database.db.insert(resourceTypes).values({ businessId, name: "Laser room" }).returning();
    await database.db.insert(resources).values({ businessId, typeId: type.id, name: "Laser 1" });
    await database.db.insert(serviceResourceNeeds).values({ businessId, serviceId: ids.cut, typeId: type.id });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("New appointment refuses a time whose room is held, with the room's name, and writes nothing", async () => {
    expect(await add(walkIn({ customerName: "First" }))).toMatchObject({ ok: true });
    const before = await database.db.select().from(bookings);
    expect(await add(walkIn({ staffId: ids.james, time: "10:30", customerName: "Second" }))).toMatchObject({
      ok: false,
      error: ROOM_MESSAGE,
    });
    expect(await add(walkIn({ staffId: ANY_STAFF, time: "10:15", customerName: "Third" }))).toMatchObject({
      ok: false,
      error: ROOM_MESSAGE,
    });
    expect(await database.db.select().from(bookings)).toHaveLength(before.length);
    // Its time list leaves out the times the room is held, though James is free.
    const free = await runAction(findFreeTimes, owner, { serviceId: ids.cut, staffId: ids.james, date }, database.db);
    expect(free).toMatchObject({ ok: true });
    const times = (free as { data: { times: string[] } }).data.times;
    expect(times).not.toContain("10:30");
    expect(times).toContain("11:00");
  });

  it("a drag onto a time whose room is held is refused and changes nothing; to a free time it takes the room along", async () => {
    const added = await add(walkIn({ staffId: ids.james, time: "13:00", customerName: "Mover" }));
    const id = (added as { data: { id: string } }).data.id;
    const [before] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    const refused = await move({ id, staffId: ids.james, date, time: "10:15", durationMinutes: 45 });
    expect(refused).toMatchObject({ ok: false, error: ROOM_MESSAGE });
    expect((await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]).toEqual(before);
    expect(await move({ id, staffId: ids.james, date, time: "15:00", durationMinutes: 45 })).toMatchObject({
      ok: true,
    });
    const [hold] = await database.db.select().from(resourceHolds).where(eq(resourceHolds.bookingId, id));
    expect(hold.held).toContain("2030-06-18 14:00:00"); // 15:00 BST
  });
});
