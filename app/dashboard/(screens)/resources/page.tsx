import type { Metadata } from "next";
import { ScreenHeader } from "@/components/dashboard/screen-header";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { ResourcesManager } from "@/components/resources/resources-manager";
import { requireUser } from "@/lib/auth/session";
import { getResourceNameAudience, listResourcesByType } from "@/lib/resources/queries";
import { toDateInZone } from "@/lib/time/zoned-time";
import { getDb } from "@/db";

export const metadata: Metadata = { title: "Resources" };

export default async function ResourcesPage() {
  const user = await requireUser({ can: ["manage", "resources"] });
  const business = user.business;
  return (
    <section>
      <ScreenHeader className="mb-6" title="Resources">
        The rooms, chairs and equipment your services need, so two appointments never share one.
      </ScreenHeader>
      {business ? (
        <ResourcesScreen businessId={business.id} timeZone={business.timeZone} />
      ) : (
        <SetupRequired role={user.role} />
      )}
    </section>
  );
}

async function ResourcesScreen({ businessId, timeZone }: { businessId: string; timeZone: string }) {
  const db = getDb();
  // 'Today' is the business's date, not the server's or the visitor's.
  const today = toDateInZone(new Date(), timeZone);
  const [groups, audience] = await Promise.all([
    listResourcesByType(db, businessId, today),
    getResourceNameAudience(db, businessId),
  ]);
  return <ResourcesManager groups={groups} audience={audience} today={today} />;
}
