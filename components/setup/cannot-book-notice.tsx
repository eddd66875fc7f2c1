import Link from "next/link";
import { TriangleAlert } from "lucide-react";
import { listNames } from "@/lib/overview/setup-checklist";
import type { UnbookableService } from "@/lib/overview/setup-queries";
import { AddMyselfButton } from "./add-myself-button";

type Props = {
  /** Active services no active staff member does, in the business's order. */
  services: UnbookableService[];
  /** The business has no active staff member at all (then adding oneself is offered). */
  noStaff: boolean;
  /** Every active service is unbookable: customers can't book anything. */
  nothingBookable: boolean;
};

/**
 * Tells an owner or manager that customers can't book some (or all) services because no staff member
 * does them, with the way out: Staff (or adding themselves when there is nobody).
 */
export function CannotBookNotice({ services, noStaff, nothingBookable }: Props) {
  if (services.length === 0) return null;
  const names = listNames(services.map((service) => service.name));
  const one = services.length === 1;
  const title = nothingBookable
    ? "Customers can't book yet: add a staff member who does your services."
    : `Customers can't book ${names} yet: add a staff member who does ${one ? "this service" : "these services"}.`;
  const detail = noStaff
    ? "Nobody is on your team yet, so your booking page has no services to offer."
    : nothingBookable
      ? `None of your staff members does ${names}. Add one who does, or choose ${one ? "it" : "them"} for someone on Staff.`
      : `Your booking page leaves ${one ? "it" : "them"} out until someone does ${one ? "it" : "them"}.`;
  return (
    <div
      data-testid="cannot-book-notice"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <TriangleAlert className="size-6 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-amber-950">{title}</p>
        <p className="mt-0.5 text-sm text-amber-900">{detail}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {noStaff ? <AddMyselfButton /> : null}
        <Link
          href="/dashboard/staff"
          className="inline-flex min-h-10 items-center justify-center rounded-lg border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-950 hover:bg-amber-100"
        >
          Go to Staff
        </Link>
      </div>
    </div>
  );
}
