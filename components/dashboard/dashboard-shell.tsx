import type { PolicyUser } from "@/lib/access/policy";
import { getNavItemsFor } from "@/lib/auth/roles";
import { FeedbackWidget } from "@/components/feedback/feedback-widget";
import { BrandLogo } from "@/components/landing/brand-logo";
import { Toaster } from "@/components/ui/toast";
import { AccountSettingsDialog } from "./account-settings-dialog";
import { BetaBanner } from "./beta-banner";
import { MobileMenu, NewTabLabel, SidebarNav, StaffPortalBadge } from "./dashboard-nav";
import { NewAppointmentLink } from "./new-appointment-link";
import { NotificationsDropdown, type NotificationItem } from "./notifications-dropdown";
import { UserMenu } from "./user-menu";

export type DashboardShellProps = {
  user: { id: string; name: string; email: string; role: string };
  business: { name: string; slug: string } | null;
  notifications: { items: NotificationItem[]; totalCount: number };
  /** Whether the user may add appointments (the New appointment button on every screen). */
  canAddAppointments: boolean;
  /** The user as the access policy sees them: which screens the navigation offers (My Availability needs a switch). */
  navUser: PolicyUser;
  children: React.ReactNode;
};

// A server component: role filtering runs here so the roles module stays out of the client bundle.
export function DashboardShell({
  user,
  business,
  notifications,
  canAddAppointments,
  navUser,
  children,
}: DashboardShellProps) {
  const navItems = getNavItemsFor(navUser);
  const role = navUser.role;
  const isStaff = role === "staff";
  const bookingPageHref = business ? `/book/${encodeURIComponent(business.slug)}` : null;
  const heading = `${business?.name ?? "BookingPro"} Dashboard`;

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:shadow"
      >
        Skip to main content
      </a>

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center gap-2 border-b border-slate-200 px-5">
          <BrandLogo href="/dashboard" />
        </div>
        {isStaff ? (
          <div className="px-5 pt-4">
            <StaffPortalBadge testId="staff-portal-badge" />
          </div>
        ) : null}
        <SidebarNav items={navItems} />
      </aside>

      <div className="flex min-h-screen flex-col lg:pl-64">
        <header
          data-sticky-top-bar
          className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
        >
          <div className="flex h-16 items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
            <MobileMenu
              items={navItems}
              bookingPageHref={bookingPageHref}
              isStaff={isStaff}
              showQuickActions={!isStaff && business !== null}
            />
            <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg">{heading}</h1>
            {canAddAppointments ? <NewAppointmentLink /> : null}
            {bookingPageHref ? (
              <a
                href={bookingPageHref}
                target="_blank"
                rel="noopener noreferrer"
                className="hidden h-10 items-center gap-2 rounded-xl border border-slate-200 px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-900 sm:inline-flex"
              >
                View Booking Page
                <NewTabLabel />
              </a>
            ) : null}
            <FeedbackWidget userId={user.id} />
            <NotificationsDropdown items={notifications.items} totalCount={notifications.totalCount} />
            <UserMenu name={user.name} email={user.email} role={role} />
          </div>
        </header>
        <BetaBanner />
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-12 outline-none sm:px-6 lg:px-8 lg:pt-8"
        >
          {children}
        </main>
      </div>

      <AccountSettingsDialog name={user.name} email={user.email} />
      <Toaster />
    </div>
  );
}
