import type { z } from "zod";
import * as account from "./definitions/account";
import * as appointments from "./definitions/appointments";
import * as auth from "./definitions/auth";
import * as blackouts from "./definitions/blackouts";
import * as bookingRules from "./definitions/booking-rules";
import * as bookings from "./definitions/bookings";
import * as busyCalendars from "./definitions/busy-calendars";
import * as calendar from "./definitions/calendar";
import * as business from "./definitions/business";
import * as businessImages from "./definitions/business-images";
import * as clients from "./definitions/clients";
import * as customers from "./definitions/customers";
import * as customize from "./definitions/customize";
import * as privacy from "./definitions/privacy";
import * as feedback from "./definitions/feedback";
import * as manageBooking from "./definitions/manage-booking";
import * as myAvailability from "./definitions/my-availability";
import * as notifications from "./definitions/notifications";
import * as services from "./definitions/services";
import * as staff from "./definitions/staff";
import * as whiteLabel from "./definitions/white-label";

/*
 * Every action definition by its exported name, built from the definitions modules' exports, so the
 * tenant-isolation and role matrices (tests/integration/*-matrix.test.ts) iterate all of them and an
 * action added later is in them without anyone remembering to list it. A new definitions file is
 * imported here; tests/integration/action-registry.test.ts fails until it is.
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
  feedback,
  manageBooking,
  privacy,
  myAvailability,
  notifications,
  services,
  staff,
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

export function isPublicAction(definition: RegisteredAction): boolean {
  return definition.access === "public";
}
