import { hash, verify } from "@node-rs/argon2";

export { MIN_PASSWORD_LENGTH } from "@/lib/auth/schema";

/** argon2id with the library's defaults (~40 ms here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps the response time the same.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash("not-a-real-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
