/**
 * `npm run keys:rotate`: after putting a new key first in DATA_ENCRYPTION_KEYS (keeping the old ones after it),
 * re-seals every sensitive answer with the new key. Then the old key can be removed. Safe to run again.
 */
import { openDatabase, readDatabaseOptions, type DatabaseHandle } from "@/db/client";
import { getDataKeyring } from "@/lib/crypto/data-keys";
import { resealAnswers } from "@/lib/intake/reseal-queries";
import { loadProjectEnv } from "./load-env";

async function main(): Promise<void> {
  loadProjectEnv();
  let handle: DatabaseHandle | undefined;
  try {
    const keyring = getDataKeyring();
    handle = openDatabase(readDatabaseOptions());
    const { resealed } = await resealAnswers(handle.db, keyring);
    console.log(`Re-sealed ${resealed} answers with the key "${keyring.current.id}".`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

void main();
