"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { CalendarCheck, ExternalLink, Menu, Zap } from "lucide-react";
import { CloseButton } from "@/components/ui/close-button";
import { Dialog } from "radix-ui";
import type { NavItem } from "@/lib/auth/roles";
import { NavIcon } from "./nav-icon";

const LINK_CLASS = "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors";
const IDLE_CLASS = "text-slate-700 hover:bg-slate-100 hover:text-slate-900";
const ACTIVE_CLASS = "bg-brand-50 text-brand-700";

function isActive(pathname: string, href: string): boolean {
  // Overview is the prefix of every dashboard route, so it only matches exactly.
  if (href === "/dashboard") return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const pathname = usePathname() ?? "";
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const active = isActive(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={`${LINK_CLASS} ${active ? ACTIVE_CLASS : IDLE_CLASS}`}
            >
              <NavIcon icon={item.icon} className="size-5 shrink-0" />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SidebarNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Dashboard" data-testid="sidebar" className="flex-1 overflow-y-auto px-3 py-4">
      <NavLinks items={items} />
    </nav>
  );
}

export function StaffPortalBadge({ testId }: { testId?: string }) {
  return (
    <span
      data-testid={testId}
      className="inline-flex items-center rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-700"
    >
      Staff Portal
    </span>
  );
}

export function NewTabLabel() {
  return (
    <>
      <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}

type MobileMenuProps = {
  items: NavItem[];
  bookingPageHref: string | null;
  isStaff: boolean;
  /** Only when Overview has the Quick Actions section (an owner's or manager's, with a business): never a dead end. */
  showQuickActions: boolean;
};

export function MobileMenu({ items, bookingPageHref, isStaff, showQuickActions }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  // The sheet is hidden from the lg breakpoint up; closing it there releases its focus trap.
  useEffect(() => {
    const desktop = window.matchMedia("(min-width: 64rem)");
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 lg:hidden" />
        <Dialog.Content
          data-testid="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <span className="flex size-7 items-center justify-center rounded-lg bg-brand-700 text-white">
                <CalendarCheck className="size-4" aria-hidden="true" />
              </span>
              Menu
            </Dialog.Title>
            <Dialog.Close asChild>
              <CloseButton label="Close menu" />
            </Dialog.Close>
          </div>
          {isStaff ? (
            <div className="px-4 pt-4">
              <StaffPortalBadge />
            </div>
          ) : null}
          <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
            <NavLinks items={items} onNavigate={close} />
            {showQuickActions || bookingPageHref ? (
              <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4">
                {showQuickActions ? (
                  <li>
                    <Link href="/dashboard#quick-actions" onClick={close} className={`${LINK_CLASS} ${IDLE_CLASS}`}>
                      <Zap className="size-5 shrink-0" aria-hidden="true" />
                      Quick Actions
                    </Link>
                  </li>
                ) : null}
                {bookingPageHref ? (
                  <li>
                    <a
                      href={bookingPageHref}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={close}
                      className={`${LINK_CLASS} ${IDLE_CLASS}`}
                    >
                      <span className="flex-1">View Booking Page</span>
                      <NewTabLabel />
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
