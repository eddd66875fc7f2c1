import { blockedMinutesOnDate, type BlackoutRule } from "@/lib/blackouts/rules";
import type { BookingStatus } from "@/lib/constants";
import { formatPenceShort } from "@/lib/format/money";
import { businessHoursSchema, parseWithDefaults, staffAvailabilitySchema } from "@/lib/business/settings-schema";
import {
  clipToGrid,
  closedRanges,
  computeGridRange,
  formatMinutes,
  minutesIntoDate,
  type ScheduleBy,
  type ScheduleView,
} from "./grid";
import type { HeldResource } from "@/lib/resources/hold-queries";
import { toScheduleOverrides, type MinuteRange } from "@/lib/availability/working-windows";
import type { ScheduleData } from "./queries";
import { processingOf, processingPartOf } from "@/lib/availability/busy-parts";
import { lengthInMinutes } from "@/lib/time/length";
import { toDateInZone, toTimeInZone } from "@/lib/time/zoned-time";

export type ScheduleAppointment = {
  id: string;
  staffId: string;
  /** As booked (kept when the staff member is gone). */
  staffName: string;
  serviceId: string | null;
  serviceName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string;
  price: string;
  status: BookingStatus;
  /** The service's colour (#rrggbb), slate when the service is gone. */
  colour: string;
  startsAtIso: string;
  endsAtIso: string;
  /** The date (in the business's zone) it starts on, and its minutes on that day's grid. */
  date: string;
  from: number;
  to: number;
  /** '10:00–11:00'. */
  timeLabel: string;
  /** Its processing part on the grid (the staff member is free: drawn hatched), or null. */
  processing: MinuteRange | null;
  /** It starts inside another appointment's processing in its column: drawn beside it, not over it. */
  inProcessing: boolean;
  /** The visit it is one service of (several services booked together, back to back); null for a booking of one. */
  visit: ScheduleVisit | null;
  /** The rooms and equipment it holds, by type name ([] when it needs none). */
  rooms: HeldResource[];
  /** 'Room 1' or 'Room 1, Laser 2'; '' when it holds none. */
  roomNames: string;
};

/** An active room or piece of equipment, as the By resource view heads its column and the Room select offers it. */
export type ScheduleResource = { id: string; name: string; typeId: string; typeName: string };

/** A column of the By resource view: one resource's appointments that day. */
export type ScheduleResourceColumn = {
  key: string;
  resource: ScheduleResource;
  date: string;
  appointments: ScheduleAppointment[];
};

/** A visit as each of its blocks shows it: which service this is, and every service of the visit. */
export type ScheduleVisit = {
  id: string;
  /** 1-based place of this service in the visit, of `services.length`. */
  position: number;
  services: { id: string; serviceName: string; staffName: string; date: string; timeLabel: string }[];
};

export type ScheduleShadeKind = "closed" | "blackout" | "busy";
export type ScheduleShade = MinuteRange & { kind: ScheduleShadeKind; label: string };

export type ScheduleColumn = {
  key: string;
  staffId: string;
  staffName: string;
  date: string;
  appointments: ScheduleAppointment[];
  shades: ScheduleShade[];
};

export type ScheduleModel = {
  view: ScheduleView;
  /** The day view's columns: by staff member, or by room or equipment. */
  by: ScheduleBy;
  date: string;
  dates: string[];
  today: string;
  timeZone: string;
  /** Whether "Email the customer" starts ticked when an appointment is moved (the business's setting). */
  notifyCustomer: boolean;
  grid: MinuteRange;
  staff: { id: string; name: string; specialties: string[] | null }[];
  columns: ScheduleColumn[];
  /** The business's active rooms and equipment, by type then name (none: no By resource view). */
  resources: ScheduleResource[];
  /** By resource: a column per active resource (empty when by staff). */
  resourceColumns: ScheduleResourceColumn[];
};

const SHADE_LABELS: Record<ScheduleShadeKind, string> = {
  closed: "Not working",
  blackout: "Blocked",
  busy: "Busy (personal calendar)",
};

const SLATE = "#64748b";
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function toBlackoutRule(row: ScheduleData["blackouts"][number]): BlackoutRule {
  return {
    ...row,
    startTime: row.startTime ? row.startTime.slice(0, 5) : null,
    endTime: row.endTime ? row.endTime.slice(0, 5) : null,
  };
}

const shiftRange = (range: MinuteRange | null, by: number): MinuteRange | null =>
  range ? { from: range.from + by, to: range.to + by } : null;

/** Marks the appointments of one column that start inside another's processing part. */
function markInProcessing(column: ScheduleAppointment[]) {
  for (const appointment of column) {
    appointment.inProcessing = column.some(
      (other) =>
        other !== appointment &&
        other.processing !== null &&
        appointment.from >= other.processing.from &&
        appointment.from < other.processing.to,
    );
  }
}

/** A visit of two or more live services as its blocks show it; null for a booking of one. */
function toScheduleVisit(row: ScheduleData["bookings"][number], timeZone: string): ScheduleVisit | null {
  const { id, visitId, visitServices: services } = row;
  if (!visitId || !services || services.length < 2) return null;
  return {
    id: visitId,
    position: Math.max(1, services.findIndex((service) => service.id === id) + 1),
    services: services.map((service) => ({
      id: service.id,
      serviceName: service.serviceName.trim() || "Unknown Service",
      staffName: service.staffName,
      date: toDateInZone(service.startsAt, timeZone),
      timeLabel: `${toTimeInZone(service.startsAt, timeZone)}–${toTimeInZone(service.endsAt, timeZone)}`,
    })),
  };
}

/**
 * The schedule as the screen draws it: a column per staff member (day view) or per date (week view, one
 * staff member), each with its appointments and shaded periods placed on one grid of wall-clock minutes.
 */
export function buildSchedule(
  data: ScheduleData,
  options: {
    view: ScheduleView;
    by?: ScheduleBy;
    date: string;
    dates: string[];
    today: string;
    staffId: string | null;
  },
): ScheduleModel {
  const timeZone = data.business?.timeZone ?? "Europe/London";
  const hours = parseWithDefaults(businessHoursSchema, data.business?.hours);
  const dateSet = new Set(options.dates);

  const appointments: ScheduleAppointment[] = [];
  const byColumn = new Map<string, ScheduleAppointment[]>();
  for (const row of data.bookings) {
    if (!row.staffId) continue;
    // Drawn on the day it starts (in the business's zone); one running past midnight ends at the grid's end.
    const startLocal = minutesIntoDate(row.startsAt, options.dates[0], timeZone);
    const dayOffset = Math.floor(startLocal / (24 * 60));
    const date = options.dates[dayOffset];
    if (!date || !dateSet.has(date)) continue;
    const from = minutesIntoDate(row.startsAt, date, timeZone);
    const to = Math.max(from + 15, minutesIntoDate(row.endsAt, date, timeZone));
    const appointment: ScheduleAppointment = {
      id: row.id,
      staffId: row.staffId,
      staffName: row.staffName,
      serviceId: row.serviceId,
      serviceName: row.serviceName.trim() || "Unknown Service",
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      customerPhone: row.customerPhone,
      notes: row.notes,
      price: formatPenceShort(row.pricePence),
      status: row.status,
      colour: row.colour && HEX_COLOUR.test(row.colour) ? row.colour : SLATE,
      startsAtIso: row.startsAt.toISOString(),
      endsAtIso: row.endsAt.toISOString(),
      date,
      from,
      to,
      timeLabel: `${formatMinutes(from)}–${formatMinutes(Math.min(to, 24 * 60))}`,
      processing: shiftRange(processingPartOf(lengthInMinutes(row), processingOf(row)), from),
      inProcessing: false,
      visit: toScheduleVisit(row, timeZone),
      rooms: row.holds,
      roomNames: row.holds.map((hold) => hold.name).join(", "),
    };
    appointments.push(appointment);
    const key = `${row.staffId}:${date}`;
    byColumn.set(key, [...(byColumn.get(key) ?? []), appointment]);
  }

  for (const list of byColumn.values()) markInProcessing(list);
  const grid = computeGridRange(hours, options.dates, appointments);
  const rules = data.blackouts.map(toBlackoutRule);
  const selected =
    options.view === "week"
      ? data.staff.filter((member) => member.id === (options.staffId ?? data.staff[0]?.id))
      : data.staff;

  const changesByStaff = new Map<string, ScheduleData["dayChanges"]>();
  for (const change of data.dayChanges) {
    const list = changesByStaff.get(change.staffId);
    if (list) list.push(change);
    else changesByStaff.set(change.staffId, [change]);
  }
  const columns: ScheduleColumn[] = [];
  for (const member of selected) {
    const availability = parseWithDefaults(staffAvailabilitySchema, member.availability);
    const overrides = toScheduleOverrides(changesByStaff.get(member.id) ?? []);
    for (const date of options.dates) {
      const shades: ScheduleShade[] = closedRanges(hours, { availability, overrides }, date, grid).map((range) => ({
        ...range,
        kind: "closed",
        label: SHADE_LABELS.closed,
      }));
      for (const rule of rules) {
        if (rule.type === "staff" && rule.staffId !== member.id) continue;
        const blocked = blockedMinutesOnDate(rule, date);
        if (!blocked) continue;
        const range = blocked === "all-day" ? grid : clipToGrid({ from: blocked.from, to: blocked.to }, grid);
        if (range) shades.push({ ...range, kind: "blackout", label: SHADE_LABELS.blackout });
      }
      for (const interval of data.busy) {
        if (interval.staffId !== member.id) continue;
        const range = clipToGrid(
          {
            from: minutesIntoDate(interval.startsAt, date, timeZone),
            to: minutesIntoDate(interval.endsAt, date, timeZone),
          },
          grid,
        );
        if (range) shades.push({ ...range, kind: "busy", label: SHADE_LABELS.busy });
      }
      const key = `${member.id}:${date}`;
      columns.push({
        key,
        staffId: member.id,
        staffName: member.name,
        date,
        appointments: byColumn.get(key) ?? [],
        shades,
      });
    }
  }

  const by = options.view === "day" && options.by === "resource" && data.resources.length > 0 ? "resource" : "staff";
  const resourceColumns: ScheduleResourceColumn[] =
    by === "resource"
      ? data.resources.map((resource) => {
          const held = appointments.filter((item) => item.rooms.some((room) => room.resourceId === resource.id));
          // A block in a room column is placed on its own, not beside another's processing in its staff column.
          const own = held.map((item) => ({ ...item }));
          markInProcessing(own);
          return { key: `resource:${resource.id}`, resource, date: options.date, appointments: own };
        })
      : [];

  return {
    view: options.view,
    by,
    date: options.date,
    dates: options.dates,
    today: options.today,
    timeZone,
    notifyCustomer: data.business?.notifyCustomerOfChanges ?? true,
    grid,
    staff: data.staff.map(({ id, name, specialties }) => ({ id, name, specialties })),
    columns,
    resources: data.resources,
    resourceColumns,
  };
}
