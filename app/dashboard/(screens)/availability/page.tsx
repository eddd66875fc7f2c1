import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlackoutsManager } from "@/components/blackouts/blackouts-manager";
import { OpeningHours } from "@/components/my-availability/opening-hours";
import { WeeklyHoursForm } from "@/components/my-availability/weekly-hours-form";
import { getDb } from "@/db";
import { requireUser } from "@/lib/auth/session";
import { getMyAvailabilityScreen } from "@/lib/staff/my-availability-queries";
import { toDateInZone } from "@/lib/time/zoned-time";
import { ScreenHeader } from "@/components/dashboard/screen-header";
import { DayChanges } from "@/components/staff/day-changes";
import { isCalendarDate } from "@/lib/time/calendar-date";

export const metadata: Metadata = { title: "My Availability" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A staff user's own weekly hours, one-day changes (`?date=`, the schedule's "Change hours" link, starts that form
 * with the date) and time off, while the owner lets staff manage their availability
 * (the layout refuses the screen otherwise; checked here too, as every action checks it again).
 */
export default async function MyAvailabilityPage({ searchParams }: Props) {
  const user = await requireUser({ can: ["manage", "my-availability"] });
  // The ability needs a business (its staff portal switch), so there is one.
  const business = user.business!;
  // 'Today' is the business's date, not the server's or the visitor's.
  const today = toDateInZone(new Date(), business.timeZone);
  const screen = user.staffMemberId
    ? await getMyAvailabilityScreen(getDb(), business.id, user.staffMemberId, today)
    : null;
  if (!screen) notFound();
  const { date } = await searchParams;
  const initialDate = typeof date === "string" && isCalendarDate(date) && date >= today ? date : undefined;

  return (
    <section className="mx-auto max-w-6xl">
      <ScreenHeader className="mb-6" title="My Availability">
        Your working hours and time off. Customers see the change on the booking page straight away.
      </ScreenHeader>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <WeeklyHoursForm availability={screen.member.availability} />
        <OpeningHours hours={screen.businessHours} />
      </div>
      <div className="mt-6 max-w-3xl">
        <DayChanges scope="member" changes={screen.dayChanges} today={today} initial={{ date: initialDate }} />
      </div>
      <div className="mt-6">
        <BlackoutsManager scope="member" blackouts={screen.timeOff} today={today} />
      </div>
    </section>
  );
}
