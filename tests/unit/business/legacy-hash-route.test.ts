import { describe, expect, it } from "vitest";
import { getLegacyHashRouteTarget } from "@/lib/routing/legacy-hash-route";

describe("getLegacyHashRouteTarget", () => {
  it.each([
    ["#/book/demo", "/book/demo"],
    ["#/book/demo/", "/book/demo"],
    ["#/embed/abc_1-2", "/embed/abc_1-2"],
  ])("%s → %s", (hash, target) => expect(getLegacyHashRouteTarget(hash)).toBe(target));

  it.each([
    "",
    "#",
    "#/book/",
    "#/book//evil.com",
    "#//evil.com",
    "#/book/a/b",
    "#/BOOK/x",
    `#/book/${"a".repeat(65)}`,
    "#/book/%2e%2e",
    "#/book/demo?x=1",
    "#/dashboard",
  ])("ignores %j", (hash) => expect(getLegacyHashRouteTarget(hash)).toBeNull());
});
