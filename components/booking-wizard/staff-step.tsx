import type { WizardStaff } from "./wizard-state";
import { EmptyState, OPTION_CARD, OPTION_SELECTED, StepHeading } from "./wizard-ui";

type Props = {
  staff: WizardStaff[];
  selectedStaffId: string | null;
  onSelect: (staffId: string) => void;
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

/** Only the staff who can perform the chosen service are listed. */
export function StaffStep({ staff, selectedStaffId, onSelect }: Props) {
  return (
    <section>
      <StepHeading title="Choose Staff" />
      {staff.length === 0 ? (
        <EmptyState title="No Staff Available" message="No staff members are available for this service." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {staff.map((member) => {
            const selected = member.id === selectedStaffId;
            return (
              <li key={member.id}>
                <button
                  type="button"
                  data-testid="staff-option"
                  aria-pressed={selected}
                  onClick={() => onSelect(member.id)}
                  className={`${OPTION_CARD} flex h-full items-center gap-3 ${selected ? OPTION_SELECTED : "border-slate-200"}`}
                >
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
                  >
                    {initials(member.name)}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{member.name}</span>
                    {member.jobTitle && <span className="block text-sm text-slate-700">{member.jobTitle}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
