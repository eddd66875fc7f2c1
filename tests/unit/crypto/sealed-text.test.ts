import fc from "fast-check";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildKeyring, deriveAuthKey } from "@/lib/crypto/data-keys";
import { openText, sealedKeyId, sealText, SealedTextError } from "@/lib/crypto/sealed-text";
import { DATA_ENCRYPTION_KEYS_INVALID_MESSAGE, parseEnv } from "@/lib/env";

const keyText = () => randomBytes(32).toString("base64");
const OLD = `old:${keyText()}`;
const NEW = `new:${keyText()}`;
const CONTEXT = "booking_answers:business-1:booking-1";

describe("sealed text", () => {
  it("opens what it sealed, whatever the text, and never holds the text in the clear (property)", () => {
    const keyring = buildKeyring({ explicit: NEW, production: true });
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 400 }), fc.string(), (plain, context) => {
        const sealed = sealText(plain, context, keyring);
        expect(openText(sealed, context, keyring)).toBe(plain);
        expect(sealed).not.toContain(plain);
        expect(sealedKeyId(sealed)).toBe("new");
      }),
    );
  });

  it("seals the same text differently each time (a fresh nonce)", () => {
    const keyring = buildKeyring({ explicit: NEW, production: true });
    expect(sealText("Asthma", CONTEXT, keyring)).not.toBe(sealText("Asthma", CONTEXT, keyring));
  });

  it("refuses a value moved to another record, a changed one and a shortened tag", () => {
    const keyring = buildKeyring({ explicit: NEW, production: true });
    const sealed = sealText("Pregnant: yes", CONTEXT, keyring);
    expect(() => openText(sealed, "booking_answers:business-2:booking-1", keyring)).toThrow(SealedTextError);
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[4], "base64url");
    flipped[0] ^= 1;
    expect(() => openText([...parts.slice(0, 4), flipped.toString("base64url")].join("."), CONTEXT, keyring)).toThrow(
      SealedTextError,
    );
    const shortTag = Buffer.from(parts[3], "base64url").subarray(0, 4).toString("base64url");
    expect(() => openText([parts[0], parts[1], parts[2], shortTag, parts[4]].join("."), CONTEXT, keyring)).toThrow(
      SealedTextError,
    );
    expect(() => openText("plain text", CONTEXT, keyring)).toThrow(SealedTextError);
  });

  it("seals with the first key and opens with any key of the ring; without the key that sealed it, it fails", () => {
    const before = buildKeyring({ explicit: OLD, production: true });
    const sealedOld = sealText("Allergic to latex", CONTEXT, before);
    const after = buildKeyring({ explicit: `${NEW},${OLD}`, production: true });
    expect(openText(sealedOld, CONTEXT, after)).toBe("Allergic to latex");
    expect(sealedKeyId(sealText("x", CONTEXT, after))).toBe("new");
    const withoutOld = buildKeyring({ explicit: NEW, production: true });
    expect(() => openText(sealedOld, CONTEXT, withoutOld)).toThrow(/no key "old"/);
  });

  it("falls back to a key derived from AUTH_SECRET, kept in the ring once explicit keys are set", () => {
    const secret = "s".repeat(40);
    const derived = buildKeyring({ authSecret: secret, production: true });
    expect(derived.current.id).toBe("auth");
    expect(derived.current.key.equals(deriveAuthKey(secret).key)).toBe(true);
    expect(derived.current.key.toString("utf8")).not.toContain("s".repeat(8));
    const sealed = sealText("Diabetic", CONTEXT, derived);
    expect(openText(sealed, CONTEXT, buildKeyring({ explicit: NEW, authSecret: secret, production: true }))).toBe(
      "Diabetic",
    );
    expect(() => buildKeyring({ production: true })).toThrow(/DATA_ENCRYPTION_KEYS/);
  });

  it("checks DATA_ENCRYPTION_KEYS' shape at start: pairs, distinct ids, 32-byte keys", () => {
    expect(parseEnv({ DATA_ENCRYPTION_KEYS: `${NEW}, ${OLD}` }).dataEncryptionKeys).toBe(`${NEW}, ${OLD}`);
    expect(
      parseEnv({ DATA_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString("base64url")}` }).dataEncryptionKeys,
    ).toMatch(/^k1:/);
    for (const bad of [
      keyText(),
      `k1:${randomBytes(16).toString("base64")}`,
      `k1:${keyText()},k1:${keyText()}`,
      "k 1:x",
    ]) {
      expect(() => parseEnv({ DATA_ENCRYPTION_KEYS: bad })).toThrow(DATA_ENCRYPTION_KEYS_INVALID_MESSAGE);
    }
  });
});
