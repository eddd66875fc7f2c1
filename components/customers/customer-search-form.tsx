import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import {
  CUSTOMER_SORT_LABELS,
  CUSTOMER_SORTS,
  CUSTOMERS_PATH,
  MAX_CUSTOMER_SEARCH,
  type CustomerSort,
} from "@/lib/customers/schema";

const SORT_OPTIONS = CUSTOMER_SORTS.map((value) => ({ value, label: CUSTOMER_SORT_LABELS[value] }));

/** Search and sort as a plain GET form: the URL holds both, so it works without JavaScript and can be shared. */
export function CustomerSearchForm({ q, sort }: { q: string; sort: CustomerSort }) {
  return (
    <form
      method="get"
      action={CUSTOMERS_PATH}
      role="search"
      aria-label="Customers"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <Input
        label="Search"
        name="q"
        type="search"
        defaultValue={q}
        placeholder="Name, email or phone"
        maxLength={MAX_CUSTOMER_SEARCH}
        className="sm:flex-1"
      />
      <Select label="Sort by" name="sort" defaultValue={sort} options={SORT_OPTIONS} className="sm:w-44" />
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Search
        </button>
        {q ? (
          <Link
            href={CUSTOMERS_PATH}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
