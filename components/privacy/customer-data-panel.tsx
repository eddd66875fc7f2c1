import { Download } from "lucide-react";
import { FormCard } from "@/components/ui/form-card";
import { customerExportHref } from "@/lib/privacy/schema";
import { EraseCustomerButton } from "./erase-customer-button";

const LINK_CLASS =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50";

type Props = {
  email: string;
  name: string;
  bookingCount: number;
  /** Whether they are in the client book (added or imported): erasing deletes the record. */
  hasClientRecord: boolean;
  /** Pending or confirmed appointments still to come: erasing is refused while there are any. */
  upcoming: number;
  /** Only the owner may erase. */
  canErase: boolean;
};

/** "Customer data" on a customer's page: the export downloads, and the owner's erase danger zone. */
export function CustomerDataPanel({ email, name, bookingCount, hasClientRecord, upcoming, canErase }: Props) {
  return (
    <FormCard
      title="Customer Data"
      headingId="customer-data-heading"
      description="What your business holds about this customer, for a subject access request or their own records."
    >
      <div className="space-y-6">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Export data</h3>
          <p className="mt-1 text-sm text-slate-600">
            Their client record, every booking, your note about them and the emails sent to them. JSON has everything;
            CSV has one row per booking for a spreadsheet.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <a href={customerExportHref(email, "json")} download className={LINK_CLASS}>
              <Download aria-hidden className="size-4" />
              Download JSON
            </a>
            <a href={customerExportHref(email, "csv")} download className={LINK_CLASS}>
              <Download aria-hidden className="size-4" />
              Download CSV
            </a>
          </div>
        </div>
        {canErase ? (
          <div className="rounded-xl border border-red-200 bg-red-50/60 p-4" data-testid="erase-customer-zone">
            <h3 className="text-sm font-semibold text-red-900">Danger zone: erase this customer</h3>
            <p className="mt-1 text-sm text-red-900">
              {bookingCount === 0
                ? "Deletes their client record, your note about them and the emails sent to them. This cannot be undone."
                : `Removes their name, email, phone and booking notes from ${
                    bookingCount === 1 ? "their booking" : `all ${bookingCount} of their bookings`
                  }, deletes ${hasClientRecord ? "their client record, " : ""}your note and the emails sent to them. Dates, services, staff and prices stay for your books. This cannot be undone.`}
            </p>
            {upcoming > 0 ? (
              <p className="mt-2 text-sm font-semibold text-red-900">
                They have {upcoming} upcoming {upcoming === 1 ? "appointment" : "appointments"}: cancel{" "}
                {upcoming === 1 ? "it" : "them"} first.
              </p>
            ) : null}
            <div className="mt-3">
              <EraseCustomerButton email={email} name={name} bookingCount={bookingCount} />
            </div>
          </div>
        ) : null}
      </div>
    </FormCard>
  );
}
