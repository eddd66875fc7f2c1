import type { Database } from "@/db/client";
import { resolveStoredBrand } from "@/lib/business/brand";
import { createBookingsCalendar } from "@/lib/calendar/booking-ics";
import { enqueueMail } from "@/lib/mail/outbox";
import { buildReminderEmail } from "./customer-emails";
import { createManageUrl } from "./manage-token";
import { claimDueReminders, findReminderBusinesses } from "./reminder-queries";
import { lengthInMinutes } from "@/lib/time/length";

/** Reminders claimed and queued per transaction. */
export const REMINDER_BATCH = 50;

/**
 * Queues the email of up to `limit` due reminders, each with the manage link and the appointment as an .ics,
 * in one transaction with their claim: a reminder is either queued and marked sent, or neither. Returns how
 * many were queued (fewer than `limit` means none are left due).
 */
export async function queueDueReminders(db: Database, limit = REMINDER_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const reminders = await claimDueReminders(tx, limit);
    if (reminders.length === 0) return 0;
    const businesses = new Map(
      (await findReminderBusinesses(tx, [...new Set(reminders.map((r) => r.businessId))])).map((b) => [b.id, b]),
    );
    for (const reminder of reminders) {
      const business = businesses.get(reminder.businessId);
      if (!business) continue;
      const { brand, customization } = resolveStoredBrand(business);
      const manageUrl = createManageUrl(business, reminder.id);
      const email = buildReminderEmail(
        {
          ...reminder,
          durationMinutes: lengthInMinutes(reminder),
        },
        {
          brand,
          address: business.address,
          timeZone: business.timeZone,
          showPricing: customization.showPricing,
        },
        manageUrl,
      );
      const ics = createBookingsCalendar(
        [{ ...reminder, customerEmail: undefined, customerPhone: undefined }],
        { name: brand.name, address: business.address, slug: business.slug },
        { urlFor: () => manageUrl },
      );
      await enqueueMail(tx, {
        businessId: business.id,
        bookingId: reminder.id,
        to: reminder.customerEmail,
        ...email,
        attachments: [
          {
            filename: `booking-${reminder.id}.ics`,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: ics,
          },
        ],
      });
    }
    return reminders.length;
  });
}
