"use client";

import { useRef, useTransition } from "react";
import { ChevronDown, LogOut, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { DeferredDropdownMenu, MenuPanel } from "@/components/ui/deferred-dropdown-menu";
import { signOutAction } from "@/lib/actions/account";

export type UserMenuProps = { name: string; email: string; role: string };

export const OPEN_ACCOUNT_SETTINGS_EVENT = "open-account-settings";

export function getInitials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (email.trim()[0] ?? "?").toUpperCase();
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : "";
  return `${first}${last}`.toUpperCase();
}

const ITEM_CLASS =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-offset-[-2px] select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60";

export function UserMenu({ name, email, role }: UserMenuProps) {
  const [signingOut, startSignOut] = useTransition();
  const displayName = name.trim() || email;
  const settingsRequested = useRef(false);

  return (
    <DeferredDropdownMenu
      trigger={
        // Named by its content (no aria-label), so the name contains the visible name: "Jane Smith, User menu".
        <button
          type="button"
          className="inline-flex h-10 items-center gap-2 rounded-xl px-1.5 text-slate-700 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:pr-2.5"
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
          >
            {getInitials(name, email)}
          </span>
          <span className="hidden max-w-40 truncate text-sm font-medium sm:block">{displayName}</span>
          <span className="sr-only">, User menu</span>
          <ChevronDown className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
        </button>
      }
    >
      <MenuPanel
        className="w-64 p-1.5"
        // Opening the dialog only after the menu has fully closed keeps the two focus traps from fighting.
        onCloseAutoFocus={() => {
          if (!settingsRequested.current) return;
          settingsRequested.current = false;
          window.dispatchEvent(new Event(OPEN_ACCOUNT_SETTINGS_EVENT));
        }}
      >
        <DropdownMenu.Label className="px-3 py-2">
          <span className="block truncate text-sm font-semibold text-slate-900">{displayName}</span>
          <span className="block truncate text-xs text-slate-600">{email}</span>
          <span className="mt-1 block text-xs text-slate-600 capitalize">{role}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Item
          className={ITEM_CLASS}
          onSelect={() => {
            settingsRequested.current = true;
          }}
        >
          <Settings className="size-4" aria-hidden="true" />
          Account Settings
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={ITEM_CLASS}
          disabled={signingOut}
          onSelect={() => startSignOut(() => signOutAction())}
        >
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </DropdownMenu.Item>
      </MenuPanel>
    </DeferredDropdownMenu>
  );
}
