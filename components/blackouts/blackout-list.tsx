import { Building2, CalendarDays, CalendarOff, Clock, Pencil, Repeat, Trash2 } from "lucide-react";
import { isActiveBlackout } from "@/lib/blackouts/rules";
import type { BlackoutListItem } from "@/lib/blackouts/queries";
import { formatShortDate } from "@/lib/format/booking-date";
import { BLACKOUT_WORDS, type BlackoutScope } from "./blackout-words";
import { IconDetail } from "@/components/ui/icon-detail";

export const UNKNOWN_STAFF = "Unknown Staff";

/** 'Entire Business' or the staff member's name ('Unknown Staff' once the member was deleted). */
export function blackoutWho(item: BlackoutListItem): string {
  return item.type === "business" ? "Entire Business" : (item.staffName ?? UNKNOWN_STAFF);
}

/** 'Wed 25 Nov 2026' or 'Wed 25 Nov 2026 – Fri 27 Nov 2026' (the dashboard's dates). */
export function blackoutDateRange(item: Pick<BlackoutListItem, "startDate" | "endDate">): string {
  return item.startDate === item.endDate
    ? formatShortDate(item.startDate)
    : `${formatShortDate(item.startDate)} – ${formatShortDate(item.endDate)}`;
}

/** '12:00–13:00' or 'All day'. */
export function blackoutTimes(item: Pick<BlackoutListItem, "startTime" | "endTime">): string {
  return item.startTime && item.endTime ? `${item.startTime}–${item.endTime}` : "All day";
}

/** The delete dialog's line: whose (on Block Dates), when and at what times. */
export function describeBlackout(item: BlackoutListItem, scope: BlackoutScope): string {
  const when = `${blackoutDateRange(item)}, ${blackoutTimes(item)}`;
  return scope === "business" ? `${blackoutWho(item)}: ${when}` : when;
}

type Props = {
  scope: BlackoutScope;
  blackouts: readonly BlackoutListItem[];
  /** 'YYYY-MM-DD' in the business's time zone. */
  today: string;
  editingId: string | null;
  /** Absent where blackouts are not edited (a member's own time off). */
  onEdit?: (item: BlackoutListItem) => void;
  onDelete: (item: BlackoutListItem) => void;
};

const ICON_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The blackouts of a scope. Block Dates titles each by whose it is (every blackout of the business, newest
 * start first); a member's own time off by its dates (current and upcoming, soonest first). User text is
 * rendered as text.
 */
export function BlackoutList({ scope, blackouts, today, editingId, onEdit, onDelete }: Props) {
  const words = BLACKOUT_WORDS[scope];
  const byOwner = scope === "business";
  return (
    <section
      aria-labelledby="blackout-list-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="blackout-list-heading" className="text-lg font-semibold text-slate-900">
        {words.listTitle}
      </h2>
      {words.listDescription ? <p className="mt-1 text-sm text-slate-600">{words.listDescription}</p> : null}
      {blackouts.length === 0 ? (
        <div
          data-testid="blackouts-empty"
          className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center"
        >
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <CalendarOff className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-3 font-semibold text-slate-900">{words.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{words.emptyText}</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {blackouts.map((item) => {
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
                    {!byOwner ? null : item.type === "staff" ? (
                      <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900">
                        Staff Member
                      </span>
                    ) : (
                      <Building2 className="size-4 text-slate-500" aria-hidden="true" />
                    )}
                    <h3 id={titleId} className="font-semibold break-words text-slate-900">
                      {byOwner ? (
                        blackoutWho(item)
                      ) : (
                        <>
                          <CalendarDays
                            className="mr-1.5 inline size-4 align-[-2px] text-slate-500"
                            aria-hidden="true"
                          />
                          {blackoutDateRange(item)}
                        </>
                      )}
                    </h3>
                    {isActiveBlackout(item, today) ? (
                      <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                        Active
                      </span>
                    ) : null}
                  </div>
                  <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
                    {byOwner ? (
                      <IconDetail icon={CalendarDays} term="Dates">
                        {blackoutDateRange(item)}
                      </IconDetail>
                    ) : null}
                    <IconDetail icon={Clock} term="Times">
                      {blackoutTimes(item)}
                    </IconDetail>
                    {item.recurring && item.recurringPattern !== "none" ? (
                      <IconDetail icon={Repeat} term="Repeats">
                        Recurring ({item.recurringPattern})
                      </IconDetail>
                    ) : null}
                  </dl>
                  {item.reason ? (
                    <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-600">{item.reason}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-1 self-end sm:self-start">
                  {onEdit && words.edit ? (
                    <button
                      type="button"
                      className={ICON_BUTTON}
                      aria-label={words.edit.label}
                      aria-describedby={titleId}
                      title={words.edit.label}
                      onClick={() => onEdit(item)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={`${ICON_BUTTON} hover:bg-red-50 hover:text-red-800`}
                    aria-label={words.deleteLabel}
                    aria-describedby={titleId}
                    title={words.deleteLabel}
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
