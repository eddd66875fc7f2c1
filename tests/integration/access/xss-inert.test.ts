import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postBooking } from "@/app/api/public/businesses/[slug]/bookings/route";
import { GET as getAvailability } from "@/app/api/public/businesses/[slug]/availability/route";
import { runAction } from "@/lib/actions/action";
import { saveBusiness } from "@/lib/business/actions";
import { createBlackout } from "@/lib/blackouts/actions";
import { createService } from "@/lib/services/actions";
import { createStaffMember } from "@/lib/staff/actions";
import { saveWhiteLabel } from "@/lib/business/white-label-actions";
import { hashPassword } from "@/lib/auth/password";
import { createBookingsCalendar } from "@/lib/calendar/booking-ics";
import { setDatabaseHandle } from "@/db";
import { businesses, mailOutbox } from "@/db/schema";
import { EMPTY_BUSINESS_FORM, toBusinessFormFields } from "@/lib/business/schema";
import { customizationSchema, whiteLabelSchema } from "@/lib/business/settings-schema";
import { EMPTY_STAFF_FORM, toStaffFormFields } from "@/lib/staff/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { escapeHtml } from "@/lib/mail/branded-email";
import { domainOf, IDS, PASSWORD, seedTwoBusinesses, signedIn, slugOf } from "../support/two-businesses";

/*
 * What a tenant or a customer types is data wherever it ends up: in the mails (the text body as
 * typed; the customer's HTML body escaped) and in the .ics attachment (RFC 5545 text values, where a line break
 * must not start a new property). Payloads go in through the real actions and the public API.
 */

process.env.AUTH_SECRET ??= "integration-test-secret";
delete process.env.SMTP_URL;

const HTML = `<script>alert(1)</script>"><img src=x onerror=alert(1)>{{7*7}}`;
const SCRIPT_URL = "javascript:alert(1)";
const CRLF = "\r\nBCC: x@y";

/** The properties a booking's event may have: anything else was injected. */
const EVENT_PROPERTIES = [
  "uid",
  "summary",
  "description",
  "location",
  "url",
  "dtstart",
  "dtend",
  "dtstamp",
  "sequence",
  "status",
];

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = events[0];
  for (const property of event.getAllProperties()) expect(EVENT_PROPERTIES).toContain(property.name);
  expect(calendar.getAllSubcomponents().map((c) => c.name)).toEqual(["vevent"]);
  return event;
}

describe.each(databaseKinds)("payloads stay text in mails and calendars on %s", (kind) => {
  let database: TestDatabase;
  const names = {
    business: `Salon ${HTML}`,
    service: `Cut ${HTML}`,
    staff: `Stylist ${HTML}`,
    customer: `Alex ${HTML}`,
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedTwoBusinesses(database.db, await hashPassword(PASSWORD));
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function owner() {
    return (await signedIn(database.db, "A", "owner"))!;
  }

  it("the actions store every text field as typed", async () => {
    const business = await runAction(
      saveBusiness,
      await owner(),
      toBusinessFormFields({
        ...EMPTY_BUSINESS_FORM,
        name: names.business,
        type: "salon",
        description: `${SCRIPT_URL} ${HTML}`,
        address: `1 ${HTML} Street`,
        email: "hello@a-salon.example.com",
      }),
      database.db,
    );
    expect(business).toMatchObject({ ok: true });
    const service = await runAction(
      createService,
      await owner(),
      { name: names.service, description: HTML, duration: "30", price: "20", category: "Other", isActive: "on" },
      database.db,
    );
    expect(service).toMatchObject({ ok: true });
    const staff = await runAction(
      createStaffMember,
      await owner(),
      toStaffFormFields({ ...EMPTY_STAFF_FORM, name: names.staff, email: "x@example.com", jobTitle: HTML }),
      database.db,
    );
    expect(staff).toMatchObject({ ok: true });
    const blackout = await runAction(
      createBlackout,
      await owner(),
      { type: "business", startDate: "2031-05-04", endDate: "2031-05-04", reason: HTML },
      database.db,
    );
    expect(blackout).toMatchObject({ ok: true });
  });

  const whiteLabelForm = (logoUrl: string) => ({
    subdomain: slugOf("A"),
    customDomain: domainOf("A"),
    companyName: HTML,
    logoUrl,
    primaryColor: "#0ea5e9",
    enableStaffLogin: "on",
    staffCanViewAllBookings: "on",
    staffCanModifyBookings: "on",
    staffCanManageAvailability: "on",
  });

  it.each([SCRIPT_URL, "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"])(
    "the white label logo refuses %s",
    async (logoUrl) => {
      const result = await runAction(saveWhiteLabel, await owner(), whiteLabelForm(logoUrl), database.db);
      expect(result).toMatchObject({ ok: false, fieldErrors: { logoUrl: expect.any(String) } });
    },
  );

  it("a company name is stored as typed", async () => {
    expect(await runAction(saveWhiteLabel, await owner(), whiteLabelForm(""), database.db)).toMatchObject({ ok: true });
  });

  it("a script URL already stored in a logo or header image reads as no image", () => {
    expect(customizationSchema.parse({ logo: SCRIPT_URL, headerImage: "javascript:alert(1)" })).toMatchObject({
      logo: null,
      headerImage: null,
    });
    expect(whiteLabelSchema.parse({ logoUrl: SCRIPT_URL }).logoUrl).toBeNull();
    expect(customizationSchema.parse({ logo: "https://cdn.example.com/logo.png" }).logo).toBe(
      "https://cdn.example.com/logo.png",
    );
  });

  it("a customer's booking mails carry the payloads as plain text and the .ics as text values", async () => {
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, IDS.A.business));
    expect(row.name).toBe(names.business);
    const services = await database.db.query.services.findMany({ where: (s, { eq: is }) => is(s.name, names.service) });
    const staff = await database.db.query.staffMembers.findMany({ where: (s, { eq: is }) => is(s.name, names.staff) });
    const ids = { serviceId: services[0].id, staffId: staff[0].id };
    const params = { params: Promise.resolve({ slug: slugOf("A") }) };
    const open = await getAvailability(
      new Request(
        `http://localhost/api/public/businesses/a-salon/availability?serviceId=${ids.serviceId}&staffId=${ids.staffId}`,
      ),
      params,
    );
    const day = ((await open.json()) as { days: { date: string; slots: string[] }[] }).days.find(
      (d) => d.slots.length,
    )!;
    const response = await postBooking(
      new Request("http://localhost/api/public/businesses/a-salon/bookings", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...ids,
          date: day.date,
          time: day.slots[0],
          customerName: names.customer,
          customerEmail: "alex@example.com",
          customerPhone: "",
          notes: `${HTML} ${SCRIPT_URL}`,
        }),
      }),
      params,
    );
    expect(response.status).toBe(201);

    const mails = await database.db.select().from(mailOutbox);
    const confirmation = mails.find((m) => m.toAddress === "alex@example.com")!;
    const notice = mails.find((m) => m.toAddress === "hello@a-salon.example.com")!;
    for (const mail of [confirmation, notice]) expect(mail.subject).not.toMatch(/[\r\n]/);
    // The business's notice is text only; the customer's HTML body (in the business's look) escapes
    // every payload: no tag, attribute or script address of theirs survives as markup.
    expect(notice.htmlBody).toBeNull();
    const html = confirmation.htmlBody!;
    expect(html).toContain(escapeHtml(names.customer));
    expect(html).toContain(escapeHtml(HTML));
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/href="javascript:/i);
    expect(confirmation.textBody).toContain(`Hello ${names.customer},`);
    expect(notice.textBody).toContain(`Notes: ${HTML} ${SCRIPT_URL}`);

    const event = parseCalendar(confirmation.attachments[0].content);
    // "{service} at {brand}": the white-label company name (set to the payload above) wins over the business's.
    expect(event.getFirstPropertyValue("summary")).toBe(`${names.service} at ${HTML}`);
    expect(event.getFirstPropertyValue("location")).toBe(`1 ${HTML} Street`);
    expect(event.getFirstPropertyValue("description")).toBe(`With ${names.staff}`);
  });

  // Single-line fields turn line breaks into spaces at validation, so no header can be split by one.
  it("a line break typed into a customer's name never reaches a mail header", async () => {
    const [service] = await database.db.query.services.findMany({
      where: (s, { eq: is }) => is(s.name, names.service),
    });
    const [staff] = await database.db.query.staffMembers.findMany({
      where: (s, { eq: is }) => is(s.name, names.staff),
    });
    const params = { params: Promise.resolve({ slug: slugOf("A") }) };
    const open = await getAvailability(
      new Request(
        `http://localhost/api/public/businesses/a-salon/availability?serviceId=${service.id}&staffId=${staff.id}`,
      ),
      params,
    );
    const day = ((await open.json()) as { days: { date: string; slots: string[] }[] }).days.find(
      (d) => d.slots.length,
    )!;
    const response = await postBooking(
      new Request("http://localhost/api/public/businesses/a-salon/bookings", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          serviceId: service.id,
          staffId: staff.id,
          date: day.date,
          time: day.slots.at(-1),
          customerName: `Alex${CRLF}`,
          customerEmail: "crlf@example.com",
          customerPhone: "",
          notes: "",
        }),
      }),
      params,
    );
    // Refused at validation, or stored: either way no subject holds a line break.
    expect(response.status === 201 || response.status === 400).toBe(true);
    for (const mail of await database.db.select().from(mailOutbox)) expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("a line break in any .ics text is part of the value, never a new property", () => {
    const ics = createBookingsCalendar(
      [
        {
          id: IDS.A.booking,
          serviceName: `Cut${CRLF}`,
          staffName: `Stylist${CRLF}`,
          customerName: `Alex${CRLF}`,
          notes: `Notes${CRLF}\nATTENDEE:mailto:x@y`,
          startsAt: new Date("2031-03-03T10:00:00Z"),
          endsAt: new Date("2031-03-03T10:30:00Z"),
          status: "confirmed",
        },
      ],
      { name: `Salon${CRLF}`, address: `1 Street${CRLF}`, slug: "a-salon" },
      { urlFor: () => "https://example.com/manage/x" },
    );
    const event = parseCalendar(ics);
    expect(event.getFirstPropertyValue("summary")).toContain("BCC: x@y");
    expect(event.getFirstPropertyValue("description")).toContain("ATTENDEE:mailto:x@y");
    expect(event.getFirstPropertyValue("location")).toContain("BCC: x@y");
  });
});
