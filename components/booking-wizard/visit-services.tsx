import { Plus, X } from "lucide-react";
import { formatDurationRange, formatPriceRange } from "@/lib/format/terms";
import type { TermsRange } from "@/lib/services/staff-terms";
import { RADIUS } from "./wizard-ui";

type Props = {
  /** The visit's services in order, each with the terms of whoever may do it. */
  services: readonly { id: string; name: string; terms: TermsRange }[];
  showPricing: boolean;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: (serviceId: string) => void;
};

/**
 * The services of the visit so far, above the staff and time choices: another can be added (they run back to
 * back) or, with more than one, one taken out, before a time is chosen.
 */
export function VisitServices({ services, showPricing, canAdd, onAdd, onRemove }: Props) {
  const several = services.length > 1;
  return (
    <section aria-label="Your visit" data-testid="visit-services" className="mb-5">
      <ul className={`${RADIUS} divide-y divide-slate-200 border border-slate-200 bg-slate-50 text-sm`}>
        {services.map((service, index) => (
          <li key={service.id} className="flex min-h-11 items-center gap-3 px-4 py-2">
            {several && (
              <span aria-hidden="true" className="w-4 shrink-0 text-slate-600 tabular-nums">
                {index + 1}.
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{service.name}</span>
              <span className="block text-slate-700">
                {formatDurationRange(service.terms)}
                {showPricing && ` · ${formatPriceRange(service.terms)}`}
              </span>
            </span>
            {several && (
              <button
                type="button"
                onClick={() => onRemove(service.id)}
                aria-label={`Remove ${service.name}`}
                className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {canAdd && (
        <button
          type="button"
          onClick={onAdd}
          className="-ml-2 mt-1 inline-flex min-h-11 items-center gap-1.5 rounded-[var(--bp-radius,8px)] px-2 text-sm font-semibold text-slate-800 underline-offset-2 hover:underline"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add another service
        </button>
      )}
    </section>
  );
}
