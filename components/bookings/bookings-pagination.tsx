import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatCount } from "@/lib/format/count";
import { buildBookingsHref, type BookingFilters } from "@/lib/bookings/filters-schema";

type Props = {
  filters: Pick<BookingFilters, "view" | "q" | "status" | "from" | "to">;
  page: number;
  pageCount: number;
};

const linkClass =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50";
const disabledClass =
  "inline-flex items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-500";

/** Previous / 'Page N of M' / Next; the links keep the filters (and drop any highlight). */
export function BookingsPagination({ filters, page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  // Picked one by one: the page's whole filters object also carries highlightBooking, which would pull back to its page.
  const { view, q, status, from, to } = filters;
  const kept = { view, q, status, from, to };
  const previous = page > 1 ? buildBookingsHref({ ...kept, page: page - 1 }) : null;
  const next = page < pageCount ? buildBookingsHref({ ...kept, page: page + 1 }) : null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      {previous ? (
        <Link href={previous} className={linkClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700">
        Page {formatCount(page)} of {formatCount(pageCount)}
      </p>
      {next ? (
        <Link href={next} className={linkClass} rel="next">
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
