import Link from "next/link";
import { formatCount } from "@/lib/format/count";
import { customerListHref, type CustomerListParams } from "@/lib/customers/schema";

type Props = { params: CustomerListParams; page: number; pageCount: number; total: number };

const LINK = "rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50";

/** Previous / next links that keep the search and sort. */
export function CustomerPagination({ params, page, pageCount, total }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">
        Page {formatCount(page)} of {formatCount(pageCount)} ({formatCount(total)} customers)
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={customerListHref({ ...params, page: page - 1 })} className={LINK}>
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link href={customerListHref({ ...params, page: page + 1 })} className={LINK}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
