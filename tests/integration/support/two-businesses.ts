import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { createHash } from "node:crypto";
import {
  auditLog,
  authTokens,
  blackouts,
  bookings,
  bookingSeries,
  businessImages,
  businesses,
  clients,
  customerNotes,
  feedback,
  mailOutbox,
  intakeForms,
  intakeQuestions,
  resourceBlockedDates,
  resourceHolds,
  resources,
  resourceTypes,
  serviceResourceNeeds,
  services,
  staffBusyCalendars,
  staffBusyIntervals,
  staffMembers,
  staffScheduleOverrides,
  users,
} from "@/db/schema";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { DEFAULT_STAFF_AVAILABILITY, staffAccessSchema, type StaffAccess } from "@/lib/business/settings-schema";
import { tinyPng } from "../../support/images";
import { insertBusiness } from "./fixtures";

/*
 * Two businesses with the same shape and fixed ids, for the generated matrices: every case starts
 * from `seedTwoBusinesses` (truncate + insert, a few milliseconds) instead of a new database, and
 * B's ids are constants a case can pass to an action signed in to A.
 */

export const PASSWORD = "matrix-pass-1";

/** The kinds of id an action takes, each with one row per business. */
export type IdKind =
  | "booking"
  | "otherBooking"
  | "blackout"
  | "ownTimeOff"
  | "dayChange"
  | "ownDayChange"
  | "service"
  | "staff"
  | "staffWithLogin"
  | "resource"
  | "resourceType"
  | "resourceBlockedDate"
  | "intakeForm"
  | "intakeQuestion";
export type Tenant = "A" | "B";
export type TenantIds = Record<IdKind, string> & {
  business: string;
  owner: string;
  manager: string;
  staffUser: string;
};

const hex = (tenant: Tenant, n: number) =>
  `${tenant === "A" ? "a" : "b"}0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function idsOf(tenant: Tenant): TenantIds {
  return {
    business: hex(tenant, 1),
    owner: hex(tenant, 2),
    manager: hex(tenant, 3),
    staffUser: hex(tenant, 4),
    service: hex(tenant, 5),
    staffWithLogin: hex(tenant, 6),
    staff: hex(tenant, 7),
    booking: hex(tenant, 8),
    otherBooking: hex(tenant, 9),
    blackout: hex(tenant, 10),
    ownTimeOff: hex(tenant, 11),
    dayChange: hex(tenant, 12),
    ownDayChange: hex(tenant, 13),
    resourceType: hex(tenant, 14),
    resource: hex(tenant, 15),
    resourceBlockedDate: hex(tenant, 16),
    intakeForm: hex(tenant, 30),
    intakeQuestion: hex(tenant, 31),
  };
}

export const IDS: Record<Tenant, TenantIds> = { A: idsOf("A"), B: idsOf("B") };

export const emailOf = (tenant: Tenant, who: "owner" | "manager" | "staff" | "free") =>
  `${who}@${tenant.toLowerCase()}-salon.example.com`;
/** A customer who only ever had a past, cancelled booking (nothing upcoming: erasable). */
export const formerCustomerEmailOf = (tenant: Tenant) => `former@${tenant.toLowerCase()}-salon.example.com`;
export const slugOf = (tenant: Tenant) => `${tenant.toLowerCase()}-salon`;
export const domainOf = (tenant: Tenant) => `book.${tenant.toLowerCase()}-salon.example.com`;

/** Portal on with every permission, as a new business gets once the owner switches the portal on. */
export const PORTAL_ON: StaffAccess = { ...staffAccessSchema.parse({}), enableStaffLogin: true };

// Far enough ahead that nothing is in the past or inside a notice period.
const DAY = "2031-03-03"; // a Monday

async function insertTenant(db: Database, tenant: Tenant, passwordHash: string, staffAccess: StaffAccess) {
  const ids = IDS[tenant];
  await insertBusiness(db, {
    id: ids.business,
    slug: slugOf(tenant),
    name: `${tenant} Salon`,
    customDomain: domainOf(tenant),
    // Verified, so verifyCustomDomain answers without asking DNS (the DNS check has its own tests).
    customDomainVerifiedAt: new Date("2026-01-01T00:00:00Z"),
    email: `hello@${slugOf(tenant)}.example.com`,
    staffAccess,
  });
  await db.insert(services).values({
    id: ids.service,
    businessId: ids.business,
    name: `${tenant} Cut`,
    durationMinutes: 30,
    pricePence: 2000,
  });
  await db.insert(staffMembers).values([
    {
      id: ids.staffWithLogin,
      businessId: ids.business,
      name: `${tenant} Stylist`,
      email: emailOf(tenant, "staff"),
      availability: DEFAULT_STAFF_AVAILABILITY,
    },
    {
      id: ids.staff,
      businessId: ids.business,
      name: `${tenant} Colourist`,
      email: emailOf(tenant, "free"),
      availability: DEFAULT_STAFF_AVAILABILITY,
    },
  ]);
  await db.insert(users).values([
    {
      id: ids.owner,
      businessId: ids.business,
      email: emailOf(tenant, "owner"),
      name: `${tenant} Owner`,
      role: "owner",
      passwordHash,
    },
    {
      id: ids.manager,
      businessId: ids.business,
      email: emailOf(tenant, "manager"),
      name: `${tenant} Manager`,
      role: "manager",
      passwordHash,
    },
    {
      id: ids.staffUser,
      businessId: ids.business,
      email: emailOf(tenant, "staff"),
      name: `${tenant} Stylist`,
      role: "staff",
      passwordHash,
      staffMemberId: ids.staffWithLogin,
    },
  ]);
  await db.update(businesses).set({ ownerId: ids.owner }).where(eq(businesses.id, ids.business));
  // The cut needs a treatment room: the bookings below hold Room 0 (the only one yet, held by the database), so the
  // room added further down is free for a booking to move to.
  await db.insert(resourceTypes).values({ id: ids.resourceType, businessId: ids.business, name: "Treatment room" });
  await db.insert(resources).values({ businessId: ids.business, typeId: ids.resourceType, name: `${tenant} Room 0` });
  await db
    .insert(serviceResourceNeeds)
    .values({ businessId: ids.business, serviceId: ids.service, typeId: ids.resourceType });
  const booking = (id: string, staffId: string, staffName: string, hour: string) => ({
    id,
    businessId: ids.business,
    serviceId: ids.service,
    staffId,
    serviceName: `${tenant} Cut`,
    staffName,
    customerName: `${tenant} Customer`,
    customerEmail: `customer@${slugOf(tenant)}.example.com`,
    pricePence: 2000,
    startsAt: new Date(`${DAY}T${hour}:00Z`),
    endsAt: new Date(`${DAY}T${hour}:30Z`),
  });
  await db
    .insert(bookings)
    .values([
      booking(ids.booking, ids.staffWithLogin, `${tenant} Stylist`, "10"),
      booking(ids.otherBooking, ids.staff, `${tenant} Colourist`, "11"),
    ]);
  // In the past and cancelled: not in the business's calendar export, not busy time, nothing upcoming.
  await db.insert(bookings).values({
    businessId: ids.business,
    serviceId: ids.service,
    staffId: ids.staff,
    serviceName: `${tenant} Cut`,
    staffName: `${tenant} Colourist`,
    customerName: `${tenant} Former Client`,
    customerEmail: formerCustomerEmailOf(tenant),
    pricePence: 2000,
    status: "cancelled",
    startsAt: new Date("2025-06-02T10:00:00Z"),
    endsAt: new Date("2025-06-02T10:30:00Z"),
  });
  await db.insert(blackouts).values([
    {
      id: ids.blackout,
      businessId: ids.business,
      type: "staff",
      staffId: ids.staff,
      startDate: "2031-04-01",
      endDate: "2031-04-02",
      reason: `${tenant} training`,
    },
    // The staff user's own time off (My Availability).
    {
      id: ids.ownTimeOff,
      businessId: ids.business,
      type: "staff",
      staffId: ids.staffWithLogin,
      startDate: "2031-04-08",
      endDate: "2031-04-08",
      reason: `${tenant} dentist`,
    },
  ]);
  // A one-day change of each member's hours (Staff screen; the staff user's own, My Availability).
  await db.insert(staffScheduleOverrides).values([
    {
      id: ids.dayChange,
      businessId: ids.business,
      staffId: ids.staff,
      date: "2031-04-15",
      hours: { enabled: false, start: "09:00", end: "17:00" },
    },
    {
      id: ids.ownDayChange,
      businessId: ids.business,
      staffId: ids.staffWithLogin,
      date: "2031-04-16",
      hours: { enabled: true, start: "12:00", end: "20:00" },
    },
  ]);
  // A personal calendar on a loopback address: a refresh is refused at once (private addresses are not allowed).
  await db.insert(staffBusyCalendars).values({
    staffId: ids.staffWithLogin,
    businessId: ids.business,
    url: `http://127.0.0.1:9/${tenant}.ics`,
  });
  await db.insert(staffBusyIntervals).values({
    businessId: ids.business,
    staffId: ids.staffWithLogin,
    startsAt: new Date("2031-04-03T09:00:00Z"),
    endsAt: new Date("2031-04-03T10:00:00Z"),
  });
  // A room each, closed for two days.
  await db
    .insert(resources)
    .values({ id: ids.resource, businessId: ids.business, typeId: ids.resourceType, name: `${tenant} Room 1` });
  await db.insert(resourceBlockedDates).values({
    id: ids.resourceBlockedDate,
    businessId: ids.business,
    resourceId: ids.resource,
    startDate: "2031-04-21",
    endDate: "2031-04-22",
    reason: `${tenant} repairs`,
  });
  // An intake form each with two questions (so a question can move down).
  await db
    .insert(intakeForms)
    .values({ id: ids.intakeForm, businessId: ids.business, name: `${tenant} Medical history` });
  await db.insert(intakeQuestions).values([
    {
      id: ids.intakeQuestion,
      businessId: ids.business,
      formId: ids.intakeForm,
      position: 0,
      kind: "yes_no",
      label: "Pregnant?",
    },
    {
      businessId: ids.business,
      formId: ids.intakeForm,
      position: 1,
      kind: "long_text",
      label: "Medication",
      sensitive: true,
    },
  ]);
  // An uploaded logo each, in its own colour: an upload by the other business must leave it alone.
  const logo = tinyPng(2, 2, tenant === "A" ? [10, 20, 30] : [200, 100, 50]);
  await db.insert(businessImages).values({
    businessId: ids.business,
    kind: "logo",
    bytes: logo,
    contentType: "image/png",
    byteSize: logo.length,
    sha256: createHash("sha256").update(logo).digest("hex"),
  });
}

/** Empties every tenant table and inserts A and B again; `staffAccess` applies to A (B keeps the portal on). */
export async function seedTwoBusinesses(
  db: Database,
  passwordHash: string,
  staffAccess: StaffAccess = PORTAL_ON,
): Promise<void> {
  await db.execute(
    sql`truncate table businesses, users, services, staff_members, bookings, blackouts, mail_outbox, auth_tokens, rate_limits, released_slugs, feedback cascade`,
  );
  await insertTenant(db, "A", passwordHash, staffAccess);
  await insertTenant(db, "B", passwordHash, PORTAL_ON);
}

/** Every row of the tables an action can write, in a stable order: equal snapshots = nothing changed. */
export async function snapshotAll(db: Database) {
  return {
    businesses: await db.select().from(businesses).orderBy(asc(businesses.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    services: await db.select().from(services).orderBy(asc(services.id)),
    staffMembers: await db.select().from(staffMembers).orderBy(asc(staffMembers.id)),
    bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
    blackouts: await db.select().from(blackouts).orderBy(asc(blackouts.id)),
    dayChanges: await db.select().from(staffScheduleOverrides).orderBy(asc(staffScheduleOverrides.id)),
    mailOutbox: await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
    authTokens: await db.select().from(authTokens).orderBy(asc(authTokens.id)),
    busyCalendars: await db.select().from(staffBusyCalendars).orderBy(asc(staffBusyCalendars.staffId)),
    busyIntervals: await db.select().from(staffBusyIntervals).orderBy(asc(staffBusyIntervals.staffId)),
    businessImages: await db
      .select()
      .from(businessImages)
      .orderBy(asc(businessImages.businessId), asc(businessImages.kind)),
    feedback: await db.select().from(feedback).orderBy(asc(feedback.id)),
    resourceTypes: await db.select().from(resourceTypes).orderBy(asc(resourceTypes.id)),
    resources: await db.select().from(resources).orderBy(asc(resources.id)),
    resourceBlockedDates: await db.select().from(resourceBlockedDates).orderBy(asc(resourceBlockedDates.id)),
    serviceResourceNeeds: await db.select().from(serviceResourceNeeds).orderBy(asc(serviceResourceNeeds.id)),
    resourceHolds: await db.select().from(resourceHolds).orderBy(asc(resourceHolds.id)),
    bookingSeries: await db.select().from(bookingSeries).orderBy(asc(bookingSeries.id)),
    clients: await db.select().from(clients).orderBy(asc(clients.id)),
    customerNotes: await db
      .select()
      .from(customerNotes)
      .orderBy(asc(customerNotes.businessId), asc(customerNotes.customerEmail)),
    auditLog: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
}

/** One business's rows (and the mail and tokens of its people): what an action of the other one must not touch. */
export async function snapshotTenant(db: Database, tenant: Tenant) {
  const ids = IDS[tenant];
  const userIds = [ids.owner, ids.manager, ids.staffUser];
  const emails = (["owner", "manager", "staff", "free"] as const).map((who) => emailOf(tenant, who));
  return {
    business: await db.select().from(businesses).where(eq(businesses.id, ids.business)),
    users: await db
      .select()
      .from(users)
      .where(or(eq(users.businessId, ids.business), inArray(users.id, userIds)))
      .orderBy(asc(users.id)),
    services: await db.select().from(services).where(eq(services.businessId, ids.business)).orderBy(asc(services.id)),
    staffMembers: await db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.businessId, ids.business))
      .orderBy(asc(staffMembers.id)),
    bookings: await db.select().from(bookings).where(eq(bookings.businessId, ids.business)).orderBy(asc(bookings.id)),
    blackouts: await db
      .select()
      .from(blackouts)
      .where(eq(blackouts.businessId, ids.business))
      .orderBy(asc(blackouts.id)),
    dayChanges: await db
      .select()
      .from(staffScheduleOverrides)
      .where(eq(staffScheduleOverrides.businessId, ids.business))
      .orderBy(asc(staffScheduleOverrides.id)),
    mail: await db
      .select()
      .from(mailOutbox)
      .where(or(eq(mailOutbox.businessId, ids.business), inArray(mailOutbox.toAddress, emails)))
      .orderBy(asc(mailOutbox.id)),
    authTokens: await db
      .select()
      .from(authTokens)
      .where(inArray(authTokens.userId, userIds))
      .orderBy(asc(authTokens.id)),
    busyCalendars: await db
      .select()
      .from(staffBusyCalendars)
      .where(eq(staffBusyCalendars.businessId, ids.business))
      .orderBy(asc(staffBusyCalendars.staffId)),
    busyIntervals: await db
      .select()
      .from(staffBusyIntervals)
      .where(eq(staffBusyIntervals.businessId, ids.business))
      .orderBy(asc(staffBusyIntervals.staffId)),
    images: await db
      .select()
      .from(businessImages)
      .where(eq(businessImages.businessId, ids.business))
      .orderBy(asc(businessImages.kind)),
    clients: await db.select().from(clients).where(eq(clients.businessId, ids.business)).orderBy(asc(clients.id)),
    customerNotes: await db
      .select()
      .from(customerNotes)
      .where(eq(customerNotes.businessId, ids.business))
      .orderBy(asc(customerNotes.customerEmail)),
    resourceTypes: await db
      .select()
      .from(resourceTypes)
      .where(eq(resourceTypes.businessId, ids.business))
      .orderBy(asc(resourceTypes.id)),
    resources: await db
      .select()
      .from(resources)
      .where(eq(resources.businessId, ids.business))
      .orderBy(asc(resources.id)),
    resourceBlockedDates: await db
      .select()
      .from(resourceBlockedDates)
      .where(eq(resourceBlockedDates.businessId, ids.business))
      .orderBy(asc(resourceBlockedDates.id)),
    serviceResourceNeeds: await db
      .select()
      .from(serviceResourceNeeds)
      .where(eq(serviceResourceNeeds.businessId, ids.business))
      .orderBy(asc(serviceResourceNeeds.id)),
    resourceHolds: await db
      .select()
      .from(resourceHolds)
      .where(eq(resourceHolds.businessId, ids.business))
      .orderBy(asc(resourceHolds.id)),
    bookingSeries: await db
      .select()
      .from(bookingSeries)
      .where(eq(bookingSeries.businessId, ids.business))
      .orderBy(asc(bookingSeries.id)),
    intakeForms: await db
      .select()
      .from(intakeForms)
      .where(eq(intakeForms.businessId, ids.business))
      .orderBy(asc(intakeForms.id)),
    intakeQuestions: await db
      .select()
      .from(intakeQuestions)
      .where(eq(intakeQuestions.businessId, ids.business))
      .orderBy(asc(intakeQuestions.id)),
  };
}

export type Who = "owner" | "manager" | "staffUser";

/** The signed-in user as every request loads it (null when the session would be refused). */
export async function signedIn(db: Database, tenant: Tenant, who: Who): Promise<CurrentUser | null> {
  return loadUser(db, IDS[tenant][who]);
}

/**
 * Reseeds only when needed: `fresh()` before a case (reseeds when the last case may have written or
 * the portal settings differ), `unchanged()` once the case has shown that nothing was written.
 * Most matrix cases are refusals, so most of them skip the reseed.
 */
export function lazySeeder(db: () => Database, passwordHash: () => string) {
  let state: { access: string; dirty: boolean } | null = null;
  return {
    async fresh(access: StaffAccess = PORTAL_ON): Promise<void> {
      const key = JSON.stringify(access);
      if (!state || state.dirty || state.access !== key) await seedTwoBusinesses(db(), passwordHash(), access);
      state = { access: key, dirty: true };
    },
    unchanged(): void {
      if (state) state.dirty = false;
    },
  };
}
