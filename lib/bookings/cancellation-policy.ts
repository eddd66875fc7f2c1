/** "24 hours", "2 days", "1 hour": a notice period as a customer reads it. */
function formatNotice(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? "24 hours" : `${hours / 24} days`;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/**
 * The business's cancellation policy in one sentence, from its notice period (hours before the start
 * when online changes stop): shown on the confirmation and on the manage page.
 */
export function describeCancellationPolicy(noticeHours: number, businessName: string): string {
  if (noticeHours <= 0) return "You can reschedule or cancel online until your appointment starts.";
  return `You can reschedule or cancel online up to ${formatNotice(noticeHours)} before your appointment. After that, please contact ${businessName}.`;
}
