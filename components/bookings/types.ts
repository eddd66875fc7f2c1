import type { BookingListItem } from "@/lib/bookings/queries";

/** One booking as the list's client components receive it: labels already computed on the server. */
export type BookingRowData = Pick<
  BookingListItem,
  "id" | "customerName" | "customerEmail" | "customerPhone" | "notes" | "status" | "rooms"
> & {
  /** 'Unknown Service' when the stored name is empty. */
  serviceName: string;
  /** Empty when no staff member is assigned (shown as 'No staff assigned'). */
  staffName: string;
  /** Formatted for the list, e.g. '£18' or '£18.50'. */
  price: string;
  /** 'Today, 14:00', 'Tomorrow, 09:30', 'Yesterday, 16:00' or 'Wed 25 Nov 2026, 14:00', in the business's zone. */
  when: string;
  /** ISO instant, for the <time> element. */
  startsAtIso: string;
  /** The appointment has started (at render time): Mark Complete and Mark No-show are offered. */
  started: boolean;
  /** 'Reminder sent Tue 24 Nov 2026, 14:00', 'Reminder due …' for a live booking's planned one, or null. */
  reminder: { sent: boolean; label: string } | null;
  /** 'Visit with Haircut & Style' when it is one service of a visit (the visit's others named), else null. */
  visit: string | null;
};
