/** Whole minutes from a start to an end: the length a booking was made with. */
export function lengthInMinutes({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }): number {
  return Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
}
