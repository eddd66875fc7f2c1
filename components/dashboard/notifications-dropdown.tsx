"use client";

import Link from "next/link";
import { Bell } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { DeferredDropdownMenu } from "@/components/ui/deferred-dropdown-menu";
import { formatAge, formatBadgeCount } from "@/lib/format/relative-age";

export type NotificationItem = {
  id: string;
  customerName: string;
  serviceName: string;
  /** ISO timestamp of when the booking was created. */
  createdAt: string;
};

export type NotificationsDropdownProps = {
  items: NotificationItem[];
  totalCount: number;
};

export function NotificationsDropdown({ items, totalCount }: NotificationsDropdownProps) {
  const badge = formatBadgeCount(totalCount);

  return (
    <DeferredDropdownMenu
      trigger={
        // Named by its content (no aria-label), so the name contains the visible count: "Notifications 3 new".
        <button
          type="button"
          className="relative inline-flex size-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
        >
          <Bell className="size-5" aria-hidden="true" />
          <span className="sr-only">Notifications</span>
          {badge ? (
            <span
              data-testid="notification-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white"
            >
              {badge}
            </span>
          ) : null}
          {badge ? <span className="sr-only"> new</span> : null}
        </button>
      }
    >
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg shadow-slate-900/10"
        >
          <DropdownMenu.Label className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
            Notifications
          </DropdownMenu.Label>
          {items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">No new notifications</p>
          ) : (
            <NotificationList items={items} />
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DeferredDropdownMenu>
  );
}

function NotificationList({ items }: { items: NotificationItem[] }) {
  // Only rendered while the menu is open, so the age is fresh and never part of server HTML.
  const now = new Date();
  return (
    <div className="max-h-96 overflow-y-auto py-1">
      {items.map((item) => (
        <DropdownMenu.Item key={item.id} asChild>
          <Link
            href={`/dashboard/bookings?highlightBooking=${encodeURIComponent(item.id)}`}
            data-testid="notification-item"
            className="block px-4 py-3 text-sm outline-offset-[-2px] data-[highlighted]:bg-slate-100"
          >
            <span className="block font-medium text-slate-900">New booking: {item.customerName}</span>
            <span className="mt-0.5 block text-slate-600">
              {item.serviceName} · {formatAge(new Date(item.createdAt), now)}
            </span>
          </Link>
        </DropdownMenu.Item>
      ))}
    </div>
  );
}
