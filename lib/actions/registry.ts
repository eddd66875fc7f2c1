import type { z } from "zod";
import * as account from "@/lib/auth/account-actions";
import * as appointments from "@/lib/bookings/appointment-actions";
import * as auth from "@/lib/auth/actions";
import * as blackouts from "@/lib/blackouts/actions";
import * as bookingRules from "@/lib/business/booking-rules-actions";
import * as bookings from "@/lib/bookings/booking-actions";
import * as busyCalendars from "@/lib/calendar/busy-calendar-actions";
import * as calendar from "@/lib/calendar/actions";
import * as business from "@/lib/business/actions";
import * as businessImages from "@/lib/business-images/actions";
import * as clients from "@/lib/customers/client-actions";
import * as customers from "@/lib/customers/actions";
import * as customize from "@/lib/business/customize-actions";
import * as dayChanges from "@/lib/staff/day-change-actions";
import * as privacy from "@/lib/privacy/actions";
import * as resources from "@/lib/resources/actions";
import * as resourceHolds from "@/lib/resources/hold-actions";
import * as series from "@/lib/series/series-actions";
import * as seriesChanges from "@/lib/series/series-change-actions";
import * as feedback from "@/lib/feedback/actions";
import * as intake from "@/lib/intake/form-actions";
import * as manageBooking from "@/lib/bookings/manage-booking-actions";
import * as myAvailability from "@/lib/staff/my-availability-actions";
import * as notifications from "@/lib/notifications/actions";
import * as services from "@/lib/services/actions";
import * as staff from "@/lib/staff/actions";
import * as whiteLabel from "@/lib/business/white-label-actions";
import * as waitlistPublic from "@/lib/waitlist/public-actions";

/*
 * Every action definition by its exported name, built from the definitions modules' exports, so the
 * tenant-isolation and role matrices (tests/integration/access/*-matrix.test.ts) iterate all of them and an
 * action added later is in them without anyone remembering to list it. A new definitions file is
 * imported here; tests/integration/access/action-registry.test.ts fails until it is.
 */

/** What every definition has, public or signed-in (the matrices only read these fields). */
export type RegisteredAction = {
  schema: z.ZodType;
  access?: "public" | "signed-in";
  roles?: readonly string[];
  requiresBusiness?: boolean;
  handler: (...args: never[]) => unknown;
};

const MODULES = {
  account,
  appointments,
  auth,
  blackouts,
  bookingRules,
  bookings,
  busyCalendars,
  business,
  businessImages,
  calendar,
  clients,
  customers,
  customize,
  dayChanges,
  feedback,
  intake,
  manageBooking,
  privacy,
  myAvailability,
  resources,
  resourceHolds,
  series,
  seriesChanges,
  notifications,
  services,
  staff,
  waitlistPublic,
  whiteLabel,
};

/** A definition is an object with a zod schema and a handler; messages, helpers and types are skipped. */
export function isActionDefinition(value: unknown): value is RegisteredAction {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<RegisteredAction>;
  return typeof candidate.handler === "function" && typeof candidate.schema?.safeParse === "function";
}

type Modules = typeof MODULES;
type DefinitionNames<M> = { [K in keyof M]: M[K] extends RegisteredAction ? K : never }[keyof M];
/** The exported name of every definition, as a type: a table keyed by it must list every action. */
export type ActionName = { [M in keyof Modules]: DefinitionNames<Modules[M]> }[keyof Modules];

function collect(): Record<ActionName, RegisteredAction> {
  const registry: Record<string, RegisteredAction> = {};
  for (const [moduleName, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isActionDefinition(value)) continue;
      if (name in registry) throw new Error(`Two action definitions are named ${name} (one in ${moduleName})`);
      registry[name] = value;
    }
  }
  return registry as Record<ActionName, RegisteredAction>;
}

export const ACTION_REGISTRY: Readonly<Record<ActionName, RegisteredAction>> = collect();

export const ACTION_NAMES = Object.keys(ACTION_REGISTRY) as ActionName[];
