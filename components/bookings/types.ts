import type { BookingStatus } from "@/lib/constants";

/** One booking as the list's client components receive it: labels already computed on the server. */
export type BookingRowData = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** 'Unknown Service' when the stored name is empty. */
  serviceName: string;
  /** Empty when no staff member is assigned (shown as 'No staff assigned'). */
  staffName: string;
  notes: string;
  /** Formatted, e.g. '£35.00'. */
  price: string;
  status: BookingStatus;
  /** 'Today', 'Tomorrow', 'Yesterday' or 'Nov 26, 2026', in the business's zone. */
  dayLabel: string;
  /** 'HH:mm' in the business's zone. */
  time: string;
  /** ISO instant, for the <time> element. */
  startsAtIso: string;
};
