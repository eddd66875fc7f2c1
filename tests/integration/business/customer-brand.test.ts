import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { businessIdOf } from "../support/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getBookingIcs } from "@/app/manage/[token]/calendar.ics/route";
import { getPublicAvailability } from "@/lib/availability/public-availability";
import { createPublicBooking } from "@/lib/bookings/create-booking";
import { cancelManagedBooking, rescheduleManagedBooking } from "@/lib/bookings/manage-booking";
import { createManageToken } from "@/lib/bookings/manage-token";
import { getManagedBooking } from "@/lib/bookings/public-queries";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";
import { setDatabaseHandle } from "@/db";
import { businessImages, businesses, mailOutbox, services, staffMembers } from "@/db/schema";
import { DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { zonedToInstant } from "@/lib/time/zoned-time";
import { customizationSchema, whiteLabelSchema } from "@/lib/business/settings-schema";
import { tinyPng } from "../../support/images";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

/*
 * What the customer receives carries the business's brand: the white-label company name and logo
 * where set, the Customize colours and font; and the customer can put the booking in their calendar
 * (Google, Outlook, or the .ics behind their manage link).
 */

process.env.AUTH_SECRET ??= "integration-test-secret";

describe.each(databaseKinds)("the customer's emails and calendar links on %s", (kind) => {
  let database: TestDatabase;
  // Monday 10 June 2030, 08:00 in London.
  const now = new Date("2030-06-10T07:00:00Z");
  let ids: { cut: string; emma: string };

  let demoId = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db, now);
    demoId = await businessIdOf(database.db, "demo");
    const [cut] = await database.db.select().from(services).where(eq(services.name, "Haircut & Style"));
    const [emma] = await database.db.select().from(staffMembers).where(eq(staffMembers.name, "Emma Wilson"));
    ids = { cut: cut.id, emma: emma.id };
    await database.db
      .update(businesses)
      .set({
        customization: customizationSchema.parse({
          primaryColor: "#1d4ed8",
          secondaryColor: "#f59e0b",
          fontFamily: "Poppins",
          logo: "https://cdn.example.com/own-logo.png",
          showPricing: false,
        }),
        whiteLabel: whiteLabelSchema.parse({
          companyName: "Bella Group Salons",
          logoUrl: "https://cdn.example.com/group-logo.png",
          hideBookingProBranding: true,
        }),
      })
      .where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  const book = (time: string, customerEmail: string) =>
    createPublicBooking(
      database.db,
      demoId,
      {
        serviceId: ids.cut,
        staffId: ids.emma,
        date: "2030-06-11",
        time,
        customerName: "Alex <b>Customer</b>",
        customerEmail,
        customerPhone: "",
        notes: "",
      },
      { now },
    );

  const mailsTo = (address: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.createdAt);

  it("the confirmation is in the business's look, under the white-label name, with calendar links", async () => {
    const created = await book("13:00", "brand@example.com");
    const [mail] = await mailsTo("brand@example.com");
    expect(mail.subject).toBe("Booking confirmed: Haircut & Style at Bella Group Salons");
    expect(mail.htmlBody).toContain("background:#1d4ed8");
    expect(mail.htmlBody).toContain("border-top:4px solid #f59e0b");
    expect(mail.htmlBody).toContain("Poppins");
    expect(mail.htmlBody).toContain('src="https://cdn.example.com/group-logo.png"');
    expect(mail.htmlBody).toContain("Alex &lt;b&gt;Customer&lt;/b&gt;");
    expect(mail.htmlBody).not.toContain("Powered by BookingPro");
    // The business hides prices on its page: the email does too.
    expect(mail.textBody).not.toContain("£");
    expect(mail.textBody).toContain(`Apple Calendar (.ics): ${created.calendar.ics}`);
    expect(mail.htmlBody).toContain("calendar.google.com");

    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(mail.attachments[0].content)).getFirstSubcomponent("vevent")!,
    );
    expect(event.summary).toBe("Haircut & Style at Bella Group Salons");

    // The links the confirmation screen shows.
    const google = new URL(created.calendar.google);
    expect(google.searchParams.get("dates")).toBe("20300611T120000Z/20300611T124500Z"); // 13:00 BST
    expect(google.searchParams.get("text")).toBe("Haircut & Style at Bella Group Salons");
    expect(new URL(created.calendar.outlook).searchParams.get("startdt")).toBe("2030-06-11T12:00:00.000Z");
    expect(created.calendar.ics).toBe(`${created.manageUrl}/calendar.ics`);
  });

  it("the .ics behind the manage link parses and follows the booking; a forged or unknown token gets 404", async () => {
    const created = await book("15:00", "ics@example.com");
    const token = created.manageUrl.split("/manage/")[1];
    const fetchIcs = (value: string) =>
      getBookingIcs(new Request(`http://localhost/manage/${value}/calendar.ics`), {
        params: Promise.resolve({ token: value }),
      });

    const response = await fetchIcs(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="booking-${created.booking.id}.ics"`,
    );
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-06-11T14:00:00.000Z");

    await rescheduleManagedBooking(database.db, created.booking.id, "2030-06-11", "16:00", now);
    const moved = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await (await fetchIcs(token)).text())).getFirstSubcomponent("vevent")!,
    );
    expect(moved.startDate.toJSDate().toISOString()).toBe("2030-06-11T15:00:00.000Z");
    expect(moved.uid).toBe(event.uid);
    expect(moved.sequence).toBeGreaterThan(event.sequence);

    expect((await fetchIcs(`${created.booking.id}.forged`)).status).toBe(404);
    expect((await fetchIcs(createManageToken("00000000-0000-4000-8000-000000000000"))).status).toBe(404);
  });

  it("the moved and cancelled emails are branded too, and the moved one links to the new time", async () => {
    const { days } = await getPublicAvailability(database.db, demoId, ids.cut, ids.emma, now);
    const [first, second] = days.find((day) => day.date === "2030-06-11")!.slots;
    const created = await book(first, "change@example.com");
    await rescheduleManagedBooking(database.db, created.booking.id, "2030-06-11", second, now);
    const movedTo = zonedToInstant("2030-06-11", second, "Europe/London");
    await cancelManagedBooking(database.db, created.booking.id, now);
    const [, movedMail, cancelledMail] = await mailsTo("change@example.com");
    expect(movedMail.subject).toBe("Booking moved: Haircut & Style at Bella Group Salons");
    expect(movedMail.textBody).toContain("is now on");
    expect(movedMail.textBody).toContain(created.manageUrl);
    const dates = new URL(/https:\/\/calendar\.google\.com\S+/.exec(movedMail.textBody)![0]).searchParams.get("dates");
    expect(dates?.split("/")[0]).toBe(movedTo.toISOString().replace(/[-:]/g, "").replace(".000", ""));
    expect(movedMail.htmlBody).toContain("background:#1d4ed8");
    expect(cancelledMail.subject).toBe("Booking cancelled: Haircut & Style at Bella Group Salons");
    expect(cancelledMail.htmlBody).toContain("group-logo.png");
  });
  it("an uploaded logo wins over the Customize address: on the manage page and, as a full address, in the emails", async () => {
    const logo = tinyPng(3, 3);
    const sha256 = createHash("sha256").update(logo).digest("hex");
    const [business] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    // The white-label logo still wins over both; without it the upload shows.
    await database.db
      .update(businesses)
      .set({ whiteLabel: whiteLabelSchema.parse({ companyName: "Bella Group Salons" }) })
      .where(eq(businesses.id, business.id));
    await database.db.insert(businessImages).values({
      businessId: business.id,
      kind: "logo",
      bytes: logo,
      contentType: "image/png",
      byteSize: logo.length,
      sha256,
    });
    const path = `/api/public/businesses/${DEMO_BUSINESS_SLUG}/images/logo/${sha256}`;

    const created = await book("14:00", "upload@example.com");
    const [mail] = await mailsTo("upload@example.com");
    expect(mail.htmlBody).toContain(`src="${new URL(path, getPlatformOrigin()).toString()}"`);
    const managed = await getManagedBooking(database.db, created.booking.id);
    expect(managed?.customization.logo).toBe(path);
  });
});
