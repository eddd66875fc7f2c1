/** 'YYYY-MM-DD' in London, `offset` days from today (the demo business's zone). */
export function londonDate(offset = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-11-25' → 'Wed 25 Nov 2026', as the dashboard writes dates. */
export function ukDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return `${SHORT_WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${SHORT_MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "HH:mm" plus some minutes, on the same day: "10:00" + 90 = "11:30". */
export function plusMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
