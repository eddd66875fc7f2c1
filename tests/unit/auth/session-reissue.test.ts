import { describe, expect, it } from "vitest";
import { createSessionReissueProof, readSessionReissueProof } from "@/lib/auth/session-reissue";

const SECRET = "unit-test-secret";
const NOW = Date.UTC(2030, 0, 1);
const token = { sub: "user-1", sessionVersion: 3 };

describe("session re-issue proof", () => {
  const proof = createSessionReissueProof({ userId: "user-1", fromVersion: 3, toVersion: 4 }, NOW, SECRET);

  it("moves the very session it was made for to the new version", () => {
    expect(readSessionReissueProof(proof, token, NOW + 1000, SECRET)).toBe(4);
  });

  it("refuses another user, another (older) session version, an expired proof and forgeries", () => {
    expect(readSessionReissueProof(proof, { ...token, sub: "user-2" }, NOW, SECRET)).toBeNull();
    expect(readSessionReissueProof(proof, { ...token, sessionVersion: 2 }, NOW, SECRET)).toBeNull();
    expect(readSessionReissueProof(proof, token, NOW + 61_000, SECRET)).toBeNull();
    expect(readSessionReissueProof(proof, token, NOW, "another-secret")).toBeNull();
    expect(readSessionReissueProof(proof.replace(":4:", ":9:"), token, NOW, SECRET)).toBeNull();
    expect(readSessionReissueProof({ sessionVersion: 4 }, token, NOW, SECRET)).toBeNull();
    expect(readSessionReissueProof(undefined, token, NOW, SECRET)).toBeNull();
  });
});
