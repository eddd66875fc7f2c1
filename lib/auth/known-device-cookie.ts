import "server-only";
import { cookies } from "next/headers";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";
import { addKnownDevice, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_LIFETIME_MS, readKnownDevice } from "./known-device";

/** This request's known-device id for the email (see lib/auth/known-device.ts), or null. */
export async function readRequestKnownDevice(email: string): Promise<string | null> {
  return readKnownDevice((await cookies()).get(KNOWN_DEVICE_COOKIE)?.value, email);
}

/** Marks this browser as known for the email: a sign-in succeeded here, or a reset link was used here. */
export async function rememberRequestKnownDevice(email: string): Promise<void> {
  const store = await cookies();
  store.set(KNOWN_DEVICE_COOKIE, addKnownDevice(store.get(KNOWN_DEVICE_COOKIE)?.value, email), {
    httpOnly: true,
    sameSite: "lax",
    secure: getPlatformOrigin().startsWith("https:"),
    path: "/",
    maxAge: Math.floor(KNOWN_DEVICE_LIFETIME_MS / 1000),
  });
}
