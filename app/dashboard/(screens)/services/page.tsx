import type { Metadata } from "next";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { ServicesManager } from "@/components/services/services-manager";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { CannotBookNotice } from "@/components/setup/cannot-book-notice";
import { getSetupState } from "@/lib/overview/setup-queries";
import { listServices } from "@/lib/services/queries";
import { findServiceTeam } from "@/lib/services/team-terms-queries";
import { findServiceResourceNeeds } from "@/lib/resources/queries";
import { SERVICE_CATEGORIES } from "@/lib/constants";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Services" };

export default async function ServicesPage() {
  const user = await requireUser({ can: ["manage", "services"] });
  return (
    <section>
      <ScreenHeader className="mb-6" title="Services">
        Manage the services customers can book, with their duration and price.
      </ScreenHeader>
      {user.business ? <ServicesScreen businessId={user.business.id} /> : <SetupRequired role={user.role} />}
    </section>
  );
}

async function ServicesScreen({ businessId }: { businessId: string }) {
  const db = getDb();
  const [services, setup, team, resourceNeeds] = await Promise.all([
    listServices(db, businessId),
    getSetupState(db, businessId),
    findServiceTeam(db, businessId),
    findServiceResourceNeeds(db, businessId),
  ]);
  const unbookable = setup?.unbookableServices ?? [];
  return (
    <div className="space-y-6">
      {/* Nobody to do a service: said once above the grid, and on each card it concerns. */}
      {setup ? (
        <CannotBookNotice
          services={unbookable}
          noStaff={!setup.facts.hasActiveStaff}
          nothingBookable={unbookable.length === setup.activeServiceCount}
        />
      ) : null}
      <ServicesManager
        services={services}
        categories={SERVICE_CATEGORIES}
        unbookableIds={unbookable.map((service) => service.id)}
        team={team}
        resourceNeeds={resourceNeeds}
      />
    </div>
  );
}
