import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { createService, updateService } from "@/lib/services/actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { createAppointment } from "@/lib/bookings/appointments";
import { getRescheduleOptions, rescheduleManagedBooking } from "@/lib/bookings/manage-booking";
import { getManagedBooking } from "@/lib/bookings/public-queries";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { findPublicBookingPage } from "@/lib/booking-page/queries";
import { findServiceTeam } from "@/lib/services/team-terms-queries";
import { FOREIGN_TEAM_MEMBER_MESSAGE, teamTermFieldName } from "@/lib/services/schema";
import { rangeOfTerms } from "@/lib/services/staff-terms";
import { lengthInMinutes } from "@/lib/time/length";
import { addDaysToDate, toDateInZone } from "@/lib/time/zoned-time";
import { setDatabaseHandle } from "@/db";
import { bookings, services, staffMembers, staffServiceTerms, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

const [OWNER] = DEMO_ACCOUNTS;

describe.each(databaseKinds)("a team member's own duration and price on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  // Monday 10 June 2030, 08:00 in London: Tuesday is a working day for Emma and James.
  const now = new Date("2030-06-10T07:00:00Z");
  const tuesday = addDaysToDate(toDateInZone(now, "Europe/London"), 1);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db, now);
    const [row] = await database.db.select().from(users).where(eq(users.email, OWNER.email));
    owner = (await loadUser(database.db, row.id))!;
    const serviceRows = await database.db.select().from(services);
    const staffRows = await database.db.select().from(staffMembers);
    Object.assign(ids, {
      cut: serviceRows.find((s) => s.name === "Haircut & Style")!.id,
      beard: serviceRows.find((s) => s.name === "Beard Trim")!.id,
      emma: staffRows.find((s) => s.name === "Emma Wilson")!.id,
      james: staffRows.find((s) => s.name === "James Taylor")!.id,
      sophie: staffRows.find((s) => s.name === "Sophie Brown")!.id,
    });
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  const form = (overrides: Record<string, string> = {}) => ({
    id: ids.cut,
    name: "Haircut & Style",
    description: "",
    duration: "45",
    price: "35",
    category: "Haircut & Styling",
    color: "#10b981",
    isActive: "on",
    ...overrides,
  });

  const termsOfCut = () =>
    database.db
      .select({
        staffId: staffServiceTerms.staffId,
        durationMinutes: staffServiceTerms.durationMinutes,
        pricePence: staffServiceTerms.pricePence,
      })
      .from(staffServiceTerms)
      .where(eq(staffServiceTerms.serviceId, ids.cut));

  const customer = { customerName: "Terms Customer", customerPhone: "", notes: "" };

  it("the demo's James does his beard trim in 30 minutes for £22, and the page shows it from £18", async () => {
    const team = await findServiceTeam(database.db, owner.business!.id);
    expect(team.terms).toEqual([{ serviceId: ids.beard, staffId: ids.james, durationMinutes: 30, pricePence: 2200 }]);
    const page = (await findPublicBookingPage({ kind: "id", slug: DEMO_BUSINESS_SLUG }))!;
    const beard = page.services.find((service) => service.id === ids.beard)!;
    expect(rangeOfTerms(beard, page.staffMembers)).toEqual({
      minPricePence: 1800,
      maxPricePence: 2200,
      minDuration: 15,
      maxDuration: 30,
    });
  });

  it("saves the owner's team prices with the service, and refuses a member of another business", async () => {
    const saved = await runAction(
      updateService,
      owner,
      form({
        [teamTermFieldName(ids.emma, "duration")]: "60",
        [teamTermFieldName(ids.emma, "price")]: "55",
        [teamTermFieldName(ids.sophie, "price")]: "30",
      }),
      database.db,
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await termsOfCut()).toEqual(
      expect.arrayContaining([
        { staffId: ids.emma, durationMinutes: 60, pricePence: 5500 },
        { staffId: ids.sophie, durationMinutes: null, pricePence: 3000 },
      ]),
    );

    const foreign = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d";
    const refused = await runAction(
      updateService,
      owner,
      form({ name: "Renamed", [teamTermFieldName(foreign, "price")]: "10" }),
      database.db,
    );
    expect(refused).toMatchObject({ ok: false, code: "invalid", error: FOREIGN_TEAM_MEMBER_MESSAGE });
    // Nothing of the refused save is written: not the name, not the terms.
    const [cut] = await database.db.select().from(services).where(eq(services.id, ids.cut));
    expect(cut.name).toBe("Haircut & Style");
    expect(await termsOfCut()).toHaveLength(2);

    const bad = await runAction(
      updateService,
      owner,
      form({ [teamTermFieldName(ids.emma, "duration")]: "50" }),
      database.db,
    );
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: { [teamTermFieldName(ids.emma, "duration")]: "Duration must be in steps of 15 minutes" },
    });
  });

  it("a new service takes its team prices in the same save", async () => {
    const created = await runAction(
      createService,
      owner,
      { ...form({ name: "Restyle" }), id: "", [teamTermFieldName(ids.sophie, "duration")]: "90" },
      database.db,
    );
    expect(created).toMatchObject({ ok: true });
    const id = (created as { data: { id: string } }).data.id;
    const rows = await database.db.select().from(staffServiceTerms).where(eq(staffServiceTerms.serviceId, id));
    expect(rows).toMatchObject([{ staffId: ids.sophie, durationMinutes: 90, pricePence: null }]);
  });

  it("the public page books Emma's haircut at her own length and price, stored on the booking", async () => {
    const times = await getPublicAvailability(database.db, owner.business!.id, ids.cut, ids.emma, now);
    const day = times.days.find((each) => each.date === tuesday)!;
    // Emma works 09:00-17:00 on Tuesdays: her 60-minute haircut can start at 16:00 at the latest.
    expect(day.slots.at(-1)).toBe("16:00");

    const created = await createPublicBooking(
      database.db,
      owner.business!.id,
      {
        ...customer,
        serviceId: ids.cut,
        staffId: ids.emma,
        date: tuesday,
        time: "14:00",
        customerEmail: "emma-cut@example.com",
      },
      { now },
    );
    expect(created.booking).toMatchObject({ durationMinutes: 60, pricePence: 5500 });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, created.booking.id));
    expect(lengthInMinutes(row)).toBe(60);
    expect(row.pricePence).toBe(5500);

    // Later changes never rewrite history: a new price and length leave the booking as it was made...
    await database.db
      .update(staffServiceTerms)
      .set({ durationMinutes: 30, pricePence: 4000 })
      .where(and(eq(staffServiceTerms.serviceId, ids.cut), eq(staffServiceTerms.staffId, ids.emma)));
    // ...and the customer's own move keeps the 60 minutes they booked.
    const managed = (await getManagedBooking(database.db, row.id))!;
    const options = await getRescheduleOptions(database.db, managed, now);
    expect(options!.find((each) => each.date === tuesday)!.slots.at(-1)).toBe("16:00");
    const moved = await rescheduleManagedBooking(database.db, row.id, tuesday, "15:00", now);
    expect(lengthInMinutes(moved)).toBe(60);
    const [after] = await database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after.pricePence).toBe(5500);
  });

  it("the owner's New appointment gives each candidate their own length and price", async () => {
    const business = { id: owner.business!.id, slug: DEMO_BUSINESS_SLUG, timeZone: "Europe/London" };
    const appointment = {
      serviceId: ids.beard,
      date: addDaysToDate(tuesday, 14),
      time: "11:00",
      customerEmail: "",
      notifyCustomer: false,
      ...customer,
    };
    const withJames = await createAppointment(database.db, business, { ...appointment, staffId: ids.james }, null);
    const withEmma = await createAppointment(database.db, business, { ...appointment, staffId: ids.emma }, null);
    const rows = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.serviceId, ids.beard))
      .then((all) => all.filter((each) => each.id === withJames.id || each.id === withEmma.id));
    const byStaff = Object.fromEntries(rows.map((each) => [each.staffId, each]));
    expect([lengthInMinutes(byStaff[ids.james]), byStaff[ids.james].pricePence]).toEqual([30, 2200]);
    expect([lengthInMinutes(byStaff[ids.emma]), byStaff[ids.emma].pricePence]).toEqual([15, 1800]);

    // "Any available" for a staff user who is James: he takes it at his own 30 minutes.
    const anyone = await createAppointment(
      database.db,
      business,
      { ...appointment, time: "11:30", staffId: ANY_STAFF },
      [ids.james],
    );
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, anyone.id));
    expect(row.staffId).toBe(ids.james);
    expect(lengthInMinutes(row)).toBe(30);
  });
});
