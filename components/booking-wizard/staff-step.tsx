import { ChevronDown, Users } from "lucide-react";
import { useId, useState } from "react";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { formatDuration } from "@/lib/format/duration";
import { formatPenceShort } from "@/lib/format/money";
import { applyStaffTerms } from "@/lib/services/staff-terms";
import type { WizardService, WizardStaff } from "./wizard-state";
import { EmptyState, OPTION_CARD, OPTION_SELECTED, PRIMARY_BUTTON, RADIUS, StepHeading } from "./wizard-ui";

type Props = {
  /** Those who can do every service of the visit. */
  staff: WizardStaff[];
  /** The visit's services (one for a booking of one): where professionals differ, each shows their own terms. */
  services: WizardService[];
  /** A visit: each service's professionals, for a choice per service. */
  staffByService: WizardStaff[][];
  showPricing: boolean;
  selectedStaffId: string | null;
  selectedStaffIds: string[] | null;
  onSelect: (staffId: string) => void;
  onSelectPerService: (staffIds: string[]) => void;
  /** The visit's services, to add one or take one out (under the heading). */
  visitPanel?: React.ReactNode;
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

/**
 * "1 h · £55": a professional's own terms of the visit (its services added up), shown only where the
 * professionals of one of its services differ.
 */
function ownTermsOf(services: readonly WizardService[], member: WizardStaff, showPricing: boolean): string {
  const durationsDiffer = services.some(({ range }) => range.minDuration !== range.maxDuration);
  const pricesDiffer = showPricing && services.some(({ range }) => range.minPricePence !== range.maxPricePence);
  if (!durationsDiffer && !pricesDiffer) return "";
  const own = services.map((service) => applyStaffTerms(service, member));
  const duration = own.reduce((total, each) => total + each.durationMinutes, 0);
  const price = own.reduce((total, each) => total + each.pricePence, 0);
  return [formatDuration(duration), showPricing ? formatPenceShort(price) : null].filter(Boolean).join(" · ");
}

/**
 * Step 2: "Any professional" first (the most free times), then the staff who can perform the service (for a
 * visit, every one of its services), and for a visit a professional per service.
 */
export function StaffStep({
  staff,
  services,
  staffByService,
  showPricing,
  selectedStaffId,
  selectedStaffIds,
  onSelect,
  onSelectPerService,
  visitPanel,
}: Props) {
  const visit = services.length > 1;
  return (
    <section>
      <StepHeading title="Choose Staff" />
      {visitPanel}
      {staff.length === 0 && !visit ? (
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
                terms={ownTermsOf(services, member, showPricing)}
              />
            </li>
          ))}
        </ul>
      )}
      {visit && (
        <StaffPerService
          services={services}
          staffByService={staffByService}
          selected={selectedStaffIds}
          onSelect={onSelectPerService}
        />
      )}
    </section>
  );
}

/** A visit: who does each service, each "Any professional" or one who offers it, then Continue. */
function StaffPerService({
  services,
  staffByService,
  selected,
  onSelect,
}: {
  services: readonly WizardService[];
  staffByService: readonly WizardStaff[][];
  selected: string[] | null;
  onSelect: (staffIds: string[]) => void;
}) {
  const [open, setOpen] = useState(selected !== null);
  const [choices, setChoices] = useState<string[]>(selected ?? services.map(() => ANY_STAFF));
  const fieldsId = useId();
  return (
    <div className="mt-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen(!open)}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-[var(--bp-radius,8px)] px-2 text-sm font-semibold text-slate-800 underline-offset-2 hover:underline"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? "rotate-180" : ""}`} />
        Choose a professional for each service
      </button>
      {open && (
        <form
          id={fieldsId}
          className={`${RADIUS} mt-2 space-y-3 border border-slate-200 bg-white p-4`}
          onSubmit={(event) => {
            event.preventDefault();
            onSelect(choices);
          }}
        >
          {services.map((service, index) => (
            <div key={service.id} className="text-sm">
              <label htmlFor={`${fieldsId}-${index}`} className="mb-1 block font-medium text-slate-900">
                {service.name}
              </label>
              <select
                id={`${fieldsId}-${index}`}
                name={`staff-${service.id}`}
                value={choices[index]}
                onChange={(event) =>
                  setChoices(choices.map((choice, at) => (at === index ? event.target.value : choice)))
                }
                className={`${RADIUS} min-h-11 w-full border border-slate-300 bg-white px-3 text-base text-slate-900`}
              >
                <option value={ANY_STAFF}>{ANY_PROFESSIONAL_LABEL}</option>
                {staffByService[index].map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <button type="submit" className={`${PRIMARY_BUTTON} w-full sm:w-auto`}>
            Continue
          </button>
        </form>
      )}
    </div>
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
