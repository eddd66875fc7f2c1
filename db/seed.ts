import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { addDaysToDate, toDateInZone, zonedToInstant } from "@/lib/time/zoned-time";
import {
  calendarSettingsSchema,
  customizationSchema,
  staffAccessSchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import type { Database } from "./client";
import {
  bookings,
  businesses,
  resources,
  resourceTypes,
  services,
  staffMembers,
  staffServiceTerms,
  users,
} from "./schema";
import { WEEKDAYS, type Weekday, type WeeklySchedule } from "@/lib/availability/weekly-schedule";

export { DEMO_ACCOUNTS };
export const DEMO_BUSINESS_SLUG = "demo";
const DEMO_TIME_ZONE = "Europe/London";

/** A week open (or working) on the days given, from start to end; the other days off (times preset 09:00-17:00). */
function weekAvailability(days: Partial<Record<Weekday, [string, string]>>): WeeklySchedule {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const range = days[day];
      return [
        day,
        range ? { enabled: true, start: range[0], end: range[1] } : { enabled: false, start: "09:00", end: "17:00" },
      ];
    }),
  ) as WeeklySchedule;
}

/** The demo business is open Mon-Wed 09:00-17:00, Thu-Fri 09:00-18:00, Sat 09:00-16:00, Sun 10:00-15:00. */
const DEMO_HOURS = weekAvailability({
  monday: ["09:00", "17:00"],
  tuesday: ["09:00", "17:00"],
  wednesday: ["09:00", "17:00"],
  thursday: ["09:00", "18:00"],
  friday: ["09:00", "18:00"],
  saturday: ["09:00", "16:00"],
  sunday: ["10:00", "15:00"],
});

const DEMO_SERVICES = [
  {
    key: "cut",
    name: "Haircut & Style",
    description: "Wash, cut and blow-dry finish.",
    durationMinutes: 45,
    pricePence: 3500,
    category: "Haircut & Styling",
    color: "#0ea5e9",
  },
  {
    key: "colour",
    name: "Full Colour",
    description: "Permanent all-over colour with toner and gloss.",
    durationMinutes: 120,
    // 45 minutes applying, 45 developing (Emma is free for someone else), 30 rinsing and finishing.
    processingAfterMinutes: 45,
    processingMinutes: 45,
    pricePence: 12000,
    category: "Hair Coloring",
    color: "#d946ef",
  },
  {
    key: "beard",
    name: "Beard Trim",
    description: "Shape-up and hot towel finish.",
    durationMinutes: 15,
    pricePence: 1800,
    category: "Haircut & Styling",
    color: "#f59e0b",
  },
  {
    key: "facial",
    name: "Signature Facial",
    description: "Cleanse, exfoliate, mask and massage.",
    durationMinutes: 60,
    pricePence: 6500,
    category: "Facial Treatments",
    color: "#10b981",
  },
  {
    key: "nails",
    name: "Gel Manicure",
    description: "Shape, cuticle care and gel polish.",
    durationMinutes: 30,
    pricePence: 2800,
    category: "Nail Services",
    color: "#f43f5e",
  },
  {
    key: "massage",
    name: "Deep Tissue Massage",
    description: "Full-body massage for tension relief.",
    durationMinutes: 90,
    pricePence: 8500,
    category: "Massage Therapy",
    color: "#6366f1",
  },
] as const;

type ServiceKey = (typeof DEMO_SERVICES)[number]["key"];

const DEMO_STAFF: {
  key: string;
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  specialties: ServiceKey[];
  availability: WeeklySchedule;
}[] = [
  {
    key: "emma",
    name: "Emma Wilson",
    email: "staff@example.com",
    phone: "07700 900101",
    jobTitle: "Senior Stylist",
    specialties: ["cut", "colour", "beard"],
    availability: weekAvailability({
      monday: ["09:00", "17:00"],
      tuesday: ["09:00", "17:00"],
      wednesday: ["09:00", "17:00"],
      thursday: ["09:00", "18:00"],
      friday: ["09:00", "18:00"],
      saturday: ["09:00", "16:00"],
      sunday: ["10:00", "15:00"],
    }),
  },
  {
    key: "james",
    name: "James Taylor",
    email: "james@example.com",
    phone: "07700 900102",
    jobTitle: "Barber",
    specialties: ["cut", "beard"],
    availability: weekAvailability({
      tuesday: ["09:00", "17:00"],
      wednesday: ["09:00", "17:00"],
      thursday: ["09:00", "18:00"],
      friday: ["09:00", "18:00"],
      saturday: ["09:00", "16:00"],
    }),
  },
  {
    key: "sophie",
    name: "Sophie Brown",
    email: "sophie@example.com",
    phone: "07700 900103",
    jobTitle: "Beauty Therapist",
    specialties: [],
    availability: weekAvailability({
      monday: ["10:00", "17:00"],
      tuesday: ["10:00", "17:00"],
      wednesday: ["10:00", "17:00"],
      thursday: ["10:00", "18:00"],
      friday: ["10:00", "18:00"],
      saturday: ["09:00", "16:00"],
      sunday: ["10:00", "15:00"],
    }),
  },
];

/** A member's own duration and price of a service: James's hot-towel beard trim ("from £18" on the booking page). */
const DEMO_TEAM_TERMS: { staff: string; service: ServiceKey; durationMinutes: number; pricePence: number }[] = [
  { staff: "james", service: "beard", durationMinutes: 30, pricePence: 2200 },
];

/** The demo bookings: two tomorrow, one in 2 days, one in 3 days pending, one yesterday completed. */
const DEMO_BOOKINGS = [
  {
    dayOffset: 1,
    time: "10:00",
    service: "cut",
    staff: "emma",
    status: "confirmed",
    customer: ["Sarah Johnson", "sarah.johnson@example.com", "07700 900201"],
    notes: "First visit",
  },
  {
    dayOffset: 1,
    time: "14:00",
    service: "facial",
    staff: "sophie",
    status: "confirmed",
    customer: ["Priya Patel", "priya.patel@example.com", "07700 900202"],
    notes: "",
  },
  {
    dayOffset: 2,
    time: "11:00",
    service: "colour",
    staff: "emma",
    status: "confirmed",
    customer: ["Hannah Clarke", "hannah.clarke@example.com", "07700 900203"],
    notes: "Going lighter",
  },
  {
    dayOffset: 3,
    time: "14:00",
    service: "beard",
    staff: "emma",
    status: "pending",
    customer: ["Daniel Evans", "daniel.evans@example.com", ""],
    notes: "",
  },
  {
    dayOffset: -1,
    time: "13:00",
    service: "nails",
    staff: "sophie",
    status: "completed",
    customer: ["Chloe Davies", "chloe.davies@example.com", "07700 900205"],
    notes: "",
  },
] as const;

/** The demo business keeps the default reminder hours (24). */
const DEMO_REMINDER_HOURS = 24;

function plannedDemoReminder(startsAt: Date, now: Date): Date | null {
  const due = new Date(startsAt.getTime() - DEMO_REMINDER_HOURS * 3_600_000);
  return due > now ? due : null;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(businesses);
  const [userRow] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row.count === 0 && userRow.count === 0;
}

/**
 * Creates the demo business, its catalogue, five bookings relative to today and the demo
 * users. Idempotent: does nothing when a business with the demo slug already exists.
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<{ created: boolean }> {
  const existing = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
  if (existing.length > 0) return { created: false };

  // Hash outside the transaction: it is the slow part and needs no lock.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hash(account.password)));
  const today = toDateInZone(now, DEMO_TIME_ZONE);

  await db.transaction(async (tx) => {
    const [business] = await tx
      .insert(businesses)
      .values({
        slug: DEMO_BUSINESS_SLUG,
        name: "Bella Beauty Studio",
        type: "salon",
        description: "Hair, beauty and wellbeing in the heart of Manchester. Book online in under a minute.",
        address: "12 King Street, Manchester M2 4WU",
        phone: "0161 496 0000",
        email: "hello@bellabeauty.example.com",
        website: "https://bellabeauty.example.com",
        timeZone: DEMO_TIME_ZONE,
        hours: DEMO_HOURS,
        customization: customizationSchema.parse({}),
        calendarSettings: calendarSettingsSchema.parse({}),
        whiteLabel: whiteLabelSchema.parse({ companyName: "Bella Beauty Studio" }),
        // Everything open, written out: new businesses start with the least (NEW_BUSINESS_STAFF_ACCESS).
        staffAccess: staffAccessSchema.parse({
          enableStaffLogin: true,
          staffCanViewAllBookings: true,
          staffCanModifyBookings: true,
          staffCanManageAvailability: true,
        }),
      })
      .returning();

    const serviceRows = await tx
      .insert(services)
      .values(
        DEMO_SERVICES.map(({ key: _key, ...service }, index) => ({
          ...service,
          sortOrder: index,
          businessId: business.id,
        })),
      )
      .returning();
    const serviceByKey = new Map(DEMO_SERVICES.map((service, index) => [service.key, serviceRows[index]]));

    const staffRows = await tx
      .insert(staffMembers)
      .values(
        DEMO_STAFF.map(({ key: _key, specialties, ...member }) => ({
          ...member,
          businessId: business.id,
          specialties: specialties.map((serviceKey) => serviceByKey.get(serviceKey)!.id),
        })),
      )
      .returning();
    const staffByKey = new Map(DEMO_STAFF.map((member, index) => [member.key, staffRows[index]]));

    await tx.insert(staffServiceTerms).values(
      DEMO_TEAM_TERMS.map(({ staff, service, ...terms }) => ({
        ...terms,
        businessId: business.id,
        staffId: staffByKey.get(staff)!.id,
        serviceId: serviceByKey.get(service)!.id,
      })),
    );

    await tx.insert(bookings).values(
      DEMO_BOOKINGS.map((booking) => {
        const service = serviceByKey.get(booking.service)!;
        const staff = staffByKey.get(booking.staff)!;
        const startsAt = zonedToInstant(addDaysToDate(today, booking.dayOffset), booking.time, DEMO_TIME_ZONE);
        return {
          businessId: business.id,
          serviceId: service.id,
          staffId: staff.id,
          serviceName: service.name,
          staffName: staff.name,
          customerName: booking.customer[0],
          customerEmail: booking.customer[1],
          customerPhone: booking.customer[2],
          notes: booking.notes,
          pricePence: service.pricePence,
          processingAfterMinutes: service.processingAfterMinutes,
          processingMinutes: service.processingMinutes,
          status: booking.status,
          startsAt,
          endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
          // Planned as a booking would be (lib/bookings/reminder-queries.ts): the business's default 24 hours
          // before, unless that moment has passed.
          reminderDueAt: plannedDemoReminder(startsAt, now),
          // Spread creation times over the last day so the notifications list has an order.
          createdAt: new Date(now.getTime() - (DEMO_BOOKINGS.indexOf(booking) + 1) * 37 * 60_000),
        };
      }),
    );

    // Two rooms no demo service needs yet (so no booking holds one): Schedule's By resource view shows them.
    const [roomType] = await tx
      .insert(resourceTypes)
      .values({ businessId: business.id, name: "Treatment room" })
      .returning({ id: resourceTypes.id });
    await tx
      .insert(resources)
      .values(["Room 1", "Room 2"].map((name) => ({ businessId: business.id, typeId: roomType.id, name })));

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, index) => ({
          email: account.email,
          name: account.name,
          role: account.role,
          passwordHash: passwordHashes[index],
          businessId: business.id,
          staffMemberId: account.role === "staff" ? staffByKey.get("emma")!.id : null,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning();
    const owner = userRows.find((user) => user.email === DEMO_ACCOUNTS[0].email);
    if (owner) await tx.update(businesses).set({ ownerId: owner.id }).where(eq(businesses.id, business.id));
  });

  return { created: true };
}
