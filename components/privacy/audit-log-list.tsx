import { auditEntryLabel } from "@/lib/audit/labels";
import type { AuditEntry } from "@/lib/audit/queries";
import { formatDayDateTime } from "@/lib/format/date-time";

/** The Data protection log: when (UK format, the business's zone), who, and what, newest first. */
export function AuditLogList({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  if (entries.length === 0) {
    return <p className="text-sm text-slate-600">Nothing yet. Exports and erasures of personal data appear here.</p>;
  }
  return (
    <ol aria-label="Data protection log entries" className="divide-y divide-slate-100" data-testid="audit-log">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
          <time
            dateTime={entry.createdAt.toISOString()}
            className="shrink-0 text-sm text-slate-600 tabular-nums sm:w-48"
          >
            {formatDayDateTime(entry.createdAt, timeZone)}
          </time>
          <span className="min-w-0 text-sm text-slate-900">
            <span className="font-semibold break-words">{entry.actorName}</span>{" "}
            <span data-testid="audit-label">{auditEntryLabel(entry.action, entry.details)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
