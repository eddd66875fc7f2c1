/** A staff member with no specialties performs every service. */
export function canStaffPerformService(staff: { specialties: readonly string[] | null }, serviceId: string): boolean {
  return !staff.specialties || staff.specialties.length === 0 || staff.specialties.includes(serviceId);
}

export function getEligibleStaff<T extends { specialties: readonly string[] | null }>(
  staff: readonly T[],
  serviceId: string,
): T[] {
  return staff.filter((member) => canStaffPerformService(member, serviceId));
}

/** Services are offered only when at least one staff member can perform them. */
export function getBookableServices<S extends { id: string }>(
  services: readonly S[],
  staff: readonly { specialties: readonly string[] | null }[],
): S[] {
  return services.filter((service) => staff.some((member) => canStaffPerformService(member, service.id)));
}
