import { Users } from "lucide-react";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { formatDuration } from "@/lib/format/duration";
import { formatPenceShort } from "@/lib/format/money";
import { applyStaffTerms } from "@/lib/services/staff-terms";
import type { WizardService, WizardStaff } from "./wizard-state";
import { EmptyState, OPTION_CARD, OPTION_SELECTED, StepHeading } from "./wizard-ui";

type Props = {
  staff: WizardStaff[];
  /** The chosen service: where professionals differ in duration or price, each shows their own. */
  service: WizardService | null;
  showPricing: boolean;
  selectedStaffId: string | null;
  onSelect: (staffId: string) => void;
};

export const ANY_PROFESSIONAL_LABEL = "Any professional";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

/** "1 h · £55": a professional's own terms, shown only where the service's professionals differ. */
function ownTermsOf(service: WizardService | null, member: WizardStaff, showPricing: boolean): string {
  if (!service) return "";
  const { range } = service;
  const durationsDiffer = range.minDuration !== range.maxDuration;
  const pricesDiffer = showPricing && range.minPricePence !== range.maxPricePence;
  if (!durationsDiffer && !pricesDiffer) return "";
  const own = applyStaffTerms(service, member);
  return [formatDuration(own.durationMinutes), showPricing ? formatPenceShort(own.pricePence) : null]
    .filter(Boolean)
    .join(" · ");
}

/** Step 2: "Any professional" first (the most free times), then the staff who can perform the service. */
export function StaffStep({ staff, service, showPricing, selectedStaffId, onSelect }: Props) {
  return (
    <section>
      <StepHeading title="Choose Staff" />
      {staff.length === 0 ? (
        <EmptyState title="No Staff Available" message="No staff members are available for this service." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <StaffOption
              selected={selectedStaffId === ANY_STAFF}
              onSelect={() => onSelect(ANY_STAFF)}
              badge={<Users aria-hidden="true" className="size-5" />}
              name={ANY_PROFESSIONAL_LABEL}
              detail="Most times available"
            />
          </li>
          {staff.map((member) => (
            <li key={member.id}>
              <StaffOption
                selected={member.id === selectedStaffId}
                onSelect={() => onSelect(member.id)}
                badge={initials(member.name)}
                name={member.name}
                detail={member.jobTitle}
                terms={ownTermsOf(service, member, showPricing)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StaffOption({
  selected,
  onSelect,
  badge,
  name,
  detail,
  terms = "",
}: {
  selected: boolean;
  onSelect: () => void;
  badge: React.ReactNode;
  name: string;
  detail: string;
  terms?: string;
}) {
  return (
    <button
      type="button"
      data-testid="staff-option"
      aria-pressed={selected}
      onClick={onSelect}
      className={`${OPTION_CARD} flex h-full items-center gap-3 ${selected ? OPTION_SELECTED : "border-slate-200"}`}
    >
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
      >
        {badge}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{name}</span>
        {detail && <span className="block text-sm text-slate-700">{detail}</span>}
      </span>
      {terms && (
        <span data-testid="staff-terms" className="ml-auto shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
          {terms}
        </span>
      )}
    </button>
  );
}
