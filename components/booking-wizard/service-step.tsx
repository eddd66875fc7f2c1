import { Clock } from "lucide-react";
import { formatDuration } from "@/lib/format/duration";
import { formatPenceShort } from "@/lib/format/money";
import { groupServicesByCategory } from "@/lib/services/group-by-category";
import type { WizardService } from "./wizard-state";
import { EmptyState, OPTION_CARD, OPTION_SELECTED, StepHeading } from "./wizard-ui";

type Props = {
  services: WizardService[];
  selectedServiceId: string | null;
  showPricing: boolean;
  onSelect: (service: WizardService) => void;
};

/** Step 1: the services under their categories, in the business's order (Services screen). */
export function ServiceStep({ services, selectedServiceId, showPricing, onSelect }: Props) {
  const groups = groupServicesByCategory(services);
  return (
    <section>
      <StepHeading title="Select Service" />
      {services.length === 0 ? (
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
                      selected={service.id === selectedServiceId}
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
  selected,
  showPricing,
  onSelect,
}: {
  service: WizardService;
  selected: boolean;
  showPricing: boolean;
  onSelect: (service: WizardService) => void;
}) {
  return (
    <button
      type="button"
      data-testid="service-option"
      aria-pressed={selected}
      onClick={() => onSelect(service)}
      className={`${OPTION_CARD} h-full ${selected ? OPTION_SELECTED : "border-slate-200"}`}
      style={{ borderLeftWidth: 4, borderLeftColor: service.color }}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="font-semibold text-slate-900">{service.name}</span>
        {showPricing && (
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
            {formatPenceShort(service.pricePence)}
          </span>
        )}
      </span>
      {service.description && <span className="mt-1 block text-sm text-slate-700">{service.description}</span>}
      <span className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        <Clock aria-hidden="true" className="size-4" />
        {formatDuration(service.durationMinutes)}
      </span>
    </button>
  );
}
