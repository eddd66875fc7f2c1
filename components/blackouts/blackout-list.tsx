import { Building2, CalendarDays, CalendarOff, Clock, Pencil, Repeat, Trash2 } from "lucide-react";
import { formatDateGB, isActiveBlackout } from "@/lib/blackouts/rules";
import type { BlackoutListItem } from "@/lib/blackouts/queries";

export const UNKNOWN_STAFF = "Unknown Staff";

/** 'Entire Business' or the staff member's name ('Unknown Staff' once the member was deleted). */
export function blackoutWho(item: BlackoutListItem): string {
  return item.type === "business" ? "Entire Business" : (item.staffName ?? UNKNOWN_STAFF);
}

/** '24/12/2026' or '24/12/2026 - 26/12/2026'. */
export function blackoutDateRange(item: Pick<BlackoutListItem, "startDate" | "endDate">): string {
  return item.startDate === item.endDate
    ? formatDateGB(item.startDate)
    : `${formatDateGB(item.startDate)} - ${formatDateGB(item.endDate)}`;
}

/** '12:00 - 13:00' or 'All day'. */
export function blackoutTimes(item: Pick<BlackoutListItem, "startTime" | "endTime">): string {
  return item.startTime && item.endTime ? `${item.startTime} - ${item.endTime}` : "All day";
}

type Props = {
  blackouts: readonly BlackoutListItem[];
  today: string;
  editingId: string | null;
  onEdit: (item: BlackoutListItem) => void;
  onDelete: (item: BlackoutListItem) => void;
};

const ICON_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** 'Active Blackouts': every blackout of the business, newest start first. User text is rendered as text. */
export function BlackoutList({ blackouts, today, editingId, onEdit, onDelete }: Props) {
  return (
    <section
      aria-labelledby="blackout-list-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="blackout-list-heading" className="text-lg font-semibold text-slate-900">
        Active Blackouts
      </h2>
      {blackouts.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <CalendarOff className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-3 font-semibold text-slate-900">No blackout periods</p>
          <p className="mt-1 text-sm text-slate-600">Block holidays, training days or breaks with the form.</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {blackouts.map((item) => {
            const active = isActiveBlackout(item, today);
            const who = blackoutWho(item);
            const titleId = `blackout-${item.id}-title`;
            return (
              <li
                key={item.id}
                data-testid="blackout-item"
                aria-labelledby={titleId}
                className={`flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between ${
                  editingId === item.id ? "-mx-2 rounded-xl bg-brand-50 px-2" : ""
                }`}
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    {item.type === "staff" ? (
                      <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900">
                        Staff Member
                      </span>
                    ) : (
                      <Building2 className="size-4 text-slate-500" aria-hidden="true" />
                    )}
                    <h3 id={titleId} className="font-semibold break-words text-slate-900">
                      {who}
                    </h3>
                    {active ? (
                      <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                        Active
                      </span>
                    ) : null}
                  </div>
                  <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
                        <span className="sr-only">Dates</span>
                      </dt>
                      <dd>{blackoutDateRange(item)}</dd>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <Clock className="size-4 text-slate-500" aria-hidden="true" />
                        <span className="sr-only">Times</span>
                      </dt>
                      <dd>{blackoutTimes(item)}</dd>
                    </div>
                    {item.recurring && item.recurringPattern !== "none" ? (
                      <div className="flex items-center gap-1.5">
                        <dt>
                          <Repeat className="size-4 text-slate-500" aria-hidden="true" />
                          <span className="sr-only">Repeats</span>
                        </dt>
                        <dd>Recurring ({item.recurringPattern})</dd>
                      </div>
                    ) : null}
                  </dl>
                  {item.reason ? (
                    <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-600">{item.reason}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-1 self-end sm:self-start">
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label="Edit blackout"
                    aria-describedby={titleId}
                    title="Edit blackout"
                    onClick={() => onEdit(item)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={`${ICON_BUTTON} hover:bg-red-50 hover:text-red-800`}
                    aria-label="Delete blackout"
                    aria-describedby={titleId}
                    title="Delete blackout"
                    onClick={() => onDelete(item)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
