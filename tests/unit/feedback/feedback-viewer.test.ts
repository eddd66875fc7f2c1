import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { canViewFeedback } from "@/lib/feedback/viewer";

const PRODUCTION = { NODE_ENV: "production", APP_URL: "https://bookingpro.co.uk", AUTH_SECRET: "s".repeat(32) };
/** Whether the environment enables the development viewers (lib/env.ts). */
const enabledBy = (source: Record<string, string>) => parseEnv(source).mailViewerEnabled;
const local = () => new Headers({ host: "localhost:3000", "x-forwarded-for": "127.0.0.1" });

describe("development feedback viewer gate", () => {
  it("opens only when enabled and only for a request from this machine", () => {
    expect(canViewFeedback(local(), enabledBy({ NODE_ENV: "development" }))).toBe(true);
    expect(canViewFeedback(local(), enabledBy({ ...PRODUCTION, ENABLE_MAIL_VIEWER: "true" }))).toBe(true);
    expect(canViewFeedback(local(), enabledBy(PRODUCTION))).toBe(false);
    const remote = new Headers({ host: "localhost:3000", "x-forwarded-for": "203.0.113.9" });
    expect(canViewFeedback(remote, enabledBy({ NODE_ENV: "development" }))).toBe(false);
    const otherHost = new Headers({ host: "demo.localhost:3000", "x-forwarded-for": "127.0.0.1" });
    expect(canViewFeedback(otherHost, enabledBy({ NODE_ENV: "development" }))).toBe(false);
  });
});
