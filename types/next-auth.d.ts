import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    /** Compared with users.session_version on every request: a password or email change signs other sessions out. */
    sessionVersion: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sessionVersion?: number;
    /** The session's own id, recorded as ended on sign-out. */
    sid?: string;
  }
}
