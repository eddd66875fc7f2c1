import type { Metadata } from "next";
import { headers } from "next/headers";
import { forbidden } from "next/navigation";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { canOpenPath } from "@/lib/auth/roles";
import { can } from "@/lib/access/policy";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { getBookingNotifications } from "@/lib/notifications/queries";

export const metadata: Metadata = { title: "Dashboard" };

/** Every /dashboard page: signed-in users only (signed-out visitors go to /login and come back). */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  // Decided here, above the loading boundary, so a refused page is a real 403 response.
  // Every page and action still checks the role itself.
  const path = (await headers()).get("x-bookingpro-path") ?? "/dashboard";
  if (!canOpenPath(user, path.split("?")[0])) forbidden();
  const notifications = user.business
    ? await getBookingNotifications(getDb(), { ...user, business: user.business }, new Date())
    : { items: [], totalCount: 0 };
  return (
    <DashboardShell
      user={{ id: user.id, name: user.name, email: user.email, role: user.role }}
      business={user.business ? { name: user.business.name, slug: user.business.slug } : null}
      notifications={notifications}
      canAddAppointments={can(user, "modify", "bookings")}
      navUser={{
        role: user.role,
        staffMemberId: user.staffMemberId,
        business: user.business ? { staffAccess: user.business.staffAccess } : null,
      }}
    >
      {children}
    </DashboardShell>
  );
}
