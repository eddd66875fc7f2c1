import type { BookingStatus } from "@/lib/constants";

/** Pending yellow, confirmed green, completed blue, cancelled red, no-show red-grey. */
const STYLES: Record<BookingStatus, string> = {
  pending: "bg-yellow-100 text-yellow-900",
  confirmed: "bg-green-100 text-green-900",
  completed: "bg-blue-100 text-blue-900",
  cancelled: "bg-red-100 text-red-900",
  no_show: "bg-stone-200 text-red-900",
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STYLES[status]}`}>
      {status === "no_show" ? "no-show" : status}
    </span>
  );
}
