import { randomUUID } from "node:crypto";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { verifySignIn } from "@/lib/auth/credentials";
import { getRequestClientAddress } from "@/lib/auth/client-address";
import { readRequestKnownDevice, rememberRequestKnownDevice } from "@/lib/auth/known-device-cookie";
import { readSessionReissueProof } from "@/lib/auth/session-reissue";
import { endSession, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/sign-out";
import { getDb } from "@/db";

/** Thrown inside a sign-in delay; the code (`throttled-<seconds to wait>`) reaches the sign-in form. */
class ThrottledSignIn extends CredentialsSignin {
  constructor(retryAfterMs: number) {
    super();
    this.code = `throttled-${Math.ceil(retryAfterMs / 1000)}`;
  }
}

/** A staff user whose business has the staff portal switched off. */
class StaffPortalOff extends CredentialsSignin {
  code = "staff-portal-off";
}

/** A staff user without an active staff member of its business (deleted, deactivated or revoked). */
class StaffLoginRevoked extends CredentialsSignin {
  code = "staff-revoked";
}

function readField(credentials: Partial<Record<string, unknown>>, name: string): string {
  const value = credentials[name];
  return typeof value === "string" ? value.slice(0, 500) : "";
}

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  logger: {
    // Wrong passwords are expected; everything else is worth logging.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      console.error(error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, portal: {}, tenantSlug: {} },
      async authorize(credentials, request) {
        const email = readField(credentials, "email");
        const outcome = await verifySignIn(
          getDb(),
          {
            email,
            password: readField(credentials, "password"),
            portal: readField(credentials, "portal") === "staff" ? "staff" : "dashboard",
            tenantSlug: readField(credentials, "tenantSlug") || null,
            knownDevice: await readRequestKnownDevice(email),
          },
          getRequestClientAddress(request.headers),
        );
        if (outcome.ok) {
          await rememberRequestKnownDevice(outcome.user.email);
          return outcome.user;
        }
        if (outcome.reason === "throttled") throw new ThrottledSignIn(outcome.retryAfterMs);
        if (outcome.reason === "staff-portal-off") throw new StaffPortalOff();
        if (outcome.reason === "staff-revoked") throw new StaffLoginRevoked();
        return null;
      },
    }),
  ],
  events: {
    // Ends this session on the server too: its cookie, wherever a copy of it is, opens nothing any more.
    async signOut(message) {
      if ("token" in message && message.token) await endSession(getDb(), message.token);
    },
  },
  callbacks: {
    jwt({ token, user, trigger, session }) {
      if (user) {
        token.sub = user.id;
        token.sessionVersion = (user as { sessionVersion?: number }).sessionVersion ?? 1;
        // The session's own id: signing out records it as ended (lib/auth/sign-out.ts).
        token.sid = randomUUID();
      }
      // A password or email change re-issues the changer's session; anything else sent to the update is ignored.
      if (trigger === "update") {
        const reissuedVersion = readSessionReissueProof((session as { reissue?: unknown } | undefined)?.reissue, token);
        if (reissuedVersion !== null) token.sessionVersion = reissuedVersion;
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.sessionVersion = typeof token.sessionVersion === "number" ? token.sessionVersion : 0;
      return session;
    },
  },
});
