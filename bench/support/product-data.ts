/**
 * The product database of `npm run bench:all`: migrations, the demo business (the `npm run db:seed` seed) and
 * the bench businesses: one with 1,000 bookings and its iCal feed switched on, one with an owner, 20 staff and
 * 50,000 bookings (the dashboard pages), and one with 20 staff open all day for booking creation.
 */
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { businesses, services, staffMembers, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import {
  businessHoursSchema,
  calendarSettingsSchema,
  customizationSchema,
  staffAccessSchema,
  staffAvailabilitySchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import type { Database } from "@/db/client";
import { WEEKDAYS, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

export const BIG_OWNER = { email: "bench-owner@example.com", password: "bench-owner-password-1" };
const DAY = 86_400_000;

export type ProductData = {
  /** Service/staff pairs of the demo business that the availability route answers for. */
  demoPairs: { serviceId: string; staffId: string }[];
  ical: { businessId: string; token: string };
  big: { businessId: string };
  /** The open-all-day business for booking creation: its slug, one 30-minute service and 20 staff. */
  create: { businessId: string; slug: string; serviceId: string; staffIds: string[]; timeZone: string };
};

const openHours: WeeklySchedule = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { enabled: true, start: "08:00", end: "20:00" }]),
) as WeeklySchedule;
const openAvailability: WeeklySchedule = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { enabled: true, start: "08:00", end: "20:00" }]),
) as WeeklySchedule;

async function insertBusiness(
  db: Database,
  slug: string,
  name: string,
  extra: Partial<typeof businesses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(businesses)
    .values({
      slug,
      name,
      hours: businessHoursSchema.parse({}),
      customization: customizationSchema.parse({}),
      calendarSettings: calendarSettingsSchema.parse({}),
      whiteLabel: whiteLabelSchema.parse({}),
      staffAccess: staffAccessSchema.parse({}),
      ...extra,
    })
    .returning();
  return row;
}

async function insertStaff(db: Database, businessId: string, count: number, availability?: WeeklySchedule) {
  return db
    .insert(staffMembers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        businessId,
        name: `Stylist ${i + 1}`,
        availability: availability ?? staffAvailabilitySchema.parse({}),
      })),
    )
    .returning({ id: staffMembers.id, name: staffMembers.name });
}

type BookingRow = {
  business_id: string;
  staff_id: string;
  service_id: string | null;
  service_name: string;
  staff_name: string;
  customer_name: string;
  customer_email: string;
  status: string;
  price_pence: number;
  starts_at: Date;
  ends_at: Date;
};

/** Bulk insert through postgres.js (thousands of rows per statement). */
async function insertBookingRows(url: string, rows: BookingRow[]): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (let i = 0; i < rows.length; i += 4000) await sql`insert into bookings ${sql(rows.slice(i, i + 4000))}`;
  } finally {
    await sql.end();
  }
}

/**
 * `perStaff` bookings for each staff member, three a day (10:00, 13:00, 16:00 UTC, 30-90 minutes, so never
 * overlapping), from `daysAhead` days ahead backwards; past ones mostly completed, some cancelled or no-show.
 */
function generateBookings(
  businessId: string,
  staff: { id: string; name: string }[],
  service: { id: string; name: string },
  perStaff: number,
  now: Date,
  daysAhead: number,
): BookingRow[] {
  const rows: BookingRow[] = [];
  const lastDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + daysAhead * DAY;
  staff.forEach((member, s) => {
    for (let i = 0; i < perStaff; i++) {
      const day = lastDay - Math.floor(i / 3) * DAY;
      const startsAt = new Date(day + [10, 13, 16][i % 3] * 3_600_000);
      const past = startsAt < now;
      const pick = (i * 7 + s) % 20;
      const status = past
        ? pick < 15
          ? "completed"
          : pick < 18
            ? "cancelled"
            : "no_show"
        : pick < 14
          ? "confirmed"
          : pick < 17
            ? "pending"
            : "cancelled";
      rows.push({
        business_id: businessId,
        staff_id: member.id,
        service_id: service.id,
        service_name: service.name,
        staff_name: member.name,
        customer_name: `Customer ${s}-${i}`,
        customer_email: `customer${(s * perStaff + i) % 7000}@example.com`,
        status,
        price_pence: 3000,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + (30 + (i % 4) * 20) * 60_000),
      });
    }
  });
  return rows;
}

/** Migrates the fresh database at `url` and seeds everything the HTTP parts need. */
export async function prepareProductData(url: string, now = new Date()): Promise<ProductData> {
  const handle = openDatabase({ kind: "postgres", url });
  try {
    const { db } = handle;
    await runMigrations(handle);
    await seedDemoData(db, now);

    const [demo] = await db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    const demoServices = await db.select().from(services).where(eq(services.businessId, demo.id));
    const demoStaff = await db.select().from(staffMembers).where(eq(staffMembers.businessId, demo.id));
    const demoPairs = demoServices.flatMap((service) =>
      demoStaff
        .filter((member) => member.specialties.length === 0 || member.specialties.includes(service.id))
        .map((member) => ({ serviceId: service.id, staffId: member.id })),
    );

    // iCal: 1,000 bookings, 5 staff, about 67 days back to 2 weeks ahead.
    const icalBusiness = await insertBusiness(db, "bench-ical", "Bench iCal Salon", {
      calendarSettings: calendarSettingsSchema.parse({ syncEnabled: true }),
    });
    const icalStaff = await insertStaff(db, icalBusiness.id, 5);
    const [icalService] = await db
      .insert(services)
      .values({ businessId: icalBusiness.id, name: "Cut & Finish", durationMinutes: 45, pricePence: 3000 })
      .returning();
    await insertBookingRows(url, generateBookings(icalBusiness.id, icalStaff, icalService, 200, now, 14));

    // Dashboard: an owner, 20 staff, 50,000 bookings over ~2 years back and 2 months ahead.
    const bigBusiness = await insertBusiness(db, "bench-big", "Bench Big Salon");
    const [owner] = await db
      .insert(users)
      .values({
        email: BIG_OWNER.email,
        name: "Bench Owner",
        role: "owner",
        passwordHash: await hashPassword(BIG_OWNER.password),
        businessId: bigBusiness.id,
      })
      .returning();
    await db.update(businesses).set({ ownerId: owner.id }).where(eq(businesses.id, bigBusiness.id));
    const bigStaff = await insertStaff(db, bigBusiness.id, 20);
    const [bigService] = await db
      .insert(services)
      .values({ businessId: bigBusiness.id, name: "Cut & Finish", durationMinutes: 45, pricePence: 3000 })
      .returning();
    await insertBookingRows(url, generateBookings(bigBusiness.id, bigStaff, bigService, 2500, now, 60));

    // Booking creation: open 08:00-20:00 every day, 30-minute service, 20 staff, 60 days ahead bookable.
    const createBusiness = await insertBusiness(db, "bench-create", "Bench Create Salon", {
      hours: openHours,
      bookingWindowDays: 60,
    });
    const createStaff = await insertStaff(db, createBusiness.id, 20, openAvailability);
    const [createService] = await db
      .insert(services)
      .values({ businessId: createBusiness.id, name: "Quick Trim", durationMinutes: 30, pricePence: 1500 })
      .returning();

    const sql = postgres(url, { max: 1, onnotice: () => {} });
    // Production runs autovacuum; this server may not: without the visibility map no index-only scan happens.
    await sql`vacuum analyze`;
    await sql.end();
    return {
      demoPairs,
      ical: { businessId: icalBusiness.id, token: icalBusiness.icalToken },
      big: { businessId: bigBusiness.id },
      create: {
        businessId: createBusiness.id,
        slug: createBusiness.slug,
        serviceId: createService.id,
        staffIds: createStaff.map((s) => s.id),
        timeZone: createBusiness.timeZone,
      },
    };
  } finally {
    await handle.close();
  }
}
