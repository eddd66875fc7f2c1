import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatDateButton, formatLongDate } from "@/lib/format/booking-date";
import { stepDate } from "@/lib/schedule/grid";
import type { ScheduleModel } from "./types";

export const SCHEDULE_PATH = "/dashboard/schedule";

/** The schedule's address for a date, view, staff member (week view) and columns (day view by resource). */
export function scheduleHref(params: {
  date: string;
  view: ScheduleModel["view"];
  staffId?: string | null;
  by?: ScheduleModel["by"];
}): string {
  const search = new URLSearchParams({ date: params.date, view: params.view });
  if (params.view === "week" && params.staffId) search.set("staff", params.staffId);
  if (params.view === "day" && params.by === "resource") search.set("by", "resource");
  return `${SCHEDULE_PATH}?${search.toString()}`;
}

const SWITCH_LINK =
  "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none";

function rangeTitle(model: ScheduleModel): string {
  if (model.view === "day") return formatLongDate(model.date);
  const first = formatDateButton(model.dates[0]);
  const last = formatDateButton(model.dates[6]);
  const year = model.dates[6].slice(0, 4);
  return first.month === last.month
    ? `${first.day}–${last.day} ${last.month} ${year}`
    : `${first.day} ${first.month} – ${last.day} ${last.month} ${year}`;
}

const LINK =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none";

/** Previous / Today / Next, Day or Week, a date picker and, for the week, whose week. Plain links and a GET form. */
export function ScheduleToolbar({ model, staffId }: { model: ScheduleModel; staffId: string | null }) {
  const unit = model.view === "day" ? "day" : "week";
  const weekStaff = staffId ?? model.columns[0]?.staffId ?? null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <Link
          className={LINK}
          href={scheduleHref({ ...model, date: stepDate(model.date, model.view, -1), staffId: weekStaff })}
          aria-label={`Previous ${unit}`}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Link>
        <Link className={LINK} href={scheduleHref({ ...model, date: model.today, staffId: weekStaff })}>
          Today
        </Link>
        <Link
          className={LINK}
          href={scheduleHref({ ...model, date: stepDate(model.date, model.view, 1), staffId: weekStaff })}
          aria-label={`Next ${unit}`}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <h2 className="text-lg font-semibold text-slate-900" data-testid="schedule-title">
        {rangeTitle(model)}
      </h2>
      <nav aria-label="Schedule view" className="ml-auto flex rounded-lg border border-slate-300 bg-white p-0.5">
        {(["day", "week"] as const).map((view) => (
          <Link
            key={view}
            href={scheduleHref({ date: model.date, view, staffId: weekStaff })}
            aria-current={model.view === view ? "page" : undefined}
            className={`${SWITCH_LINK} ${model.view === view ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {view === "day" ? "Day" : "Week"}
          </Link>
        ))}
      </nav>
      {model.view === "day" && model.resources.length > 0 ? (
        <nav
          aria-label="Schedule columns"
          className="flex rounded-lg border border-slate-300 bg-white p-0.5"
          data-testid="schedule-by"
        >
          {(["staff", "resource"] as const).map((by) => (
            <Link
              key={by}
              href={scheduleHref({ date: model.date, view: "day", by })}
              aria-current={model.by === by ? "page" : undefined}
              className={`${SWITCH_LINK} ${model.by === by ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {by === "staff" ? "By staff" : "By resource"}
            </Link>
          ))}
        </nav>
      ) : null}
      <form method="get" action={SCHEDULE_PATH} className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
        <input type="hidden" name="view" value={model.view} />
        {model.by === "resource" ? <input type="hidden" name="by" value="resource" /> : null}
        <label className="text-sm font-medium text-slate-800">
          <span className="block">Go to date</span>
          <input
            type="date"
            name="date"
            defaultValue={model.date}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900"
          />
        </label>
        {model.view === "week" && model.staff.length > 1 ? (
          <label className="text-sm font-medium text-slate-800">
            <span className="block">Staff member</span>
            <select
              name="staff"
              defaultValue={weekStaff ?? ""}
              className="mt-1 rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900"
            >
              {model.staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
        ) : weekStaff ? (
          <input type="hidden" name="staff" value={weekStaff} />
        ) : null}
        <button type="submit" className={LINK}>
          Show
        </button>
      </form>
    </div>
  );
}
