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

export function toGB(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}
