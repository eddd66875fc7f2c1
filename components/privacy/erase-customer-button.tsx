"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmedAction } from "@/components/ui/use-confirmed-action";
import { eraseCustomerAction } from "@/lib/actions/privacy";
import { CUSTOMERS_PATH } from "@/lib/customers/schema";

export const ERASE_CUSTOMER_QUESTION = "Are you sure you want to erase this customer's personal data?";

/** Confirms, erases, then goes back to the customer list; a refusal keeps the dialog open and says why. */
export function EraseCustomerButton({
  email,
  name,
  bookingCount,
}: {
  email: string;
  name: string;
  bookingCount: number;
}) {
  const router = useRouter();
  const erase = useConfirmedAction({
    action: eraseCustomerAction,
    input: { email },
    done: { title: "Customer Erased" },
    refusedTitle: "Erase Refused",
    onDone: () => router.push(CUSTOMERS_PATH),
  });

  return (
    <>
      <Button variant="danger" onClick={erase.ask} className="w-full sm:w-auto">
        Erase customer data
      </Button>
      <ConfirmDialog
        {...erase.dialog}
        title="Erase Customer Data"
        question={ERASE_CUSTOMER_QUESTION}
        detail={
          bookingCount === 0
            ? `${name}'s client record, your note about them and the emails sent to them are deleted.`
            : `${name}'s name, email, phone and notes will be removed from ${bookingCount} ${
                bookingCount === 1 ? "booking" : "bookings"
              }, shown as "Erased customer" from now on. Their client record (if any), your note about them and the emails sent to them are deleted. Dates, services, staff and prices are kept for your accounts.`
        }
        confirmLabel="Erase"
        pendingLabel="Erasing..."
      />
    </>
  );
}
