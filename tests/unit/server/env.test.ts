import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DATABASE_LISTEN_URL_INVALID_MESSAGE,
  WEB_CONCURRENCY_INVALID_MESSAGE,
  WEB_CONCURRENCY_NEEDS_DATABASE_URL_MESSAGE,
  WORKER_INVALID_MESSAGE,
  WORKER_NEEDS_DATABASE_URL_MESSAGE,
  BUSY_CALENDAR_REFRESH_MINUTES_INVALID_MESSAGE,
  APP_URL_INVALID_MESSAGE,
  APP_URL_REQUIRED_MESSAGE,
  AUTH_SECRET_REQUIRED_MESSAGE,
  AUTH_SECRET_SHORT_MESSAGE,
  DEFAULT_BOOKING_LIMITS,
  DEFAULT_JOB_POLL_SECONDS,
  DEFAULT_MAIL_FROM,
  DNS_SERVERS_INVALID_MESSAGE,
  EnvError,
  getEnv,
  parseEnv,
  parseDnsServers,
  PORT_INVALID_MESSAGE,
  SEED_DEMO_DATA_INVALID_MESSAGE,
  SHOW_DEMO_ACCOUNTS_INVALID_MESSAGE,
  toOrigin,
} from "@/lib/env";
import { getDemoSignInButtons } from "@/lib/auth/demo-accounts";
import { getPlatformOrigin, getPublicOrigin } from "@/lib/tenant/public-origin";

const SECRET = "s".repeat(32);
const PRODUCTION = { NODE_ENV: "production", APP_URL: "https://bookingpro.co.uk", AUTH_SECRET: SECRET };

/** The problems parseEnv reports (and its message), or a failed test when it accepts. */
function problemsOf(source: Record<string, string | undefined>): { problems: string[]; message: string } {
  try {
    parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return { problems: error.problems, message: error.message };
  }
  throw new Error("expected the environment to be refused");
}

describe("parseEnv in production", () => {
  it("accepts APP_URL and a long AUTH_SECRET, keeping the origin without a trailing slash", () => {
    expect(parseEnv({ ...PRODUCTION, APP_URL: "https://BookingPro.co.uk/" })).toEqual({
      production: true,
      development: false,
      building: false,
      port: 3000,
      mailViewerEnabled: false,
      appUrl: "https://bookingpro.co.uk",
      authSecret: SECRET,
      seedDemoData: false,
      showDemoAccounts: false,
      dnsServers: [],
      busyCalendarAllowPrivate: false,
      busyCalendarRefreshMinutes: 15,
      worker: "inline",
      serverProcesses: 1,
      databaseListenUrl: null,
      databaseUrl: null,
      pgliteDir: ".data/pglite",
      throughPgbouncer: false,
      platformHosts: ["localhost", "127.0.0.1", "::1", "0.0.0.0"],
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      mailLeaseSeconds: 300,
      jobPollSeconds: DEFAULT_JOB_POLL_SECONDS,
      trustedProxyHops: 0,
      bookingLimits: DEFAULT_BOOKING_LIMITS,
    });
  });

  it("refuses to run without APP_URL, naming it", () => {
    const { problems, message } = problemsOf({ ...PRODUCTION, APP_URL: undefined });
    expect(problems).toEqual([APP_URL_REQUIRED_MESSAGE]);
    expect(message).toContain("APP_URL is required in production");
  });

  it("treats an empty APP_URL (APP_URL= in a .env file) as missing", () => {
    expect(problemsOf({ ...PRODUCTION, APP_URL: "  " }).problems).toEqual([APP_URL_REQUIRED_MESSAGE]);
  });

  it("refuses to run without AUTH_SECRET, naming it", () => {
    const { problems, message } = problemsOf({ ...PRODUCTION, AUTH_SECRET: undefined });
    expect(problems).toEqual([AUTH_SECRET_REQUIRED_MESSAGE]);
    expect(message).toContain("AUTH_SECRET is required in production");
  });

  it("refuses an AUTH_SECRET shorter than 32 characters", () => {
    expect(problemsOf({ ...PRODUCTION, AUTH_SECRET: "s".repeat(31) }).problems).toEqual([AUTH_SECRET_SHORT_MESSAGE]);
  });

  it("names every missing variable at once", () => {
    const { problems, message } = problemsOf({ NODE_ENV: "production" });
    expect(problems).toEqual([APP_URL_REQUIRED_MESSAGE, AUTH_SECRET_REQUIRED_MESSAGE]);
    expect(message).toMatch(
      /^The environment is not valid; fix it and start again:\n {2}- APP_URL .*\n {2}- AUTH_SECRET /,
    );
  });

  it("reports a bad APP_URL and a missing AUTH_SECRET together", () => {
    expect(problemsOf({ NODE_ENV: "production", APP_URL: "bookingpro.co.uk" }).problems).toEqual([
      APP_URL_INVALID_MESSAGE,
      AUTH_SECRET_REQUIRED_MESSAGE,
    ]);
  });
});

describe("APP_URL", () => {
  it.each([
    "bookingpro.co.uk",
    "ftp://bookingpro.co.uk",
    "javascript:alert(1)",
    "https://bookingpro.co.uk/app",
    "https://bookingpro.co.uk/?next=x",
    "https://bookingpro.co.uk/#top",
    "https://user:pass@bookingpro.co.uk",
    "https://",
  ])("refuses %s: only a bare http(s) origin", (url) => {
    expect(problemsOf({ ...PRODUCTION, APP_URL: url }).problems).toEqual([APP_URL_INVALID_MESSAGE]);
    // Outside production a bad value is refused too rather than silently replaced.
    expect(problemsOf({ APP_URL: url }).problems).toEqual([APP_URL_INVALID_MESSAGE]);
  });

  it("keeps a port and lower-cases the host", () => {
    expect(toOrigin("http://LOCALHOST:3301")).toBe("http://localhost:3301");
    expect(toOrigin("https://bookingpro.co.uk:443/")).toBe("https://bookingpro.co.uk");
    expect(toOrigin("not a url")).toBeNull();
  });
});

describe("parseEnv outside production", () => {
  it("defaults APP_URL to localhost on PORT (3000 when unset) and needs no secret", () => {
    expect(parseEnv({})).toEqual({
      production: false,
      development: false,
      building: false,
      port: 3000,
      mailViewerEnabled: false,
      appUrl: "http://localhost:3000",
      authSecret: undefined,
      seedDemoData: true,
      showDemoAccounts: true,
      dnsServers: [],
      busyCalendarAllowPrivate: false,
      busyCalendarRefreshMinutes: 15,
      worker: "inline",
      serverProcesses: 1,
      databaseListenUrl: null,
      databaseUrl: null,
      pgliteDir: ".data/pglite",
      throughPgbouncer: false,
      platformHosts: ["localhost", "127.0.0.1", "::1", "0.0.0.0"],
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      mailLeaseSeconds: 300,
      jobPollSeconds: DEFAULT_JOB_POLL_SECONDS,
      trustedProxyHops: 0,
      bookingLimits: DEFAULT_BOOKING_LIMITS,
    });
    expect(parseEnv({ NODE_ENV: "development", PORT: "4000" }).appUrl).toBe("http://localhost:4000");
    expect(parseEnv({ NODE_ENV: "test", AUTH_SECRET: "short-test-secret" }).authSecret).toBe("short-test-secret");
  });

  it("uses APP_URL when it is set", () => {
    expect(parseEnv({ NODE_ENV: "development", APP_URL: "http://demo.test:8080", PORT: "4000" }).appUrl).toBe(
      "http://demo.test:8080",
    );
  });

  it("refuses a PORT that is not a port number", () => {
    expect(problemsOf({ PORT: "abc" }).problems).toEqual([PORT_INVALID_MESSAGE]);
    expect(problemsOf({ PORT: "70000" }).problems).toEqual([PORT_INVALID_MESSAGE]);
  });
});

describe("demo data and demo accounts", () => {
  it("seeds by default in development only; an explicit SEED_DEMO_DATA wins either way", () => {
    expect(parseEnv({ NODE_ENV: "development" }).seedDemoData).toBe(true);
    expect(parseEnv({}).seedDemoData).toBe(true);
    expect(parseEnv(PRODUCTION).seedDemoData).toBe(false);
    expect(parseEnv({ ...PRODUCTION, SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
    expect(parseEnv({ ...PRODUCTION, SEED_DEMO_DATA: " TRUE " }).seedDemoData).toBe(true);
    expect(parseEnv({ NODE_ENV: "development", SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    expect(parseEnv({ SEED_DEMO_DATA: "" }).seedDemoData).toBe(true);
  });

  it("refuses a SEED_DEMO_DATA or SHOW_DEMO_ACCOUNTS that is not true or false", () => {
    expect(problemsOf({ SEED_DEMO_DATA: "yes" }).problems).toEqual([SEED_DEMO_DATA_INVALID_MESSAGE]);
    expect(problemsOf({ ...PRODUCTION, SHOW_DEMO_ACCOUNTS: "1" }).problems).toEqual([
      SHOW_DEMO_ACCOUNTS_INVALID_MESSAGE,
    ]);
  });

  it("never lists the demo accounts in production, seeded or not, unless SHOW_DEMO_ACCOUNTS=true", () => {
    const buttons = (source: Record<string, string>) => getDemoSignInButtons(parseEnv(source));
    expect(buttons(PRODUCTION)).toEqual([]);
    expect(buttons({ ...PRODUCTION, SEED_DEMO_DATA: "true" })).toEqual([]);
    expect(buttons({ ...PRODUCTION, SHOW_DEMO_ACCOUNTS: "false" })).toEqual([]);
    expect(buttons({ ...PRODUCTION, SHOW_DEMO_ACCOUNTS: "true" }).map((b) => b.label)).toEqual([
      "Owner",
      "Manager",
      "Staff",
    ]);
    // Development: listed with the demo data, not without it.
    expect(buttons({ NODE_ENV: "development" })).toEqual([
      { label: "Owner", email: "owner@example.com", password: "demo-owner" },
      { label: "Manager", email: "manager@example.com", password: "demo-manager" },
      { label: "Staff", email: "staff@example.com", password: "demo-staff" },
    ]);
    expect(buttons({ NODE_ENV: "development", SEED_DEMO_DATA: "false" })).toEqual([]);
  });
});

describe("DNS_SERVERS", () => {
  it("reads comma-separated IP addresses with optional ports", () => {
    expect(parseDnsServers(undefined)).toEqual([]);
    expect(parseDnsServers(" ")).toEqual([]);
    expect(parseDnsServers("1.1.1.1, 127.0.0.1:5353,[::1]:53,2001:db8::1")).toEqual([
      "1.1.1.1",
      "127.0.0.1:5353",
      "[::1]:53",
      "2001:db8::1",
    ]);
    expect(parseEnv({ ...PRODUCTION, DNS_SERVERS: "127.0.0.1:5353" }).dnsServers).toEqual(["127.0.0.1:5353"]);
  });

  it.each(["dns.google", "1.1.1.1:99999", "256.1.1.1", "1.1.1.1:53:53", "1.1.1.1,,8.8.8.8", "[::1]:x"])(
    "refuses %s",
    (value) => {
      expect(parseDnsServers(value)).toBeNull();
      expect(problemsOf({ DNS_SERVERS: value }).problems).toEqual([DNS_SERVERS_INVALID_MESSAGE]);
    },
  );
});

describe("getEnv and the public origin", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("reads the process environment once, so a later change cannot redirect links", async () => {
    vi.resetModules();
    vi.stubEnv("APP_URL", "https://bookingpro.co.uk");
    const env = await import("@/lib/env");
    const origin = await import("@/lib/tenant/public-origin");
    expect(env.getEnv().appUrl).toBe("https://bookingpro.co.uk");
    vi.stubEnv("APP_URL", "https://evil.example");
    expect(origin.getPlatformOrigin()).toBe("https://bookingpro.co.uk");
    expect(origin.getPublicOrigin({ id: "b1", slug: "demo" })).toBe("https://bookingpro.co.uk");
  });

  it("the statically imported helpers agree with getEnv", () => {
    expect(getPublicOrigin()).toBe(getEnv().appUrl);
    expect(getPlatformOrigin()).toBe(getEnv().appUrl);
  });
});

describe("personal calendars", () => {
  it("reads BUSY_CALENDAR_ALLOW_PRIVATE and BUSY_CALENDAR_REFRESH_MINUTES", () => {
    const env = parseEnv({ ...PRODUCTION, BUSY_CALENDAR_ALLOW_PRIVATE: "true", BUSY_CALENDAR_REFRESH_MINUTES: "5" });
    expect(env.busyCalendarAllowPrivate).toBe(true);
    expect(env.busyCalendarRefreshMinutes).toBe(5);
  });

  it("refuses a refresh interval that is not 1-1440 whole minutes", () => {
    for (const value of ["0", "1441", "2.5", "soon"]) {
      expect(problemsOf({ BUSY_CALENDAR_REFRESH_MINUTES: value }).problems).toEqual([
        BUSY_CALENDAR_REFRESH_MINUTES_INVALID_MESSAGE,
      ]);
    }
  });
});

describe("WORKER", () => {
  it("runs jobs in each server unless WORKER=separate, which needs a database server", () => {
    expect(parseEnv({}).worker).toBe("inline");
    expect(parseEnv({ WORKER: "inline" }).worker).toBe("inline");
    expect(parseEnv({ WORKER: "Separate", DATABASE_URL: "postgres://db/app" }).worker).toBe("separate");
    expect(problemsOf({ WORKER: "separate" }).problems).toEqual([WORKER_NEEDS_DATABASE_URL_MESSAGE]);
    expect(problemsOf({ WORKER: "threads" }).problems).toEqual([WORKER_INVALID_MESSAGE]);
  });
});

describe("WEB_CONCURRENCY", () => {
  const server = "postgres://app@db.internal:5432/bookingpro";

  it("runs one server process per core on PostgreSQL and one on the embedded database, unless told", () => {
    expect(parseEnv({}).serverProcesses).toBe(1);
    expect(parseEnv({ DATABASE_URL: server }).serverProcesses).toBe("per-core");
    expect(parseEnv({ DATABASE_URL: server, WEB_CONCURRENCY: "3" }).serverProcesses).toBe(3);
    expect(parseEnv({ DATABASE_URL: server, WEB_CONCURRENCY: " 1 " }).serverProcesses).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "1" }).serverProcesses).toBe(1);
    expect(parseEnv({ DATABASE_URL: server, WEB_CONCURRENCY: "" }).serverProcesses).toBe("per-core");
  });

  it("refuses more than one process on the embedded database, and anything but 1-64", () => {
    expect(problemsOf({ WEB_CONCURRENCY: "2" }).problems).toEqual([WEB_CONCURRENCY_NEEDS_DATABASE_URL_MESSAGE]);
    for (const value of ["0", "65", "2.5", "-1", "two", "100", "1e1"]) {
      expect(problemsOf({ DATABASE_URL: server, WEB_CONCURRENCY: value }).problems).toEqual([
        WEB_CONCURRENCY_INVALID_MESSAGE,
      ]);
    }
  });
});

describe("DATABASE_LISTEN_URL", () => {
  const server = "postgres://app@db.internal:5432/bookingpro";
  const direct = "postgres://app@db-direct.internal:5432/bookingpro";

  it("listens on DATABASE_URL when nothing else is said", () => {
    expect(parseEnv({ DATABASE_URL: server }).databaseListenUrl).toBe(server);
  });

  it("does not listen through pgbouncer (transaction mode cannot LISTEN) unless given a direct address", () => {
    expect(parseEnv({ DATABASE_URL: server, DATABASE_POOLER: "pgbouncer" }).databaseListenUrl).toBeNull();
    expect(
      parseEnv({ DATABASE_URL: server, DATABASE_POOLER: "pgbouncer", DATABASE_LISTEN_URL: direct }).databaseListenUrl,
    ).toBe(direct);
  });

  it("refuses an address that is not a postgres:// URL, naming the variable", () => {
    expect(problemsOf({ DATABASE_URL: server, DATABASE_LISTEN_URL: "db-direct:5432" }).problems).toEqual([
      DATABASE_LISTEN_URL_INVALID_MESSAGE,
    ]);
  });
});

describe("jobs and mail", () => {
  it("JOB_POLL_SECONDS defaults to 2 and must be a whole number of seconds", () => {
    expect(parseEnv({}).jobPollSeconds).toBe(DEFAULT_JOB_POLL_SECONDS);
    expect(parseEnv({ JOB_POLL_SECONDS: " 30 " }).jobPollSeconds).toBe(30);
    for (const bad of ["0", "-1", "1.5", "soon", "9999999"]) {
      expect(() => parseEnv({ JOB_POLL_SECONDS: bad })).toThrow(/JOB_POLL_SECONDS/);
    }
  });

  it("MAIL_LEASE_SECONDS defaults to 300", () => {
    expect(parseEnv({}).mailLeaseSeconds).toBe(300);
    expect(parseEnv({ MAIL_LEASE_SECONDS: "20" }).mailLeaseSeconds).toBe(20);
    expect(() => parseEnv({ MAIL_LEASE_SECONDS: "0" })).toThrow(/MAIL_LEASE_SECONDS/);
  });

  it("SMTP_URL is an smtp(s) URL, unset keeps mail in the outbox; MAIL_FROM has a default", () => {
    expect(parseEnv({}).smtpUrl).toBeNull();
    expect(parseEnv({ SMTP_URL: " smtp://127.0.0.1:2525 " }).smtpUrl).toBe("smtp://127.0.0.1:2525");
    expect(() => parseEnv({ SMTP_URL: "127.0.0.1:2525" })).toThrow(/SMTP_URL/);
    expect(parseEnv({}).mailFrom).toBe(DEFAULT_MAIL_FROM);
    expect(parseEnv({ MAIL_FROM: "Bella <hello@bella.example.com>" }).mailFrom).toBe("Bella <hello@bella.example.com>");
  });

  it("enables the development viewers in development, or in production only with ENABLE_MAIL_VIEWER=true", () => {
    expect(parseEnv({ NODE_ENV: "development" }).mailViewerEnabled).toBe(true);
    expect(parseEnv(PRODUCTION).mailViewerEnabled).toBe(false);
    expect(parseEnv({ ...PRODUCTION, ENABLE_MAIL_VIEWER: "true" }).mailViewerEnabled).toBe(true);
    expect(() => parseEnv({ ENABLE_MAIL_VIEWER: "yes" })).toThrow(/ENABLE_MAIL_VIEWER/);
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  it("defaults to 0 and reads a whole number", () => {
    expect(parseEnv({}).trustedProxyHops).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "" }).trustedProxyHops).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "1" }).trustedProxyHops).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: " 2 " }).trustedProxyHops).toBe(2);
  });

  it.each(["-1", "1.5", "one", "true", "999"])("refuses %j with a clear message", (value) => {
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("booking limits", () => {
  it("has generous defaults and reads each variable", () => {
    expect(parseEnv({}).bookingLimits).toEqual(DEFAULT_BOOKING_LIMITS);
    expect(
      parseEnv({
        BOOKING_RATE_LIMIT_PER_HOUR: "5",
        BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: "6",
        BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: "7",
        BOOKING_RATE_LIMIT_PER_SLOT: " 8 ",
      }).bookingLimits,
    ).toEqual({ perAddressPerHour: 5, perBusinessPerHour: 6, perEmailPerDay: 7, perSlotPer10Minutes: 8 });
  });

  it.each(["-1", "ten", "1.5", "1e3"])("refuses %j with the variable's name", (value) => {
    expect(() => parseEnv({ BOOKING_RATE_LIMIT_PER_SLOT: value })).toThrow(/BOOKING_RATE_LIMIT_PER_SLOT/);
  });
});

describe("the database, the hosts and the port", () => {
  it("DATABASE_URL picks PostgreSQL, else the embedded database in PGLITE_DIR", () => {
    expect(parseEnv({})).toMatchObject({ databaseUrl: null, pgliteDir: ".data/pglite", throughPgbouncer: false });
    expect(parseEnv({ PGLITE_DIR: "tmp/db" }).pgliteDir).toBe("tmp/db");
    const pooled = parseEnv({ DATABASE_URL: "postgres://db/app", DATABASE_POOLER: "pgbouncer" });
    expect(pooled).toMatchObject({ databaseUrl: "postgres://db/app", throughPgbouncer: true });
  });

  it("APP_HOSTS adds the platform's own hosts to the loopback ones; PORT defaults to 3000", () => {
    expect(parseEnv({}).platformHosts).toEqual(["localhost", "127.0.0.1", "::1", "0.0.0.0"]);
    expect(parseEnv({ APP_HOSTS: "BookingPro.co.uk, www.bookingpro.co.uk" }).platformHosts).toEqual(
      expect.arrayContaining(["localhost", "bookingpro.co.uk", "www.bookingpro.co.uk"]),
    );
    expect(parseEnv({}).port).toBe(3000);
    expect(parseEnv({ PORT: "4000" })).toMatchObject({ port: 4000, appUrl: "http://localhost:4000" });
  });
});
