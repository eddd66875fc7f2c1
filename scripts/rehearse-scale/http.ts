/** Talking to the app over HTTP as a browser or a booking client would. */

export type Slot = { staffId: string; date: string; time: string };
export type BookingTarget = { serviceId: string; durationMinutes: number; staffIds: string[] };
export type BookingAnswer = { status: number | "error"; code?: string; bookingId?: string; pricePence?: number };

/** 'a=1; Path=/; HttpOnly' × n → 'a=1; b=2', later cookies of a name winning. */
export function toCookieHeader(setCookies: string[], previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const line of setCookies) {
    const pair = line.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

export type SignInResult = { status: number; location: string; cookie: string; sessionCookie: boolean };

/** Auth.js v5 credentials sign-in: the CSRF token and its cookie, then the callback POST (not followed). */
export async function signInOverHttp(
  base: string,
  email: string,
  password: string,
  forwardedFor: string,
): Promise<SignInResult> {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { "x-forwarded-for": forwardedFor } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  let cookie = toCookieHeader(csrf.headers.getSetCookie());
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie,
      "x-forwarded-for": forwardedFor,
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${base}/dashboard` }),
  });
  await response.arrayBuffer();
  const setCookies = response.headers.getSetCookie();
  cookie = toCookieHeader(setCookies, cookie);
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    cookie,
    sessionCookie: setCookies.some((line) => /^(__Secure-)?authjs\.session-token=/.test(line)),
  };
}

export async function fetchText(url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { redirect: "manual", ...init });
  return { status: response.status, text: await response.text() };
}

export function availabilityUrl(base: string, serviceId: string, staffId: string): string {
  return `${base}/api/public/businesses/demo/availability?serviceId=${serviceId}&staffId=${staffId}`;
}

export async function postBooking(
  base: string,
  body: Record<string, string>,
  forwardedFor: string,
): Promise<BookingAnswer> {
  try {
    const response = await fetch(`${base}/api/public/businesses/demo/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ customerPhone: "", notes: "", ...body }),
    });
    const json = (await response.json().catch(() => ({}))) as {
      booking?: { id: string; pricePence: number };
      error?: { code?: string } | string;
      code?: string;
    };
    const code = typeof json.error === "object" ? json.error?.code : (json.code ?? json.error);
    return { status: response.status, code, bookingId: json.booking?.id, pricePence: json.booking?.pricePence };
  } catch {
    return { status: "error" };
  }
}

/**
 * Start times that overlap nothing else picked, over every staff member and day after today (today's may
 * pass during the run), taken round-robin over the staff so the load is spread.
 */
export async function pickFreeSlots(base: string, target: BookingTarget, count: number): Promise<Slot[]> {
  const perStaff: Slot[][] = [];
  for (const staffId of target.staffIds) {
    const response = await fetch(availabilityUrl(base, target.serviceId, staffId));
    const { days } = (await response.json()) as { days: { date: string; slots: string[] }[] };
    const picked: Slot[] = [];
    for (const day of days.slice(1)) {
      let lastEnd = -1;
      for (const time of day.slots) {
        const [h, m] = time.split(":").map(Number);
        if (h * 60 + m < lastEnd) continue;
        lastEnd = h * 60 + m + target.durationMinutes;
        picked.push({ staffId, date: day.date, time });
      }
    }
    perStaff.push(picked);
  }
  const slots: Slot[] = [];
  for (let round = 0; slots.length < count; round++) {
    const before = slots.length;
    for (const list of perStaff) if (list[round] && slots.length < count) slots.push(list[round]);
    if (slots.length === before) throw new Error(`Only ${slots.length} free slots; ${count} needed.`);
  }
  return slots;
}

/** A distinct, valid client address per request number (10.x.y.z). */
export function addressFor(group: number, n: number): string {
  return `10.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}
