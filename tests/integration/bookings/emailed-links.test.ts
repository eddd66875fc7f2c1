import { eq } from "drizzle-orm";
import { businessIdOf } from "../support/fixtures";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postBooking } from "@/app/api/public/businesses/[slug]/bookings/route";
import { runAction } from "@/lib/actions/action";
import { sendPasswordReset } from "@/lib/auth/account-actions";
import { requestPasswordReset } from "@/lib/auth/actions";
import { createStaffLogin, createStaffMember } from "@/lib/staff/actions";
import { loadUser } from "@/lib/auth/load-user";
import { deliverPendingMail, type MailTransport } from "@/lib/mail/outbox";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { setDatabaseHandle } from "@/db";
import { mailOutbox, services, staffMembers, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { EMPTY_STAFF_FORM, toStaffFormFields } from "@/lib/staff/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { setTestEnv } from "@/tests/support/env";

/*
 * Every link in an email starts with the configured public origin, whatever Host and
 * X-Forwarded-Host the request that caused the email carried: those headers are chosen by the
 * sender, so a link built from them sends the victim (customer, owner, new staff member) to the
 * sender's site with a working token.
 */

const ATTACKER_HOST = "evil.example";
const attackerHeaders = {
  host: ATTACKER_HOST,
  "x-forwarded-host": ATTACKER_HOST,
  "x-forwarded-proto": "https",
};

// Inside a request Next's headers() returns the incoming request's headers: give every caller the attacker's.
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers(attackerHeaders),
}));

const ORIGIN = "http://localhost:3000";

const [OWNER] = DEMO_ACCOUNTS;

describe.each(databaseKinds)("emailed links on %s", (kind) => {
  let database: TestDatabase;
  let restoreEnv = () => {};

  let demoId = "";
  beforeAll(async () => {
    // No APP_URL outside production: the development default origin.
    restoreEnv = setTestEnv({
      APP_URL: undefined,
      PORT: undefined,
      SMTP_URL: undefined,
      AUTH_SECRET: process.env.AUTH_SECRET ?? "integration-test-secret",
    });
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    demoId = await businessIdOf(database.db, "demo");
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
    restoreEnv();
  });

  async function mailsTo(address: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  }

  async function owner() {
    const [row] = await database.db.select().from(users).where(eq(users.email, OWNER.email));
    return (await loadUser(database.db, row.id))!;
  }

  /** Nothing of the mail (text, HTML, .ics) names the attacker's host. */
  function expectNoAttackerHost(mails: unknown[]) {
    expect(JSON.stringify(mails)).not.toContain(ATTACKER_HOST);
  }

  it("a public booking's confirmation links to the public origin, not to the request's host", async () => {
    const [service] = await database.db.select().from(services).where(eq(services.name, "Haircut & Style"));
    const [staff] = await database.db.select().from(staffMembers).where(eq(staffMembers.name, "Emma Wilson"));
    const availability = await getPublicAvailability(database.db, demoId, service.id, staff.id, new Date());
    const day = availability.days.find((d) => d.slots.length > 0)!;
    const customerEmail = "victim@example.com";

    const response = await postBooking(
      new Request(`http://${ATTACKER_HOST}/api/public/businesses/${DEMO_BUSINESS_SLUG}/bookings`, {
        method: "POST",
        headers: { ...attackerHeaders, "content-type": "application/json" },
        body: JSON.stringify({
          serviceId: service.id,
          staffId: staff.id,
          date: day.date,
          time: day.slots[0],
          customerName: "Vic Tim",
          customerEmail,
          customerPhone: "07700 900123",
          notes: "",
        }),
      }),
      { params: Promise.resolve({ slug: DEMO_BUSINESS_SLUG }) },
    );

    expect(response.status).toBe(201);
    const { manageUrl } = (await response.json()) as { manageUrl: string };
    expect(manageUrl).toMatch(new RegExp(`^${ORIGIN}/manage/[^/]+$`));
    const mails = await mailsTo(customerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`View, cancel or reschedule your booking: ${manageUrl}`);
    expect(mails[0].htmlBody).toContain(`href="${manageUrl}"`);
    expectNoAttackerHost(mails);
  });

  it("a password reset requested from the sign-in page links to the public origin", async () => {
    expect(await runAction(requestPasswordReset, null, { email: OWNER.email }, database.db)).toMatchObject({
      ok: true,
    });
    const mails = await mailsTo(OWNER.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`${ORIGIN}/reset-password?token=`);
    expectNoAttackerHost(mails);
  });

  it("a password reset sent from account settings links to the public origin", async () => {
    const user = await owner();
    expect(await runAction(sendPasswordReset, user, { email: OWNER.email }, database.db)).toMatchObject({ ok: true });
    const mails = await mailsTo(OWNER.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.textBody).toContain(`${ORIGIN}/reset-password?token=`);
    expectNoAttackerHost(mails);
  });

  it("a staff invitation links to the public origin, for the password and for the staff portal", async () => {
    const user = await owner();
    const email = "new.stylist@example.com";
    const created = await runAction(
      createStaffMember,
      user,
      toStaffFormFields({ ...EMPTY_STAFF_FORM, name: "New Stylist", email }),
      database.db,
    );
    const id = (created as { data: { id: string } }).data.id;
    expect(await runAction(createStaffLogin, user, { id }, database.db)).toMatchObject({ ok: true });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(`${ORIGIN}/reset-password?invite=1&token=`);
    expect(mails[0].textBody).toContain(`sign in to the staff portal at ${ORIGIN}/staff-login with ${email}`);
    expectNoAttackerHost(mails);
  });

  it("reset and invitation links are gone from the outbox once delivered; other mail is kept", async () => {
    const delivered: { to: string; text: string }[] = [];
    const transport: MailTransport = async (mail) => {
      delivered.push({ to: mail.to, text: mail.text });
    };
    await deliverPendingMail(database.db, transport);
    expect(delivered.some((mail) => mail.text.includes("/reset-password?token="))).toBe(true);
    expect(delivered.some((mail) => mail.text.includes("/reset-password?invite=1&token="))).toBe(true);

    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    for (const row of rows) expect(`${row.textBody} ${row.htmlBody ?? ""}`).not.toContain("token=");
    // A booking confirmation is no credential of an account: it stays readable for the business's records.
    expect(rows.some((row) => row.textBody.includes("/manage/"))).toBe(true);
  });
});
