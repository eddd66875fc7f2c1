import { Check, Clock } from "lucide-react";
import { formatDurationRange, formatPriceRange } from "@/lib/format/terms";
import { groupServicesByCategory } from "@/lib/services/group-by-category";
import type { WizardService } from "./wizard-state";
import { EmptyState, OPTION_CARD, OPTION_SELECTED, StepHeading } from "./wizard-ui";

type Props = {
  services: WizardService[];
  /** Services exist but nobody does them yet (see BookingWizardProps). */
  awaitingStaff?: boolean;
  businessName: string;
  contact?: { phone: string; email: string };
  selectedServiceId: string | null;
  /** Adding to a visit: its services so far are shown as added and cannot be chosen again. */
  visitServiceIds?: readonly string[];
  showPricing: boolean;
  onSelect: (service: WizardService) => void;
};

/** Step 1: the services under their categories, in the business's order (Services screen). */
export function ServiceStep({
  services,
  awaitingStaff = false,
  businessName,
  contact,
  selectedServiceId,
  visitServiceIds,
  showPricing,
  onSelect,
}: Props) {
  const groups = groupServicesByCategory(services);
  return (
    <section>
      <StepHeading title={visitServiceIds ? "Add Another Service" : "Select Service"} />
      {services.length === 0 && awaitingStaff ? (
        <EmptyState
          title="Online booking opens soon"
          message={`${businessName} is getting ready to take bookings online. Please contact us directly to make a booking.`}
        >
          <ContactLinks contact={contact} />
        </EmptyState>
      ) : services.length === 0 ? (
        <EmptyState title="No Services Available" message="Please contact us directly to make a booking." />
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <div key={group.category}>
              {/* One category needs no heading of its own. */}
              {groups.length > 1 && (
                <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">{group.category}</h3>
              )}
              <ul className="grid gap-3 sm:grid-cols-2">
                {group.services.map((service) => (
                  <li key={service.id}>
                    <ServiceOption
                      service={service}
                      added={visitServiceIds?.includes(service.id) ?? false}
                      selected={!visitServiceIds && service.id === selectedServiceId}
                      showPricing={showPricing}
                      onSelect={onSelect}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function ServiceOption({
  service,
  added,
  selected,
  showPricing,
  onSelect,
}: {
  service: WizardService;
  /** Already in the visit being put together. */
  added: boolean;
  selected: boolean;
  showPricing: boolean;
  onSelect: (service: WizardService) => void;
}) {
  return (
    <button
      type="button"
      data-testid="service-option"
      aria-pressed={selected || added}
      disabled={added}
      onClick={() => onSelect(service)}
      className={`${OPTION_CARD} h-full disabled:cursor-default disabled:bg-slate-50 disabled:hover:shadow-sm ${selected ? OPTION_SELECTED : "border-slate-200"}`}
      style={{ borderLeftWidth: 4, borderLeftColor: service.color }}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="font-semibold text-slate-900">{service.name}</span>
        {showPricing && (
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatPriceRange(service.range)}</span>
        )}
      </span>
      {service.description && <span className="mt-1 block text-sm text-slate-700">{service.description}</span>}
      <span className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        <Clock aria-hidden="true" className="size-4" />
        {formatDurationRange(service.range)}
        {added && (
          <span className="ml-auto inline-flex items-center gap-1 font-semibold text-slate-900">
            <Check aria-hidden="true" className="size-4" />
            Added
          </span>
        )}
      </span>
    </button>
  );
}

/** Phone and email as links (each only when the business has one). */
function ContactLinks({ contact }: { contact?: { phone: string; email: string } }) {
  if (!contact || (!contact.phone && !contact.email)) return null;
  const link = "font-semibold text-slate-900 underline underline-offset-2 hover:no-underline";
  return (
    <p className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700">
      {contact.phone ? (
        <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`} className={link}>
          {contact.phone}
        </a>
      ) : null}
      {contact.email ? (
        <a href={`mailto:${contact.email}`} className={link}>
          {contact.email}
        </a>
      ) : null}
    </p>
  );
}
