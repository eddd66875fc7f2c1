/** The id of the section that holds the booking wizard (the skip link's target). */
export const BOOKING_SECTION_ID = "booking";

/** The first Tab stop of the booking page and the embed: hidden until focused, it jumps past the header to the wizard. */
export function SkipToBooking() {
  return (
    <a
      href={`#${BOOKING_SECTION_ID}`}
      className="sr-only rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to booking
    </a>
  );
}
