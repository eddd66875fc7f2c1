import { Clock } from "lucide-react";
import { formatPence } from "@/lib/format/money";
import type { WizardService } from "./wizard-state";
import { EmptyState, OPTION_CARD, OPTION_SELECTED, StepHeading } from "./wizard-ui";

type Props = {
  services: WizardService[];
  selectedServiceId: string | null;
  showPricing: boolean;
  onSelect: (service: WizardService) => void;
};

export function ServiceStep({ services, selectedServiceId, showPricing, onSelect }: Props) {
  return (
    <section>
      <StepHeading title="Select Service" />
      {services.length === 0 ? (
        <EmptyState title="No Services Available" message="Please contact us directly to make a booking." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {services.map((service) => {
            const selected = service.id === selectedServiceId;
            return (
              <li key={service.id}>
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
                        {formatPence(service.pricePence)}
                      </span>
                    )}
                  </span>
                  {service.description && (
                    <span className="mt-1 block text-sm text-slate-700">{service.description}</span>
                  )}
                  <span className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
                    <Clock aria-hidden="true" className="size-4" />
                    {service.durationMinutes} minutes
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
