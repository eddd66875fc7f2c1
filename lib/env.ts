import { z } from "zod";
import { readPlatformHosts } from "@/lib/tenant/parse-host";

/*
 * The environment the app runs with: one schema, checked once before the server starts
 * (scripts/prepare-app.ts for `npm run dev` / `npm start`, instrumentation.ts for any `next start`)
 * and memoised. Add each new variable here, with the message an operator needs to fix it.
 *
 * No "server-only" marker: the start scripts run this under plain Node, where that marker throws.
 * Nothing secret can reach a browser through it anyway: Next puts only NEXT_PUBLIC_ variables in
 * browser code. The only reader of `process.env` in the app (an ESLint rule keeps it so); proxy.ts imports it
 * too, so it imports nothing that needs Node.
 */

/** The public booking limits, each a number of attempts per window (lib/rate-limit/booking-limits.ts). */
export type BookingLimits = {
  perAddressPerHour: number;
  perBusinessPerHour: number;
  perEmailPerDay: number;
  perSlotPer10Minutes: number;
};

export type AppEnv = {
  production: boolean;
  /** NODE_ENV=development (`next dev`). */
  development: boolean;
  /** NEXT_PHASE=phase-production-build: `next build` is loading the app, not a server starting. */
  building: boolean;
  /** PORT, else 3000: where this server listens (Next sets it for `next dev` and `next start`). */
  port: number;
  /** The platform's public origin ('https://bookingpro.co.uk'): every emailed link starts with it. */
  appUrl: string;
  /** Signs sessions and manage links. Unset only outside production (tests set their own). */
  authSecret: string | undefined;
  /** Whether an empty database gets the demo business: SEED_DEMO_DATA, else on in development only. */
  seedDemoData: boolean;
  /** Whether /login lists the demo accounts: never in production unless SHOW_DEMO_ACCOUNTS=true (browser tests). */
  showDemoAccounts: boolean;
  /** Where custom-domain TXT records are looked up ('127.0.0.1:5353'); empty = the system's resolvers. */
  dnsServers: string[];
  /** BUSY_CALENDAR_ALLOW_PRIVATE=true lets personal calendars be fetched from loopback and private addresses (tests only). */
  busyCalendarAllowPrivate: boolean;
  /** BUSY_CALENDAR_REFRESH_MINUTES: how often each personal calendar is fetched again (default 15). */
  busyCalendarRefreshMinutes: number;
  /** WORKER=separate: this server only queues jobs and `npm run worker` runs them; otherwise it runs them itself. */
  worker: "inline" | "separate";
  /**
   * How many server processes `npm start` runs (scripts/serve.ts): WEB_CONCURRENCY, else one per core on PostgreSQL
   * ("per-core") and one on the embedded database, which belongs to the one process that opened it.
   */
  serverProcesses: number | "per-core";
  /**
   * Where this server LISTENs for business changes to drop its cached copies (lib/cache/): DATABASE_LISTEN_URL, else
   * DATABASE_URL unless that goes through pgbouncer (DATABASE_POOLER=pgbouncer; transaction mode cannot LISTEN).
   * Null: PostgreSQL with no way to listen, so nothing is cached. Unused on the embedded database.
   */
  databaseListenUrl: string | null;
  /** DATABASE_URL: the PostgreSQL server; null = the embedded database in `pgliteDir`. */
  databaseUrl: string | null;
  /** PGLITE_DIR, else .data/pglite (from the working directory): the embedded database's folder. */
  pgliteDir: string;
  /** DATABASE_POOLER=pgbouncer: transaction mode, so no prepared statements, session locks or LISTEN. */
  throughPgbouncer: boolean;
  /** The platform's own host names: the loopback ones and APP_HOSTS (comma-separated; lib/tenant/parse-host.ts). */
  platformHosts: string[];
  /** SMTP_URL: where mail is delivered; null keeps it in the outbox (the development mail viewer shows it). */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of every outgoing mail, else the platform's no-reply address. */
  mailFrom: string;
  /** /dev/mail and /dev/feedback may answer (from loopback only): in development, or ENABLE_MAIL_VIEWER=true (browser tests). */
  mailViewerEnabled: boolean;
  /** MAIL_LEASE_SECONDS: how long a sender's claim on a mail holds before another process may take it over. */
  mailLeaseSeconds: number;
  /** JOB_POLL_SECONDS: how often a worker looks for new jobs in each queue. */
  jobPollSeconds: number;
  /** TRUSTED_PROXY_HOPS: reverse proxies in front of the app that append to X-Forwarded-For (lib/auth/client-address.ts). */
  trustedProxyHops: number;
  /** BOOKING_RATE_LIMIT_*: the public booking limits. */
  bookingLimits: BookingLimits;
  /**
   * DATA_ENCRYPTION_KEYS: `id:key` pairs, comma-separated, each key 32 random bytes in base64; the first seals new
   * data, the others still open older data until `npm run keys:rotate` has re-sealed it (lib/crypto/data-keys.ts).
   */
  dataEncryptionKeys: string | undefined;
};

export const MIN_AUTH_SECRET_LENGTH = 32;

const APP_URL_EXAMPLE = "e.g. APP_URL=https://bookingpro.co.uk";
const SECRET_EXAMPLE = "e.g. the output of `openssl rand -base64 32`";
const withExample = (text: string, example: string) => `${text} (${example}).`;

export const APP_URL_REQUIRED_MESSAGE = withExample(
  "APP_URL is required in production: the public origin of the app, where emailed links point",
  APP_URL_EXAMPLE,
);
export const APP_URL_INVALID_MESSAGE = withExample(
  "APP_URL must be an http:// or https:// origin with no path, query or credentials",
  APP_URL_EXAMPLE,
);
export const DATA_ENCRYPTION_KEYS_INVALID_MESSAGE = withExample(
  "DATA_ENCRYPTION_KEYS must be id:key pairs separated by commas, with distinct ids (letters, digits, - or _) and each key 32 bytes in base64",
  "e.g. k1:$(openssl rand -base64 32)",
);
export const AUTH_SECRET_REQUIRED_MESSAGE = withExample(
  `AUTH_SECRET is required in production: at least ${MIN_AUTH_SECRET_LENGTH} random characters`,
  SECRET_EXAMPLE,
);
export const AUTH_SECRET_SHORT_MESSAGE = withExample(
  `AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters long in production`,
  SECRET_EXAMPLE,
);
export const PORT_INVALID_MESSAGE = "PORT must be a port number (1-65535).";
export const SEED_DEMO_DATA_INVALID_MESSAGE = "SEED_DEMO_DATA must be true or false.";
export const SHOW_DEMO_ACCOUNTS_INVALID_MESSAGE = "SHOW_DEMO_ACCOUNTS must be true or false.";
export const DNS_SERVERS_INVALID_MESSAGE =
  "DNS_SERVERS must be comma-separated IP addresses, each with an optional port (e.g. DNS_SERVERS=1.1.1.1,127.0.0.1:5353,[::1]:53).";

export const BUSY_CALENDAR_ALLOW_PRIVATE_INVALID_MESSAGE = "BUSY_CALENDAR_ALLOW_PRIVATE must be true or false.";
export const BUSY_CALENDAR_REFRESH_MINUTES_INVALID_MESSAGE =
  "BUSY_CALENDAR_REFRESH_MINUTES must be a whole number of minutes from 1 to 1440.";
export const DEFAULT_BUSY_CALENDAR_REFRESH_MINUTES = 15;
export const DATABASE_LISTEN_URL_INVALID_MESSAGE =
  "DATABASE_LISTEN_URL must be a postgres:// URL that reaches PostgreSQL directly (not through pgbouncer).";
export const WORKER_INVALID_MESSAGE = "WORKER must be inline (the default: each server runs the jobs) or separate.";
export const WORKER_NEEDS_DATABASE_URL_MESSAGE =
  "WORKER=separate needs DATABASE_URL: the embedded database belongs to one process, so that process runs the jobs.";

export const DEFAULT_MAIL_FROM = "BookingPro <no-reply@bookingpro.invalid>";
export const SMTP_URL_INVALID_MESSAGE =
  "SMTP_URL must be an smtp:// or smtps:// URL (e.g. smtp://user:pass@smtp.example.com:587).";
export const ENABLE_MAIL_VIEWER_INVALID_MESSAGE = "ENABLE_MAIL_VIEWER must be true or false.";
/** Well above one SMTP send (at most about 90 s with the transport's timeouts). */
export const DEFAULT_MAIL_LEASE_SECONDS = 300;
export const DEFAULT_JOB_POLL_SECONDS = 2;
const secondsMessage = (name: string) => `${name} must be a whole number of seconds (1 or more).`;
export const TRUSTED_PROXY_HOPS_INVALID_MESSAGE = "TRUSTED_PROXY_HOPS must be a whole number of proxies (0-99).";

export const DEFAULT_BOOKING_LIMITS: BookingLimits = {
  perAddressPerHour: 20,
  perBusinessPerHour: 200,
  perEmailPerDay: 10,
  perSlotPer10Minutes: 5,
};
const BOOKING_LIMIT_VARIABLES = {
  perAddressPerHour: "BOOKING_RATE_LIMIT_PER_HOUR",
  perBusinessPerHour: "BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR",
  perEmailPerDay: "BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY",
  perSlotPer10Minutes: "BOOKING_RATE_LIMIT_PER_SLOT",
} as const satisfies Record<keyof BookingLimits, string>;
const bookingLimitMessage = (name: string) => `${name} must be a whole number of attempts.`;

export const MAX_SERVER_PROCESSES = 64;
export const WEB_CONCURRENCY_INVALID_MESSAGE = `WEB_CONCURRENCY must be a whole number of server processes from 1 to ${MAX_SERVER_PROCESSES}.`;
export const WEB_CONCURRENCY_NEEDS_DATABASE_URL_MESSAGE =
  "WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process, so it runs one server.";

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f]*:[0-9a-f:.]*$/i;

/**
 * 'DNS_SERVERS=1.1.1.1, 127.0.0.1:5353,[::1]:53' → the list Node's Resolver#setServers takes
 * (addresses only: a resolver cannot look up its own server's name). Unset → []; null when invalid.
 */
export function parseDnsServers(value: string | undefined): string[] | null {
  if (!value?.trim()) return [];
  const servers = value.split(",").map((entry) => entry.trim());
  const valid = servers.every((server) => {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(server);
    if (bracketed) return IPV6.test(bracketed[1]) && (bracketed[2] === undefined || isPort(bracketed[2]));
    const [host, port, ...more] = server.split(":");
    if (IPV4.test(host)) return more.length === 0 && (port === undefined || isPort(port));
    return IPV6.test(server) && (server.match(/:/g)?.length ?? 0) >= 2;
  });
  return valid ? servers : null;
}

const flag = (message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() || undefined)
    .refine((value) => value === undefined || value === "true" || value === "false", message)
    .transform((value) => (value === undefined ? undefined : value === "true"));

/** 'https://Book.Example.com/' → 'https://book.example.com'; null for anything but a bare http(s) origin. */
export function toOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  return url.origin;
}

/** An unset variable and an empty one (`APP_URL=` in a .env file) mean the same. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A whole number of seconds, 1 or more (up to 999,999); unset = undefined. */
const optionalSeconds = (name: string) =>
  optionalText.refine((value) => value === undefined || (/^\d{1,6}$/.test(value) && Number(value) >= 1), {
    message: secondsMessage(name),
  });

const optionalCount = (name: string) =>
  optionalText.refine((value) => value === undefined || /^\d{1,9}$/.test(value), {
    message: bookingLimitMessage(name),
  });

const environmentSchema = z
  .object({
    NODE_ENV: optionalText,
    PORT: optionalText.refine((port) => port === undefined || isPort(port), PORT_INVALID_MESSAGE),
    APP_URL: optionalText.refine((url) => url === undefined || toOrigin(url) !== null, APP_URL_INVALID_MESSAGE),
    AUTH_SECRET: optionalText,
    SEED_DEMO_DATA: flag(SEED_DEMO_DATA_INVALID_MESSAGE),
    SHOW_DEMO_ACCOUNTS: flag(SHOW_DEMO_ACCOUNTS_INVALID_MESSAGE),
    DNS_SERVERS: optionalText.refine((value) => parseDnsServers(value) !== null, DNS_SERVERS_INVALID_MESSAGE),
    BUSY_CALENDAR_ALLOW_PRIVATE: flag(BUSY_CALENDAR_ALLOW_PRIVATE_INVALID_MESSAGE),
    BUSY_CALENDAR_REFRESH_MINUTES: optionalText.refine(
      (value) => value === undefined || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1440),
      BUSY_CALENDAR_REFRESH_MINUTES_INVALID_MESSAGE,
    ),
    WORKER: optionalText
      .transform((value) => value?.toLowerCase())
      .refine((value) => value === undefined || value === "inline" || value === "separate", WORKER_INVALID_MESSAGE),
    WEB_CONCURRENCY: optionalText.refine(
      (value) =>
        value === undefined || (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_SERVER_PROCESSES),
      WEB_CONCURRENCY_INVALID_MESSAGE,
    ),
    DATABASE_URL: optionalText,
    DATABASE_POOLER: optionalText,
    DATABASE_LISTEN_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\/./.test(value),
      DATABASE_LISTEN_URL_INVALID_MESSAGE,
    ),
    PGLITE_DIR: optionalText,
    NEXT_PHASE: optionalText,
    APP_HOSTS: optionalText,
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || /^smtps?:\/\/./i.test(value),
      SMTP_URL_INVALID_MESSAGE,
    ),
    MAIL_FROM: optionalText,
    ENABLE_MAIL_VIEWER: flag(ENABLE_MAIL_VIEWER_INVALID_MESSAGE),
    MAIL_LEASE_SECONDS: optionalSeconds("MAIL_LEASE_SECONDS"),
    JOB_POLL_SECONDS: optionalSeconds("JOB_POLL_SECONDS"),
    TRUSTED_PROXY_HOPS: optionalText.refine(
      (value) => value === undefined || /^\d{1,2}$/.test(value),
      TRUSTED_PROXY_HOPS_INVALID_MESSAGE,
    ),
    BOOKING_RATE_LIMIT_PER_HOUR: optionalCount(BOOKING_LIMIT_VARIABLES.perAddressPerHour),
    BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: optionalCount(BOOKING_LIMIT_VARIABLES.perBusinessPerHour),
    BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: optionalCount(BOOKING_LIMIT_VARIABLES.perEmailPerDay),
    BOOKING_RATE_LIMIT_PER_SLOT: optionalCount(BOOKING_LIMIT_VARIABLES.perSlotPer10Minutes),
    DATA_ENCRYPTION_KEYS: optionalText.refine(
      (value) => value === undefined || isDataKeyList(value),
      DATA_ENCRYPTION_KEYS_INVALID_MESSAGE,
    ),
  })
  .superRefine((env, context) => {
    if (env.WORKER === "separate" && !env.DATABASE_URL) {
      context.addIssue({ code: "custom", path: ["WORKER"], message: WORKER_NEEDS_DATABASE_URL_MESSAGE });
    }
    if (env.WEB_CONCURRENCY && Number(env.WEB_CONCURRENCY) > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: WEB_CONCURRENCY_NEEDS_DATABASE_URL_MESSAGE,
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (!env.APP_URL) context.addIssue({ code: "custom", path: ["APP_URL"], message: APP_URL_REQUIRED_MESSAGE });
    if (!env.AUTH_SECRET) {
      context.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: AUTH_SECRET_REQUIRED_MESSAGE });
    } else if (env.AUTH_SECRET.length < MIN_AUTH_SECRET_LENGTH) {
      context.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: AUTH_SECRET_SHORT_MESSAGE });
    }
  })
  .transform((env): AppEnv => {
    const production = env.NODE_ENV === "production";
    const development = env.NODE_ENV === "development";
    // Explicit wins; otherwise a development database gets the demo and a production one never does.
    const seedDemoData = env.SEED_DEMO_DATA ?? !production;
    const port = env.PORT ? Number(env.PORT) : 3000;
    const bookingLimits = { ...DEFAULT_BOOKING_LIMITS };
    for (const [limit, name] of Object.entries(BOOKING_LIMIT_VARIABLES) as [keyof BookingLimits, string][]) {
      const value = env[name as keyof typeof env];
      if (typeof value === "string") bookingLimits[limit] = Number(value);
    }
    return {
      production,
      development,
      building: env.NEXT_PHASE === "phase-production-build",
      port,
      appUrl: (env.APP_URL && toOrigin(env.APP_URL)) || `http://localhost:${port}`,
      authSecret: env.AUTH_SECRET,
      seedDemoData,
      // Public demo passwords on a production sign-in page invite anyone into the demo business.
      showDemoAccounts: production ? env.SHOW_DEMO_ACCOUNTS === true : seedDemoData,
      dnsServers: parseDnsServers(env.DNS_SERVERS) ?? [],
      busyCalendarAllowPrivate: env.BUSY_CALENDAR_ALLOW_PRIVATE === true,
      busyCalendarRefreshMinutes: env.BUSY_CALENDAR_REFRESH_MINUTES
        ? Number(env.BUSY_CALENDAR_REFRESH_MINUTES)
        : DEFAULT_BUSY_CALENDAR_REFRESH_MINUTES,
      worker: env.WORKER === "separate" ? "separate" : "inline",
      serverProcesses: env.WEB_CONCURRENCY ? Number(env.WEB_CONCURRENCY) : env.DATABASE_URL ? "per-core" : 1,
      databaseListenUrl:
        env.DATABASE_LISTEN_URL ?? (env.DATABASE_POOLER === "pgbouncer" ? null : (env.DATABASE_URL ?? null)),
      databaseUrl: env.DATABASE_URL ?? null,
      pgliteDir: env.PGLITE_DIR ?? ".data/pglite",
      throughPgbouncer: env.DATABASE_POOLER === "pgbouncer",
      platformHosts: readPlatformHosts(env.APP_HOSTS),
      smtpUrl: env.SMTP_URL ?? null,
      mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      mailViewerEnabled: development || env.ENABLE_MAIL_VIEWER === true,
      mailLeaseSeconds: env.MAIL_LEASE_SECONDS ? Number(env.MAIL_LEASE_SECONDS) : DEFAULT_MAIL_LEASE_SECONDS,
      jobPollSeconds: env.JOB_POLL_SECONDS ? Number(env.JOB_POLL_SECONDS) : DEFAULT_JOB_POLL_SECONDS,
      trustedProxyHops: env.TRUSTED_PROXY_HOPS ? Number(env.TRUSTED_PROXY_HOPS) : 0,
      bookingLimits,
      dataEncryptionKeys: env.DATA_ENCRYPTION_KEYS,
    };
  });

/** `id:key[,id:key…]`: distinct ids of letters, digits, - and _ (1-16), each key 32 bytes in base64 or base64url. */
function isDataKeyList(value: string): boolean {
  const pairs = value.split(",").map((pair) => pair.trim());
  const ids = pairs.map((pair) => pair.split(":")[0]);
  return (
    pairs.every((pair) => /^[A-Za-z0-9_-]{1,16}:[A-Za-z0-9+/_-]{43}=?$/.test(pair)) && new Set(ids).size === ids.length
  );
}

function isPort(value: string): boolean {
  const port = Number(value);
  return /^\d+$/.test(value) && port >= 1 && port <= 65535;
}

/** The environment is unusable: `problems` holds one sentence per variable, each naming it. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The environment is not valid; fix it and start again:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Checks an environment (pure: tests pass their own). Throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): AppEnv {
  const result = environmentSchema.safeParse(source);
  if (!result.success) throw new EnvError(result.error.issues.map((issue) => issue.message));
  return result.data;
}

let cached: AppEnv | undefined;

/** The process's environment, checked on first use and then remembered. */
export function getEnv(): AppEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Forgets the remembered environment, so the next getEnv() reads process.env again. For tests that change a
 * variable mid-run (tests/support/env.ts); a server never changes its own environment.
 */
export function resetEnv(): void {
  cached = undefined;
}

/**
 * For server start: an unusable environment ends the process (exit 1) with one line per problem,
 * so a misconfigured server never answers a request.
 */
export function requireValidEnv(): AppEnv {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
