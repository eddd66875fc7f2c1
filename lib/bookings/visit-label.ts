/** A booking that is one service of a visit, as the bookings list says it: "Visit with Haircut & Style". */
export function describeVisitOf(
  bookingId: string,
  visitServices: readonly { id: string; serviceName: string }[] | null,
): string | null {
  if (!visitServices || visitServices.length < 2) return null;
  const others = visitServices
    .filter((service) => service.id !== bookingId)
    .map((service) => service.serviceName.trim() || "Unknown Service");
  return `Visit with ${others.join(" & ")}`;
}
