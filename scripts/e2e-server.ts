/**
 * Starts the production build for the browser tests on a database of its own:
 * a fresh PGlite folder under tmp/, or a fresh database on the PostgreSQL server of DATABASE_URL.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, readDatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedDemoData } from "@/db/seed";
import { loadProjectEnv } from "./load-env";
import { e2eDnsRecordsFile, startLocalDnsServer } from "./local-dns-server";

async function prepareDatabase(): Promise<Record<string, string>> {
  if (process.env.DATABASE_URL) {
    // One database per port, so two runs on one server (e.g. two checkouts) never drop each other's.
    const name = `bookingpro_e2e_${process.env.E2E_PORT ?? "3100"}`;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString() };
  }
  const dir = path.resolve(`tmp/e2e-pglite-${process.env.E2E_PORT ?? "3100"}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
  return { PGLITE_DIR: dir };
}

async function main(): Promise<void> {
  loadProjectEnv();
  Object.assign(process.env, await prepareDatabase());
  const handle = openDatabase(readDatabaseOptions());
  await runMigrations(handle);
  await seedDemoData(handle.db);
  await handle.close();

  const port = process.env.E2E_PORT ?? "3100";
  const recordsFile = e2eDnsRecordsFile(port);
  fs.mkdirSync(path.dirname(recordsFile), { recursive: true });
  fs.writeFileSync(recordsFile, "{}");
  const dns = await startLocalDnsServer({ recordsFile });

  // As `npm start` (scripts/serve.ts): idle connections outlive the tests' reuse of them, so a request never meets
  // a socket the server is closing (a read ECONNRESET in Playwright's request context).
  const args = ["start", "-p", port, "--keepAliveTimeout", "65000"];
  const server = spawn(path.resolve("node_modules/.bin/next"), args, {
    stdio: "inherit",
    env: {
      ...process.env,
      // `next start` runs in production, which requires both; the tests follow emailed links to this server.
      APP_URL: `http://localhost:${port}`,
      ENABLE_MAIL_VIEWER: "true",
      // `next start` is production, where /login never lists the demo accounts; the tests sign in with them.
      SHOW_DEMO_ACCOUNTS: "true",
      // Custom-domain verification asks the local DNS server above, never the internet.
      DNS_SERVERS: dns.address,
      // Every browser test books from one address, for one business and few customer emails.
      BOOKING_RATE_LIMIT_PER_HOUR: "500",
      BOOKING_RATE_LIMIT_PER_BUSINESS_PER_HOUR: "5000",
      BOOKING_RATE_LIMIT_PER_EMAIL_PER_DAY: "5000",
      BOOKING_RATE_LIMIT_PER_SLOT: "500",
      // The personal-calendar test serves its .ics from 127.0.0.1, which production never fetches from.
      BUSY_CALENDAR_ALLOW_PRIVATE: "true",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-not-for-production-0000000",
    },
  });
  const stop = () => {
    server.kill("SIGTERM");
    void dns.close();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
