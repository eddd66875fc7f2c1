"use client";

import { useState, useTransition } from "react";
import Link from "next/link";
import { Bell } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { DeferredDropdownMenu, MenuPanel } from "@/components/ui/deferred-dropdown-menu";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { markNotificationsReadAction } from "@/lib/actions/notifications";
import { formatAge, formatBadgeCount } from "@/lib/format/relative-age";

export type NotificationItem = {
  id: string;
  customerName: string;
  serviceName: string;
  /** ISO timestamp of when the booking was created. */
  createdAt: string;
  /** Created after the user last marked all as read. */
  unread: boolean;
};

export type NotificationsDropdownProps = {
  items: NotificationItem[];
  totalCount: number;
};

export function NotificationsDropdown({ items, totalCount }: NotificationsDropdownProps) {
  // Cleared at once on "Mark all as read"; the server's count takes over with the next render of the layout.
  const [readUpTo, setReadUpTo] = useState<string | null>(null);
  const [marking, startMarking] = useTransition();
  const isUnread = (item: NotificationItem) => item.unread && (readUpTo === null || item.createdAt > readUpTo);
  const unreadCount = readUpTo === null ? totalCount : Math.min(totalCount, items.filter(isUnread).length);
  const badge = formatBadgeCount(unreadCount);

  function markAllRead() {
    const newest = items[0]?.createdAt ?? new Date().toISOString();
    startMarking(async () => {
      const result = await callAction(markNotificationsReadAction, null, {});
      if (result.ok) setReadUpTo(newest);
      else showToast({ type: "error", title: "Couldn't Mark as Read", message: result.error });
    });
  }

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
      <MenuPanel className="w-80 max-w-[calc(100vw-1rem)] overflow-hidden">
        <div className="flex items-center justify-between gap-2 border-b border-slate-100 py-1.5 pr-2 pl-4">
          <DropdownMenu.Label className="py-1.5 text-sm font-semibold text-slate-900">Notifications</DropdownMenu.Label>
          {unreadCount > 0 ? (
            <DropdownMenu.Item
              onSelect={(event) => {
                event.preventDefault(); // the menu stays open to show the items read
                markAllRead();
              }}
              disabled={marking}
              className="min-h-9 cursor-pointer rounded-lg px-2.5 py-2 text-sm font-medium text-brand-700 outline-offset-[-2px] data-[disabled]:cursor-wait data-[disabled]:text-slate-500 data-[highlighted]:bg-slate-100"
            >
              {marking ? "Marking..." : "Mark all as read"}
            </DropdownMenu.Item>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-600">No new notifications</p>
        ) : (
          <NotificationList items={items} isUnread={isUnread} />
        )}
      </MenuPanel>
    </DeferredDropdownMenu>
  );
}

function NotificationList({
  items,
  isUnread,
}: {
  items: NotificationItem[];
  isUnread: (item: NotificationItem) => boolean;
}) {
  // Only rendered while the menu is open, so the age is fresh and never part of server HTML.
  const now = new Date();
  return (
    <div className="py-1">
      {items.map((item) => (
        <DropdownMenu.Item key={item.id} asChild>
          <Link
            href={`/dashboard/bookings?highlightBooking=${encodeURIComponent(item.id)}`}
            data-testid="notification-item"
            data-unread={isUnread(item) ? "true" : undefined}
            className="relative block py-3 pr-4 pl-7 text-sm outline-offset-[-2px] data-[highlighted]:bg-slate-100"
          >
            {isUnread(item) ? (
              <span aria-hidden="true" className="absolute top-[1.15rem] left-3 size-2 rounded-full bg-brand-700" />
            ) : null}
            <span className="block font-medium text-slate-900">
              New booking: {item.customerName}
              {isUnread(item) ? <span className="sr-only"> (unread)</span> : null}
            </span>
            <span className="mt-0.5 block text-slate-600">
              {item.serviceName} · {formatAge(new Date(item.createdAt), now)}
            </span>
          </Link>
        </DropdownMenu.Item>
      ))}
    </div>
  );
}
