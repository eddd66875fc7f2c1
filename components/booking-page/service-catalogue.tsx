import { formatPence } from "@/lib/format/money";

type CatalogueService = {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  pricePence: number;
  color: string;
};

type Props = { services: CatalogueService[]; showPricing: boolean };

/** The bookable services of a business (only those some staff member can perform). */
export function ServiceCatalogue({ services, showPricing }: Props) {
  if (services.length === 0) {
    return (
      <div className="rounded-[var(--bp-radius)] border border-dashed border-slate-300 bg-white p-8 text-center">
        <h3 className="text-lg font-semibold text-slate-900">No Services Available</h3>
        <p className="mt-1 text-sm text-slate-600">Please contact us directly to make a booking.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {services.map((service) => (
        <li
          key={service.id}
          data-testid="service-option"
          className="rounded-[var(--bp-radius)] border border-slate-200 bg-white p-4 shadow-sm"
          style={{ borderLeft: `4px solid ${service.color}` }}
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold text-slate-900">{service.name}</h3>
            {showPricing && <span className="font-semibold tabular-nums text-slate-900">{formatPence(service.pricePence)}</span>}
          </div>
          {service.description && <p className="mt-1 text-sm text-slate-600">{service.description}</p>}
          <p className="mt-2 text-xs font-medium text-slate-600">{service.durationMinutes} minutes</p>
        </li>
      ))}
    </ul>
  );
}
