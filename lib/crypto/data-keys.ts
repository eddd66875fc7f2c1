import { hkdfSync } from "node:crypto";
import { getEnv } from "@/lib/env";

/** One data-encryption key: its id travels with everything it sealed, so the right key opens it later. */
export type DataKey = { id: string; key: Buffer };

/** The keys this process holds: `current` seals, every one of `keys` opens what it sealed. */
export type DataKeyring = { current: DataKey; keys: ReadonlyMap<string, DataKey> };

/** The key derived from AUTH_SECRET, used until DATA_ENCRYPTION_KEYS is set (and kept for opening its data). */
export const AUTH_DERIVED_KEY_ID = "auth";

/** Outside production, with no AUTH_SECRET either (unit and integration tests): a fixed, public key. */
const DEVELOPMENT_KEY: DataKey = { id: "dev", key: Buffer.alloc(32, 7) };

/** Parses a checked DATA_ENCRYPTION_KEYS value (lib/env.ts validated its shape): the first one is current. */
export function parseDataKeys(value: string): DataKey[] {
  return value.split(",").map((pair) => {
    const [id, encoded] = pair.trim().split(":");
    return { id, key: Buffer.from(encoded, encoded.includes("-") || encoded.includes("_") ? "base64url" : "base64") };
  });
}

/** A 32-byte key of its own for data, from the session secret: HKDF, so neither reveals the other. */
export function deriveAuthKey(authSecret: string): DataKey {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "bookingpro data key", "aes-256-gcm v1", 32));
  return { id: AUTH_DERIVED_KEY_ID, key };
}

/** Builds a keyring: the explicit keys first, then the one derived from AUTH_SECRET, else the development key. */
export function buildKeyring(options: { explicit?: string; authSecret?: string; production: boolean }): DataKeyring {
  const keys: DataKey[] = options.explicit ? parseDataKeys(options.explicit) : [];
  if (options.authSecret) keys.push(deriveAuthKey(options.authSecret));
  if (!options.production) keys.push(DEVELOPMENT_KEY);
  if (keys.length === 0) throw new Error("No data-encryption key: set DATA_ENCRYPTION_KEYS or AUTH_SECRET");
  const byId = new Map<string, DataKey>();
  for (const key of keys) if (!byId.has(key.id)) byId.set(key.id, key);
  return { current: keys[0], keys: byId };
}

let cached: { source: object; keyring: DataKeyring } | undefined;

/** The process's keyring, from its environment (built again when tests change the environment). */
export function getDataKeyring(): DataKeyring {
  const env = getEnv();
  if (cached?.source !== env) {
    cached = {
      source: env,
      keyring: buildKeyring({
        explicit: env.dataEncryptionKeys,
        authSecret: env.authSecret,
        production: env.production,
      }),
    };
  }
  return cached.keyring;
}
