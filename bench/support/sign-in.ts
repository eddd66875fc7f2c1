/** Signing in over HTTP with Auth.js v5's credentials flow, for the dashboard benchmarks. */

/** The `name=value` pairs of every Set-Cookie header of `response`. */
function readCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
  }
  return cookies;
}

function toCookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** GET /api/auth/csrf, then POST /api/auth/callback/credentials; returns the Cookie header of the session. */
export async function signInWithCredentials(origin: string, email: string, password: string): Promise<string> {
  const csrfResponse = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const cookies = readCookies(csrfResponse);
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: toCookieHeader(cookies) },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${origin}/dashboard` }).toString(),
  });
  await response.arrayBuffer();
  for (const [name, value] of readCookies(response)) cookies.set(name, value);
  if (![...cookies.keys()].some((name) => name.endsWith("session-token"))) {
    throw new Error(`sign-in failed: HTTP ${response.status}, location ${response.headers.get("location")}`);
  }
  return toCookieHeader(cookies);
}

/** Fails unless `path` answers 200 with the dashboard for this session (not a redirect to /login). */
export async function assertSignedInPage(origin: string, path: string, cookie: string): Promise<void> {
  const response = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `${path} answered ${response.status} (location ${response.headers.get("location")}) when signed in`,
    );
  }
  if (!body.includes("Bench Big Salon")) throw new Error(`${path} did not render the signed-in dashboard`);
}
