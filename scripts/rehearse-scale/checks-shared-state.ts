import { chromium, type Page } from "@playwright/test";
import { EMAIL_SIGN_IN_POLICY } from "@/lib/auth/throttle";
import { DEFAULT_BOOKING_LIMITS } from "@/lib/env";
import { OWNER, type CheckResult, type RehearsalContext } from "./context";
import {
  addressFor,
  availabilityUrl,
  fetchText,
  pickFreeSlots,
  postBooking,
  signInOverHttp,
  type BookingTarget,
  type Slot,
} from "./http";
import { log, sleep } from "./processes";

/** a. A session signed in on A is valid on B: both render the owner's dashboard. */
export async function checkSessions(ctx: RehearsalContext): Promise<CheckResult> {
  const signIn = await signInOverHttp(ctx.a, OWNER.email, OWNER.password, addressFor(1, 1));
  const pages = await Promise.all(
    [ctx.a, ctx.b].map((base) => fetchText(`${base}/dashboard`, { headers: { cookie: signIn.cookie } })),
  );
  const owners = pages.map((page) => page.status === 200 && page.text.includes("Bella Beauty Studio"));
  return {
    id: "a",
    name: "Sessions valid on both",
    pass: signIn.sessionCookie && owners.every(Boolean),
    figures:
      `sign-in on A: ${signIn.status}${signIn.sessionCookie ? " + session cookie" : " (no session cookie)"}; ` +
      `GET /dashboard A: ${pages[0].status}${owners[0] ? " owner's dashboard" : ""}, ` +
      `B: ${pages[1].status}${owners[1] ? " owner's dashboard" : ""}`,
  };
}

type Seen = { firstRequest: boolean; ms: number };

/**
 * Saves a form on A (the server action's POST to `path`), then asks B at once; when the first answer is
 * not the new one, keeps asking (10 s at most) to report how late it was.
 */
async function saveThenProbe(page: Page, path: string, save: () => Promise<void>, probe: () => Promise<boolean>) {
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);
  await save();
  const response = await saved;
  // The action's answer streams; its end is when the save is done (bounded, should it never end).
  await Promise.race([response.finished(), sleep(10_000)]);
  const savedAt = performance.now();
  if (await probe()) return { firstRequest: true, ms: performance.now() - savedAt } satisfies Seen;
  while (performance.now() - savedAt < 10_000) {
    await sleep(100);
    if (await probe()) return { firstRequest: false, ms: performance.now() - savedAt } satisfies Seen;
  }
  return { firstRequest: false, ms: Number.POSITIVE_INFINITY } satisfies Seen;
}

const describe = (seen: Seen) =>
  seen.firstRequest ? `first request, ${seen.ms.toFixed(0)} ms` : `NOT on the first request (${seen.ms.toFixed(0)} ms)`;

async function editService(page: Page, name: string, change: () => Promise<void>): Promise<void> {
  await page.goto("/dashboard/services");
  const card = page.getByTestId("service-card").filter({ hasText: name });
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  await change();
}

/** b. Edits made in a browser on A are what B shows on its very next request. */
export async function checkEditsVisible(
  ctx: RehearsalContext,
  priced: BookingTarget & { name: string },
  hidden: BookingTarget & { name: string },
): Promise<CheckResult> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ baseURL: ctx.a });
    page.setDefaultTimeout(20_000);
    await page.goto("/login");
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(/\/dashboard/);

    log("  b: signed in on A in chromium");
    // The address, not the name: the booking page shows the White Label company name instead of the business's.
    const address = `${Date.now() % 1000} Rehearsal Road, Manchester`;
    // B keeps its rendered booking page (lib/cache/public-page-cache.ts): the edit must reach that copy too.
    let pageCache = "";
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${ctx.b}/book/demo`);
      await response.text();
      pageCache = response.headers.get("x-bookingpro-page-cache") ?? "none";
    }
    await page.goto("/dashboard/setup");
    await page.getByLabel("Address", { exact: true }).fill(address);
    const name = await saveThenProbe(
      page,
      "/dashboard/setup",
      () => page.getByRole("button", { name: "Save Business Info" }).click(),
      async () => (await fetchText(`${ctx.b}/book/demo`)).text.includes(address),
    );

    log(`  b: business address ${name.firstRequest ? "seen" : "NOT seen"} on B`);
    // A new price: B's booking page lists it and B's bookings API charges it.
    const [slot] = await pickFreeSlots(ctx.b, priced, 1);
    await editService(page, priced.name, () => page.getByLabel("Price (£)").fill("19.75"));
    let bookedPrice: number | undefined;
    const price = await saveThenProbe(
      page,
      "/dashboard/services",
      () => page.getByRole("button", { name: "Update Service" }).click(),
      async () => {
        const bookPage = await fetchText(`${ctx.b}/book/demo`);
        if (bookedPrice === undefined) {
          const booking = await postBooking(
            ctx.b,
            {
              serviceId: priced.serviceId,
              ...slot,
              customerName: "Price Probe",
              customerEmail: "price@rehearsal.test",
            },
            addressFor(2, 1),
          );
          bookedPrice = booking.pricePence;
        }
        return bookPage.text.includes("19.75") && bookedPrice === 1975;
      },
    );

    log(`  b: price ${price.firstRequest ? "seen" : "NOT seen"} on B`);
    // A service made inactive: B's availability stops offering it.
    const hiddenUrl = availabilityUrl(ctx.b, hidden.serviceId, hidden.staffIds[0]);
    const before = (await fetch(hiddenUrl)).status;
    await editService(page, hidden.name, () => page.getByLabel("Active").uncheck());
    let after = 0;
    const inactive = await saveThenProbe(
      page,
      "/dashboard/services",
      () => page.getByRole("button", { name: "Update Service" }).click(),
      async () => {
        after = (await fetch(hiddenUrl)).status;
        return after !== 200;
      },
    );

    return {
      id: "b",
      name: "Edit on A visible on B at once",
      pass: pageCache === "hit" && name.firstRequest && price.firstRequest && inactive.firstRequest && before === 200,
      figures:
        `B's /book/demo kept before the edits: ${pageCache}; ` +
        `business address on B's /book/demo: ${describe(name)}; ` +
        `price £19.75 on B's /book/demo and in B's booking (${bookedPrice} p): ${describe(price)}; ` +
        `"${hidden.name}" inactive → B's availability ${before} → ${after}: ${describe(inactive)}`,
    };
  } finally {
    await browser.close();
  }
}

/**
 * c. Counters live in PostgreSQL: the sign-in throttle and the per-email booking limit trip at their
 * configured count with attempts alternating between A and B (per-process counters would allow twice it).
 */
export async function checkRateLimits(ctx: RehearsalContext, slots: Slot[]): Promise<CheckResult> {
  const free = EMAIL_SIGN_IN_POLICY.freeAttempts;
  const signIns: string[] = [];
  let firstThrottled = 0;
  for (let i = 1; i <= free + 2; i++) {
    const base = i % 2 ? ctx.a : ctx.b;
    const result = await signInOverHttp(base, "throttle@rehearsal.test", "wrong-password", addressFor(3, i));
    const throttled = /code=throttled/.test(result.location);
    signIns.push(`${i % 2 ? "A" : "B"}:${throttled ? "throttled" : "refused"}`);
    if (throttled && !firstThrottled) firstThrottled = i;
  }

  const perEmail = DEFAULT_BOOKING_LIMITS.perEmailPerDay;
  const bookings: string[] = [];
  let firstLimited = 0;
  for (let i = 1; i <= perEmail + 1; i++) {
    const base = i % 2 ? ctx.a : ctx.b;
    const answer = await postBooking(
      base,
      {
        serviceId: ctx.target.serviceId,
        ...slots[i - 1],
        customerName: "Limit",
        customerEmail: "limit@rehearsal.test",
      },
      addressFor(4, i),
    );
    bookings.push(String(answer.status));
    if (answer.status === 429 && !firstLimited) firstLimited = i;
  }

  return {
    id: "c",
    name: "Rate limits shared",
    pass: firstThrottled === free + 1 && firstLimited === perEmail + 1,
    figures:
      `sign-in throttle (${free} free per email), alternating A/B: first throttled at attempt ${firstThrottled}; ` +
      `bookings per email per day (${perEmail}), alternating A/B: first 429 at attempt ${firstLimited} ` +
      `(${bookings.filter((s) => s === "201").length} × 201)`,
  };
}
