import { describe, expect, it } from "vitest";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";

describe("parsePublicBusinessId", () => {
  it.each([
    ["demo", "demo"],
    ["Demo", "demo"],
    ["bella-beauty-2", "bella-beauty-2"],
  ])("%s → %s", (raw, expected) => expect(parsePublicBusinessId(raw)).toBe(expected));

  it.each(["", "-demo", "demo-", "de mo", "../etc", "%E0%A4%A", "a".repeat(64), "demo;drop"])("refuses %j", (raw) => {
    expect(parsePublicBusinessId(raw)).toBeNull();
  });
});
