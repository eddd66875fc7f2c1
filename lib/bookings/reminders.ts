import type { Database } from "@/db/client";
import { resolveStoredBrand } from "@/lib/business/brand";
import { createBookingsCalendar } from "@/lib/calendar/booking-ics";
import { enqueueMail } from "@/lib/mail/outbox";
import { buildReminderEmail } from "./customer-emails";
import { summarizeVisit } from "./visit-summary";
import { joinResourceNames } from "@/lib/resources/hold-queries";
import { createManageUrl } from "./manage-token";
import { claimDueReminders, claimVisitReminders, findReminderBusinesses, type DueReminder } from "./reminder-queries";

/** Reminders claimed and queued per transaction. */
export const REMINDER_BATCH = 50;

/**
 * The claimed reminders as emails to send: one per booking of one, one per visit (its services in order, the
 * first one's manage link), whichever of its services came due.
 */
function groupByVisit(reminders: readonly DueReminder[]): DueReminder[][] {
  const groups = new Map<string, DueReminder[]>();
  for (const reminder of reminders) {
    const key = reminder.visitId ?? `booking:${reminder.id}`;
    groups.set(key, [...(groups.get(key) ?? []), reminder]);
  }
  return [...groups.values()].map((group) =>
    group.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id)),
  );
}

/**
 * Queues the email of up to `limit` due reminders, each with the manage link and the appointment as an .ics,
 * in one transaction with their claim: a reminder is either queued and marked sent, or neither. A visit's
 * services share one email (their reminders claimed together). Returns how many bookings were claimed from the
 * due ones (fewer than `limit` means none are left due).
 */
export async function queueDueReminders(db: Database, limit = REMINDER_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const reminders = await claimDueReminders(tx, limit);
    if (reminders.length === 0) return 0;
    const visitIds = [...new Set(reminders.flatMap((r) => (r.visitId ? [r.visitId] : [])))];
    const siblings = await claimVisitReminders(
      tx,
      visitIds,
      reminders.map((r) => r.id),
    );
    const businesses = new Map(
      (await findReminderBusinesses(tx, [...new Set(reminders.map((r) => r.businessId))])).map((b) => [b.id, b]),
    );
    for (const group of groupByVisit([...reminders, ...siblings])) {
      const [first] = group;
      const business = businesses.get(first.businessId);
      if (!business) continue;
      const { brand, customization } = resolveStoredBrand(business);
      const emailBusiness = {
        brand,
        address: business.address,
        timeZone: business.timeZone,
        showPricing: customization.showPricing,
      };
      const manageUrl = createManageUrl(business, first.id);
      // One booking, or a visit's services as one appointment with each listed.
      const appointment = {
        customerName: first.customerName,
        ...summarizeVisit(group),
        rooms: joinResourceNames(group.map((reminder) => reminder.rooms)),
      };
      const email = buildReminderEmail(
        { ...appointment, parts: group.length > 1 ? group : undefined },
        emailBusiness,
        manageUrl,
      );
      const ics = createBookingsCalendar(
        group.map((reminder) => ({ ...reminder, customerEmail: undefined, customerPhone: undefined })),
        { name: brand.name, address: business.address, slug: business.slug },
        { urlFor: (booking) => createManageUrl(business, booking.id) },
      );
      await enqueueMail(tx, {
        businessId: business.id,
        bookingId: first.id,
        to: first.customerEmail,
        ...email,
        attachments: [
          {
            filename: `booking-${first.id}.ics`,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: ics,
          },
        ],
      });
    }
    return reminders.length;
  });
}
