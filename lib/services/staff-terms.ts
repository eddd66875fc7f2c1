/*
 * A staff member's own duration and price of a service (a senior stylist's Haircut: 60 min, £55), where they have
 * them; the service's own otherwise. A booking copies the terms that applied when it was made.
 */

export type ServiceTerms = { durationMinutes: number; pricePence: number };

/** One member's own terms, keyed by service id; null keeps the service's. */
export type StaffTerms = Readonly<Record<string, { durationMinutes: number | null; pricePence: number | null }>>;

/** Stored rows (`staff_service_terms`) as a member's terms by service id. */
export function toStaffTerms(
  rows: readonly { serviceId: string; durationMinutes: number | null; pricePence: number | null }[],
): StaffTerms {
  return Object.fromEntries(
    rows.map((row) => [row.serviceId, { durationMinutes: row.durationMinutes, pricePence: row.pricePence }]),
  );
}

/** The service as this member does it: their own duration and price where they have them. */
export function applyStaffTerms<S extends ServiceTerms & { id: string }>(
  service: S,
  staff: { terms?: StaffTerms } | null | undefined,
): S {
  const own = staff?.terms?.[service.id];
  if (!own) return service;
  return {
    ...service,
    durationMinutes: own.durationMinutes ?? service.durationMinutes,
    pricePence: own.pricePence ?? service.pricePence,
  };
}

/** The lowest and highest price and duration of a service among the members who may do it. */
export type TermsRange = { minPricePence: number; maxPricePence: number; minDuration: number; maxDuration: number };

export function rangeOfTerms<S extends ServiceTerms & { id: string }>(
  service: S,
  staff: readonly { terms?: StaffTerms }[],
): TermsRange {
  const all = staff.length === 0 ? [service] : staff.map((member) => applyStaffTerms(service, member));
  const prices = all.map((each) => each.pricePence);
  const durations = all.map((each) => each.durationMinutes);
  return {
    minPricePence: Math.min(...prices),
    maxPricePence: Math.max(...prices),
    minDuration: Math.min(...durations),
    maxDuration: Math.max(...durations),
  };
}

/** One known duration and price as a range (a booking made, a professional chosen). */
/** The terms of services done one after another (a visit): durations and prices added up. */
export function addTerms(ranges: readonly TermsRange[]): TermsRange {
  return ranges.reduce((total, range) => ({
    minPricePence: total.minPricePence + range.minPricePence,
    maxPricePence: total.maxPricePence + range.maxPricePence,
    minDuration: total.minDuration + range.minDuration,
    maxDuration: total.maxDuration + range.maxDuration,
  }));
}

export function exactTerms({ durationMinutes, pricePence }: ServiceTerms): TermsRange {
  return {
    minPricePence: pricePence,
    maxPricePence: pricePence,
    minDuration: durationMinutes,
    maxDuration: durationMinutes,
  };
}
