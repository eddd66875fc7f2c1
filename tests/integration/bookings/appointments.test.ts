import { and, eq } from "drizzle-orm";
import nodeIcal from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import {
  addAppointment,
  changeMoveNotice,
  findCustomers,
  rescheduleAppointment,
} from "@/lib/bookings/appointment-actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import {
  CANCELLED_MOVE_MESSAGE,
  MOVE_NOTICE_DELAY_MS,
  MOVE_NOTICE_SENT_MESSAGE,
  NO_SUCH_TIME_MESSAGE,
  NOBODY_FREE_MESSAGE,
  OVERLAP_MESSAGE,
  STAFF_CANNOT_PERFORM_MESSAGE,
} from "@/lib/bookings/appointments";
import { loadSchedule } from "@/lib/schedule/load-schedule";
import { bookings, businesses, mailOutbox, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { staffAccessSchema } from "@/lib/business/settings-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const [OWNER, , STAFF] = DEMO_ACCOUNTS;

/*
 * Appointments the business adds and moves on its schedule: the one write path (the exclusion constraint
 * decides), "any available", the customer's emails (.ics with a raised SEQUENCE), roles and tenants, and
 * the schedule's data in the business's zone across the clock change.
 */
describe.each(databaseKinds)("schedule appointments on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  let staffUser: CurrentUser;
  let businessId: string;
  const staffIds: Record<string, string> = {};
  const serviceIds: Record<string, string> = {};
  // Seeded 'now': Monday 10 June 2030 (BST).
  const now = new Date("2030-06-10T09:00:00Z");

  async function userByEmail(email: string): Promise<CurrentUser> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }
  const add = (input: Record<string, unknown>, who: CurrentUser = owner) =>
    runAction(addAppointment, who, input, database.db);
  const move = (input: Record<string, unknown>, who: CurrentUser = owner) =>
    runAction(rescheduleAppointment, who, input, database.db);
  const bookingById = async (id: string) => (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const mailTo = (address: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const walkIn = (overrides: Record<string, unknown> = {}) => ({
    serviceId: serviceIds["Haircut & Style"],
    staffId: staffIds["Sophie Brown"],
    date: "2030-06-12",
    time: "15:00",
    customerName: "Walk In",
    customerEmail: "",
    customerPhone: "",
    notes: "",
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, now);
    owner = await userByEmail(OWNER.email);
    staffUser = await userByEmail(STAFF.email);
    businessId = owner.business!.id;
    for (const row of await database.db.select().from(staffMembers).where(eq(staffMembers.businessId, businessId))) {
      staffIds[row.name] = row.id;
    }
    for (const row of await database.db.select().from(services).where(eq(services.businessId, businessId))) {
      serviceIds[row.name] = row.id;
    }
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("adds a walk-in with the service's length and price, confirmed, emailing no one without an address", async () => {
    const result = await add(walkIn());
    expect(result).toMatchObject({ ok: true, message: "Appointment added with Sophie Brown." });
    const id = (result as { data: { id: string } }).data.id;
    const row = await bookingById(id);
    expect(row).toMatchObject({
      businessId,
      staffId: staffIds["Sophie Brown"],
      staffName: "Sophie Brown",
      serviceName: "Haircut & Style",
      status: "confirmed",
      customerEmail: "",
      sequence: 0,
    });
    expect(row.startsAt.toISOString()).toBe("2030-06-12T14:00:00.000Z"); // 15:00 BST
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(45 * 60_000);
  });

  it("refuses an overlap with the constraint's message and writes nothing", async () => {
    const before = await database.db.select().from(bookings).where(eq(bookings.businessId, businessId));
    const result = await add(walkIn({ time: "15:30", customerName: "Clash" }));
    expect(result).toMatchObject({ ok: false, error: OVERLAP_MESSAGE });
    expect(await database.db.select().from(bookings).where(eq(bookings.businessId, businessId))).toHaveLength(
      before.length,
    );
  });

  it("emails the customer's confirmation only when asked, and never a notice to the business itself", async () => {
    const quiet = await add(
      walkIn({
        time: "09:00",
        staffId: staffIds["Emma Wilson"],
        customerName: "Quiet",
        customerEmail: "quiet@example.com",
      }),
    );
    expect(quiet).toMatchObject({ ok: true });
    expect(await mailTo("quiet@example.com")).toHaveLength(0);

    const told = await add(
      walkIn({
        time: "10:00",
        staffId: staffIds["Emma Wilson"],
        customerName: "Told",
        customerEmail: "Told@Example.com",
        notifyCustomer: true,
      }),
    );
    expect(told).toMatchObject({
      ok: true,
      message: "Appointment added with Emma Wilson; the customer has been emailed.",
    });
    const mail = await mailTo("told@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0].attachments[0].filename).toMatch(/^booking-.+\.ics$/);
    const [business] = await database.db.select().from(businesses).where(eq(businesses.id, businessId));
    const notices = (await mailTo(business.email)).filter((row) => row.subject.includes("Told"));
    expect(notices).toHaveLength(0);
  });

  it("'any available' picks an eligible free member, the fewest bookings that day first, and says when no one is free", async () => {
    // Gel Manicure: only Sophie (no specialties) offers it; she is busy at 15:00.
    const nails = { serviceId: serviceIds["Gel Manicure"], staffId: "any", date: "2030-06-12" };
    expect(await add(walkIn({ ...nails, time: "15:00" }))).toMatchObject({ ok: false, error: NOBODY_FREE_MESSAGE });
    const free = await add(walkIn({ ...nails, time: "16:00", customerName: "Nails" }));
    expect(free).toMatchObject({ ok: true, data: { staffId: staffIds["Sophie Brown"] } });

    // Haircut & Style on Thursday: James has no bookings that day, so he goes first.
    const any = await add(walkIn({ staffId: "any", date: "2030-06-13", time: "11:00", customerName: "Anyone" }));
    expect(any).toMatchObject({ ok: true, data: { staffId: staffIds["James Taylor"] } });
    const second = await add(walkIn({ staffId: "any", date: "2030-06-13", time: "11:00", customerName: "Anyone 2" }));
    expect(second).toMatchObject({ ok: true });
    expect((second as { data: { staffId: string } }).data.staffId).not.toBe(staffIds["James Taylor"]);
  });

  it("refuses a member who does not offer the service, and a time the spring clock change skips", async () => {
    const nails = walkIn({ serviceId: serviceIds["Gel Manicure"], staffId: staffIds["James Taylor"], time: "12:00" });
    expect(await add(nails)).toMatchObject({ ok: false, fieldErrors: { staffId: STAFF_CANNOT_PERFORM_MESSAGE } });
    // 01:30 on Sunday 30 March 2031 does not exist in London.
    expect(await add(walkIn({ date: "2031-03-30", time: "01:30" }))).toMatchObject({
      ok: false,
      fieldErrors: { time: NO_SUCH_TIME_MESSAGE },
    });
  });

  it("moves to another member and time: SEQUENCE raised, the customer emailed an .ics with it", async () => {
    const created = await add(
      walkIn({ date: "2030-06-14", time: "10:00", customerName: "Mover", customerEmail: "mover@example.com" }),
    );
    const id = (created as { data: { id: string } }).data.id;
    const result = await move({
      id,
      staffId: staffIds["James Taylor"],
      date: "2030-06-14",
      time: "14:00",
      durationMinutes: 60,
    });
    expect(result).toMatchObject({
      ok: true,
      message: "Appointment moved; the customer will be emailed the new time.",
    });
    const row = await bookingById(id);
    expect(row).toMatchObject({ staffId: staffIds["James Taylor"], staffName: "James Taylor", sequence: 1 });
    expect(row.startsAt.toISOString()).toBe("2030-06-14T13:00:00.000Z");
    expect(row.endsAt.toISOString()).toBe("2030-06-14T14:00:00.000Z");

    const [mail] = await mailTo("mover@example.com");
    expect(mail.textBody).toContain("James Taylor");
    // Held back for the Undo toast's time.
    expect(mail.nextAttemptAt.getTime() - mail.createdAt.getTime()).toBeGreaterThanOrEqual(MOVE_NOTICE_DELAY_MS - 1000);
    const events = Object.values(nodeIcal.sync.parseICS(mail.attachments[0].content)).filter(
      (component) => component?.type === "VEVENT",
    ) as nodeIcal.VEvent[];
    expect(events).toHaveLength(1);
    expect(String(events[0].uid)).toBe(`${id}@bookingpro`);
    expect(Number(events[0].sequence)).toBe(1);
    expect(new Date(events[0].start).toISOString()).toBe("2030-06-14T13:00:00.000Z");
  });

  it("Undo in time withdraws the move's email: the customer hears of neither move", async () => {
    const created = await add(
      walkIn({ date: "2030-06-19", time: "10:00", customerName: "Undo", customerEmail: "undo@example.com" }),
    );
    const id = (created as { data: { id: string } }).data.id;
    const before = (await mailTo("undo@example.com")).length; // the confirmation
    const moved = await move({
      id,
      staffId: staffIds["Sophie Brown"],
      date: "2030-06-19",
      time: "12:00",
      durationMinutes: 45,
    });
    const mailId = (moved as { data: { mailId: string } }).data.mailId;
    expect(mailId).toEqual(expect.any(String));
    expect(await mailTo("undo@example.com")).toHaveLength(before + 1);

    const undone = await move({
      id,
      staffId: staffIds["Sophie Brown"],
      date: "2030-06-19",
      time: "10:00",
      durationMinutes: 45,
      undoMailId: mailId,
    });
    expect(undone).toMatchObject({ ok: true, message: "Move undone.", data: { mailId: null, emailedTo: [] } });
    expect(await mailTo("undo@example.com")).toHaveLength(before);
    expect((await bookingById(id)).startsAt.toISOString()).toBe("2030-06-19T09:00:00.000Z");
  });

  it("Undo after the email went tells the customer the time again; another booking's email is never withdrawn", async () => {
    const created = await add(
      walkIn({ date: "2030-06-20", time: "10:00", customerName: "Late Undo", customerEmail: "late@example.com" }),
    );
    const id = (created as { data: { id: string } }).data.id;
    const moved = await move({
      id,
      staffId: staffIds["Sophie Brown"],
      date: "2030-06-20",
      time: "12:00",
      durationMinutes: 45,
    });
    const mailId = (moved as { data: { mailId: string } }).data.mailId;
    // Named with another booking, the email stays.
    const other = await add(walkIn({ date: "2030-06-20", time: "15:00", customerName: "Other" }));
    const otherId = (other as { data: { id: string } }).data.id;
    expect(await runAction(changeMoveNotice, owner, { id: otherId, mailId, notify: false }, database.db)).toMatchObject(
      { ok: false, error: MOVE_NOTICE_SENT_MESSAGE },
    );
    // A sender has tried it meanwhile.
    await database.db.update(mailOutbox).set({ status: "sent", attempts: 1 }).where(eq(mailOutbox.id, mailId));
    const undone = await move({
      id,
      staffId: staffIds["Sophie Brown"],
      date: "2030-06-20",
      time: "10:00",
      durationMinutes: 45,
      undoMailId: mailId,
    });
    expect(undone).toMatchObject({ ok: true, message: "Move undone; the customer has been emailed the time." });
    const mails = await mailTo("late@example.com");
    const latest = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(latest.textBody).toContain("10:00");
    // An Undo's own email is not held back.
    expect(latest.nextAttemptAt.getTime() - latest.createdAt.getTime()).toBeLessThan(5000);
  });

  it("the email is a choice: the business's default, Don't email, and Email the customer", async () => {
    const created = await add(
      walkIn({ date: "2030-06-21", time: "10:00", customerName: "Choice", customerEmail: "choice@example.com" }),
    );
    const id = (created as { data: { id: string } }).data.id;
    const count = async () => (await mailTo("choice@example.com")).length;
    const start = await count();
    const spot = { id, staffId: staffIds["Sophie Brown"], date: "2030-06-21", durationMinutes: 45 };

    // Chosen per move.
    const quiet = await move({ ...spot, time: "11:00", notifyCustomer: false });
    expect(quiet).toMatchObject({ ok: true, message: "Appointment moved; the customer has not been emailed." });
    expect(await count()).toBe(start);

    // The business's setting is the default.
    await database.db.update(businesses).set({ notifyCustomerOfChanges: false }).where(eq(businesses.id, businessId));
    owner = await userByEmail(OWNER.email);
    try {
      expect(await move({ ...spot, time: "12:00" })).toMatchObject({ ok: true, data: { mailId: null } });
      expect(await count()).toBe(start);
      // "Email the customer" afterwards: the time it is at now.
      const emailed = await runAction(changeMoveNotice, owner, { id, notify: true }, database.db);
      expect(emailed).toMatchObject({ ok: true, message: "The customer has been emailed the new time." });
      const mails = await mailTo("choice@example.com");
      expect(mails).toHaveLength(start + 1);
      expect(mails.some((mail) => mail.textBody.includes("12:00"))).toBe(true);
    } finally {
      await database.db.update(businesses).set({ notifyCustomerOfChanges: true }).where(eq(businesses.id, businessId));
      owner = await userByEmail(OWNER.email);
    }

    // "Don't email" withdraws a held-back email; once gone, it says so.
    const loud = await move({ ...spot, time: "13:00" });
    const mailId = (loud as { data: { mailId: string } }).data.mailId;
    const withheld = await runAction(changeMoveNotice, owner, { id, mailId, notify: false }, database.db);
    expect(withheld).toMatchObject({ ok: true, message: "The customer won't be emailed." });
    expect(await count()).toBe(start + 1);
    const again = await move({ ...spot, time: "14:00" });
    const sentId = (again as { data: { mailId: string } }).data.mailId;
    await database.db.update(mailOutbox).set({ status: "sent", attempts: 1 }).where(eq(mailOutbox.id, sentId));
    expect(await runAction(changeMoveNotice, owner, { id, mailId: sentId, notify: false }, database.db)).toMatchObject({
      ok: false,
      error: MOVE_NOTICE_SENT_MESSAGE,
    });
  });

  it("refuses a move onto another booking and leaves everything as it was", async () => {
    const first = await add(walkIn({ date: "2030-06-17", time: "10:00", customerName: "First" }));
    const second = await add(walkIn({ date: "2030-06-17", time: "12:00", customerName: "Second" }));
    const id = (second as { data: { id: string } }).data.id;
    expect(first).toMatchObject({ ok: true });
    const before = await bookingById(id);
    const result = await move({
      id,
      staffId: staffIds["Sophie Brown"],
      date: "2030-06-17",
      time: "10:30",
      durationMinutes: 45,
    });
    expect(result).toMatchObject({ ok: false, error: OVERLAP_MESSAGE });
    expect(await bookingById(id)).toEqual(before);
  });

  it("refuses to move a cancelled booking, and another business's booking is not found", async () => {
    const created = await add(walkIn({ date: "2030-06-18", time: "10:00", customerName: "Cancelled" }));
    const id = (created as { data: { id: string } }).data.id;
    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
    const input = { id, staffId: staffIds["Sophie Brown"], date: "2030-06-18", time: "11:00", durationMinutes: 45 };
    expect(await move(input)).toMatchObject({ ok: false, error: CANCELLED_MOVE_MESSAGE });

    const other = await insertBusiness(database.db, { slug: "other-salon", name: "Other Salon" });
    const [foreign] = await database.db
      .insert(bookings)
      .values({
        businessId: other.id,
        serviceName: "Cut",
        customerName: "Foreign",
        customerEmail: "foreign@example.com",
        startsAt: new Date("2030-06-18T09:00:00Z"),
        endsAt: new Date("2030-06-18T10:00:00Z"),
      })
      .returning();
    expect(await move({ ...input, id: foreign.id })).toMatchObject({ ok: false, error: "Booking not found" });
    expect((await bookingById(foreign.id)).startsAt.toISOString()).toBe("2030-06-18T09:00:00.000Z");
  });

  it("lets staff add and move only in their own column unless they may see all, and not at all without modify", async () => {
    const setAccess = async (access: Partial<Record<string, boolean>>) => {
      await database.db
        .update(businesses)
        .set({ staffAccess: staffAccessSchema.parse({ enableStaffLogin: true, ...access }) })
        .where(eq(businesses.id, businessId));
      staffUser = await userByEmail(STAFF.email);
    };
    const emma = staffIds["Emma Wilson"];
    await setAccess({ staffCanViewAllBookings: false });
    expect(
      await add(walkIn({ staffId: staffIds["James Taylor"], date: "2030-06-19", time: "10:00" }), staffUser),
    ).toMatchObject({
      ok: false,
    });
    const own = await add(
      walkIn({ staffId: "any", date: "2030-06-19", time: "10:00", customerName: "Own" }),
      staffUser,
    );
    expect(own).toMatchObject({ ok: true, data: { staffId: emma } });
    const id = (own as { data: { id: string } }).data.id;
    expect(
      await move(
        { id, staffId: staffIds["James Taylor"], date: "2030-06-19", time: "11:00", durationMinutes: 45 },
        staffUser,
      ),
    ).toMatchObject({ ok: false, error: "You can only move appointments within your own calendar." });

    await setAccess({ staffCanModifyBookings: false });
    expect(await add(walkIn({ staffId: emma, date: "2030-06-19", time: "14:00" }), staffUser)).toMatchObject({
      ok: false,
      error: FORBIDDEN_MESSAGE,
    });
    await setAccess({});
  });

  it("finds customers by name, email or phone, taking % and _ literally", async () => {
    const search = async (query: string) =>
      ((await runAction(findCustomers, owner, { query }, database.db)) as { data: { email: string }[] }).data;
    expect((await search("mover")).map((row) => row.email)).toEqual(["mover@example.com"]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("draws the schedule in the business's zone: the October clock-change day keeps 10:00 at 10:00", async () => {
    await add(walkIn({ date: "2030-10-27", time: "10:00", customerName: "Clocks" })); // Sunday: clocks go back
    const model = await loadSchedule(
      database.db,
      { ...owner, business: owner.business! },
      { date: "2030-10-27", view: "day" },
      now,
    );
    const sophie = model.columns.find((column) => column.staffId === staffIds["Sophie Brown"])!;
    const item = sophie.appointments.find((appointment) => appointment.customerName === "Clocks")!;
    expect(item).toMatchObject({ from: 600, to: 645, timeLabel: "10:00–10:45", date: "2030-10-27" });
    expect(model.columns).toHaveLength(3);

    const week = await loadSchedule(
      database.db,
      { ...owner, business: owner.business! },
      { date: "2030-10-27", view: "week", staff: staffIds["Sophie Brown"] },
      now,
    );
    expect(week.dates).toEqual([
      "2030-10-21",
      "2030-10-22",
      "2030-10-23",
      "2030-10-24",
      "2030-10-25",
      "2030-10-26",
      "2030-10-27",
    ]);
    expect(week.columns.map((column) => column.staffId)).toEqual(Array(7).fill(staffIds["Sophie Brown"]));
    expect(week.columns[6].appointments.map((appointment) => appointment.customerName)).toContain("Clocks");
  });

  it("shows a staff user without 'view all' only their own column", async () => {
    await database.db
      .update(businesses)
      .set({ staffAccess: staffAccessSchema.parse({ enableStaffLogin: true, staffCanViewAllBookings: false }) })
      .where(and(eq(businesses.id, businessId)));
    const user = await userByEmail(STAFF.email);
    const model = await loadSchedule(database.db, { ...user, business: user.business! }, { date: "2030-06-12" }, now);
    expect(model.columns.map((column) => column.staffName)).toEqual(["Emma Wilson"]);
    expect(
      model.columns.flatMap((column) => column.appointments).every((item) => item.staffId === staffIds["Emma Wilson"]),
    ).toBe(true);
  });
});
