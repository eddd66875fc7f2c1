import type { Metadata } from "next";
import { BlackoutsManager } from "@/components/blackouts/blackouts-manager";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { listBlackouts, listBlackoutStaffOptions } from "@/lib/blackouts/queries";
import { toDateInZone } from "@/lib/time/zoned-time";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Block Dates & Times" };

export default async function BlackoutsPage() {
  const user = await requireUser({ can: ["manage", "blackouts"] });
  const business = user.business;
  return (
    <section>
      <ScreenHeader className="mb-6" title="Block Dates & Times">
        Close the whole business or one staff member for holidays, training or breaks.
      </ScreenHeader>
      {business ? (
        <BlackoutsView businessId={business.id} timeZone={business.timeZone} />
      ) : (
        <SetupRequired role={user.role} />
      )}
    </section>
  );
}

async function BlackoutsView({ businessId, timeZone }: { businessId: string; timeZone: string }) {
  const db = getDb();
  const [blackouts, staff] = await Promise.all([
    listBlackouts(db, { businessId }),
    listBlackoutStaffOptions(db, businessId),
  ]);
  // 'Today' is the business's date, not the server's or the visitor's.
  const today = toDateInZone(new Date(), timeZone);
  return <BlackoutsManager scope="business" blackouts={blackouts} staff={staff} today={today} />;
}
