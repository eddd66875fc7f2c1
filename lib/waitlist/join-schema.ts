import { z } from "zod";
import { ANY_STAFF, customerDetailsSchema } from "@/lib/bookings/public-booking-schema";
import { isCalendarDate } from "@/lib/time/calendar-date";

/*
 * A customer joining the waitlist, checked by the API and by the form before sending. Client-safe: zod only.
 */

/** The times of day a customer may pick, as [from, to) in the business's zone; "custom" takes a from-to. */
export const TIMES_OF_DAY = {
  any: { label: "Any time", from: "00:00", to: "24:00" },
  morning: { label: "Morning (before 12:00)", from: "00:00", to: "12:00" },
  afternoon: { label: "Afternoon (12:00-17:00)", from: "12:00", to: "17:00" },
  evening: { label: "Evening (from 17:00)", from: "17:00", to: "24:00" },
} as const;

export type TimeOfDay = keyof typeof TIMES_OF_DAY | "custom";

/** The longest date range one entry may cover. */
export const MAX_WAITLIST_DAYS = 62;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date")
  .refine(isCalendarDate, "Choose a date");
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time");

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const joinWaitlistSchema = z
  .object({
    serviceId: z.uuid("Choose a service"),
    staffId: z.union([z.literal(ANY_STAFF), z.uuid()], { error: "Choose a professional or any" }),
    dateFrom: calendarDate,
    dateTo: calendarDate,
    timeOfDay: z.enum(["any", "morning", "afternoon", "evening", "custom"]).default("any"),
    timeFrom: clock.optional(),
    timeTo: clock.optional(),
    customerName: customerDetailsSchema.shape.customerName,
    customerEmail: customerDetailsSchema.shape.customerEmail,
    customerPhone: customerDetailsSchema.shape.customerPhone,
  })
  .refine((input) => input.dateTo >= input.dateFrom, { message: "The last date is before the first", path: ["dateTo"] })
  .refine((input) => daysBetween(input.dateFrom, input.dateTo) < MAX_WAITLIST_DAYS, {
    message: `Choose at most ${MAX_WAITLIST_DAYS} days`,
    path: ["dateTo"],
  })
  .refine(
    (input) => input.timeOfDay !== "custom" || (!!input.timeFrom && !!input.timeTo && input.timeFrom < input.timeTo),
    { message: "Choose a from time before the to time", path: ["timeTo"] },
  );

export type JoinWaitlistInput = z.output<typeof joinWaitlistSchema>;

/** The [from, to) times of day an entry's choice stands for. */
export function timeWindowOf(input: Pick<JoinWaitlistInput, "timeOfDay" | "timeFrom" | "timeTo">): {
  from: string;
  to: string;
} {
  if (input.timeOfDay === "custom") return { from: input.timeFrom ?? "00:00", to: input.timeTo ?? "24:00" };
  const { from, to } = TIMES_OF_DAY[input.timeOfDay];
  return { from, to };
}
