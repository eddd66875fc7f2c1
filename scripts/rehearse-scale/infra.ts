import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { hasCommand, log, runCommand, waitFor } from "./processes";

export const PORTS = { nginx: 3420, a: 3421, b: 3422, nginxOne: 3423, pgbouncer: 6432 } as const;
export const DATABASE_NAME = "bookingpro_rehearsal";
const POLICY_RC = "/usr/sbin/policy-rc.d";

/** nginx and pgbouncer from Debian, when missing. Package scripts must not start them as services. */
export function ensurePackages(): void {
  const missing = ["nginx", "pgbouncer"].filter((name) => !hasCommand(name) && !fs.existsSync(`/usr/sbin/${name}`));
  if (missing.length === 0) return;
  log(`installing ${missing.join(", ")} from Debian's packages`);
  // Without a policy saying otherwise, the packages' scripts would start both as system services.
  const ownPolicy = !fs.existsSync(POLICY_RC);
  if (ownPolicy) fs.writeFileSync(POLICY_RC, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    runCommand("apt-get", ["update", "-qq"]);
    runCommand("apt-get", ["install", "-y", "-qq", "nginx", "pgbouncer"], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } finally {
    if (ownPolicy) fs.rmSync(POLICY_RC, { force: true });
  }
}

/** Starts the local cluster when it does not answer (as .ci/run does). */
export async function ensurePostgres(adminUrl: string): Promise<void> {
  if (await answers(adminUrl)) return;
  const host = new URL(adminUrl).hostname;
  if (host !== "127.0.0.1" && host !== "localhost") throw new Error(`PostgreSQL at ${adminUrl} does not answer.`);
  const clusters = runCommand("pg_lsclusters", ["--no-header"]).trim().split("\n");
  const main = clusters.map((line) => line.split(/\s+/)).find((cols) => cols[1] === "main");
  if (!main) throw new Error("No PostgreSQL cluster named main to start.");
  log(`starting PostgreSQL ${main[0]}/main`);
  runCommand("pg_ctlcluster", ["--skip-systemctl-redirect", main[0], "main", "start"]);
  await waitFor("PostgreSQL", () => answers(adminUrl), 30_000);
}

async function answers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The rehearsal database's own URL on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

export async function recreateDatabase(adminUrl: string): Promise<void> {
  await dropDatabase(adminUrl);
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database ${DATABASE_NAME}`);
  } finally {
    await sql.end();
  }
}

export async function dropDatabase(adminUrl: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${DATABASE_NAME} with (force)`);
  } finally {
    await sql.end();
  }
}

/** pgbouncer in transaction mode in front of the rehearsal database; trust auth for any user listed. */
export function writePgbouncerConfig(dir: string, adminUrl: string): string {
  const target = new URL(adminUrl);
  const user = decodeURIComponent(target.username || "postgres");
  fs.writeFileSync(path.join(dir, "userlist.txt"), `"${user}" ""\n`);
  const ini = `[databases]
${DATABASE_NAME} = host=${target.hostname} port=${target.port || 5432} dbname=${DATABASE_NAME} user=${user}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PORTS.pgbouncer}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, "userlist.txt")}
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
reserve_pool_size = 5
ignore_startup_parameters = extra_float_digits,options
logfile = ${path.join(dir, "pgbouncer.file.log")}
pidfile = ${path.join(dir, "pgbouncer.pid")}
`;
  const file = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(file, ini);
  return file;
}

/**
 * nginx on 3420 round-robin over both servers, and on 3423 over A alone (the one-instance baseline).
 * No upstream keepalive: a POST written to a pooled connection of a server that just died counts as
 * sent, so nginx answers 502 instead of trying the other server; a fresh connection is refused and retried.
 */
export function writeNginxConfig(dir: string): string {
  const temp = (name: string) => path.join(dir, "nginx", name);
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.mkdirSync(temp(name), { recursive: true });
  const server = (port: number, upstream: string) => `
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${upstream};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection goes to the other server; a POST already sent is never retried (nginx's default).
      proxy_next_upstream error timeout;
    }
  }`;
  const conf = `worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "nginx.error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  upstream bookingpro {
    server 127.0.0.1:${PORTS.a};
    server 127.0.0.1:${PORTS.b};
  }
  upstream bookingpro_one {
    server 127.0.0.1:${PORTS.a};
  }
${server(PORTS.nginx, "bookingpro")}
${server(PORTS.nginxOne, "bookingpro_one")}
}
`;
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, conf);
  return file;
}

/** `next build` unless REHEARSAL_SKIP_BUILD=1 and a build exists. */
export function ensureBuild(): void {
  if (process.env.REHEARSAL_SKIP_BUILD === "1" && fs.existsSync(".next/BUILD_ID")) {
    log("REHEARSAL_SKIP_BUILD=1: using the existing .next build");
    return;
  }
  log("next build (production)");
  const result = spawnSync(path.resolve("node_modules/.bin/next"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build failed (${result.status ?? result.signal})`);
}
