import type { Metadata } from "next";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { ServicesManager } from "@/components/services/services-manager";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { listServices } from "@/lib/services/queries";
import { SERVICE_CATEGORIES } from "@/lib/constants";

export const metadata: Metadata = { title: "Services" };

export default async function ServicesPage() {
  const user = await requireUser({ roles: ["owner", "manager"] });
  return (
    <section>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Services</h1>
        <p className="mt-1 text-slate-600">Manage the services customers can book, with their duration and price.</p>
      </div>
      {user.business ? (
        <ServicesManager services={await listServices(getDb(), user.business.id)} categories={SERVICE_CATEGORIES} />
      ) : (
        <SetupRequired role={user.role} />
      )}
    </section>
  );
}
