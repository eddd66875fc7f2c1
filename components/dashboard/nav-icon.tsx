import {
  CalendarClock,
  CalendarDays,
  CalendarSync,
  CalendarX,
  ChartColumn,
  Clock,
  Contact,
  Crown,
  DoorOpen,
  LayoutDashboard,
  Palette,
  Scissors,
  ShieldCheck,
  Store,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { NavItem } from "@/lib/auth/roles";

const ICONS: Record<NavItem["icon"], LucideIcon> = {
  overview: LayoutDashboard,
  schedule: CalendarClock,
  bookings: CalendarDays,
  customers: Contact,
  setup: Store,
  services: Scissors,
  resources: DoorOpen,
  staff: Users,
  blackouts: CalendarX,
  calendar: CalendarSync,
  availability: Clock,
  customize: Palette,
  "white-label": Crown,
  analytics: ChartColumn,
  privacy: ShieldCheck,
};

export function NavIcon({ icon, className }: { icon: NavItem["icon"]; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className} aria-hidden="true" />;
}
