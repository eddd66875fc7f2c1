import { BusinessInfoDetails, type BusinessInfoProps } from "./business-info-details";

/** The desktop panel beside the wizard: always open. */
export function BusinessInfoPanel(props: BusinessInfoProps) {
  return (
    <section
      data-testid="business-info"
      aria-labelledby="business-info-heading"
      className="rounded-[var(--bp-radius)] border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="business-info-heading" className="mb-4 text-base font-semibold text-slate-900">
        Business Information
      </h2>
      <BusinessInfoDetails {...props} />
    </section>
  );
}
