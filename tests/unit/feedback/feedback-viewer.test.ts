import { describe, expect, it } from "vitest";
import { canViewFeedback } from "@/lib/feedback/viewer";

const local = () => new Headers({ host: "localhost:3000", "x-forwarded-for": "127.0.0.1" });

describe("development feedback viewer gate", () => {
  it("opens only when enabled and only for a request from this machine", () => {
    expect(canViewFeedback(local(), { NODE_ENV: "development" })).toBe(true);
    expect(canViewFeedback(local(), { NODE_ENV: "production", ENABLE_MAIL_VIEWER: "true" })).toBe(true);
    expect(canViewFeedback(local(), { NODE_ENV: "production" })).toBe(false);
    const remote = new Headers({ host: "localhost:3000", "x-forwarded-for": "203.0.113.9" });
    expect(canViewFeedback(remote, { NODE_ENV: "development" })).toBe(false);
    const otherHost = new Headers({ host: "demo.localhost:3000", "x-forwarded-for": "127.0.0.1" });
    expect(canViewFeedback(otherHost, { NODE_ENV: "development" })).toBe(false);
  });
});
