import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { getDataKeyring, type DataKeyring } from "./data-keys";

/*
 * Sensitive text at rest (health answers): AES-256-GCM with a fresh 12-byte nonce per value. The sealed form is
 * `v1.<key id>.<nonce>.<tag>.<ciphertext>` (base64url parts), so a rotation finds what an old key sealed. `context`
 * is authenticated too (the row it belongs to: table, business and owner ids): a value copied into another row or
 * another business's row does not open.
 */

const VERSION = "v1";

/** The sealed value could not be opened: unknown key, wrong context or tampered. Never carries the text. */
export class SealedTextError extends Error {
  constructor(reason: string) {
    super(`Sealed text could not be opened: ${reason}`);
    this.name = "SealedTextError";
  }
}

export function sealText(plain: string, context: string, keyring: DataKeyring = getDataKeyring()): string {
  const { id, key } = keyring.current;
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, id, nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openText(sealed: string, context: string, keyring: DataKeyring = getDataKeyring()): string {
  const parts = sealed.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION) throw new SealedTextError("not a sealed value");
  const [, id, nonce, tag, ciphertext] = parts;
  const entry = keyring.keys.get(id);
  if (!entry) throw new SealedTextError(`no key "${id}" in DATA_ENCRYPTION_KEYS`);
  try {
    const decipher = createDecipheriv("aes-256-gcm", entry.key, Buffer.from(nonce, "base64url"), {
      authTagLength: 16, // a shortened tag would be easier to forge
    });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SealedTextError("it was changed, or belongs to another record");
  }
}

/** The id of the key that sealed a value (null when it is not a sealed value). */
export function sealedKeyId(sealed: string): string | null {
  const parts = sealed.split(".");
  return parts.length === 5 && parts[0] === VERSION ? parts[1] : null;
}
