import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { getDemoSignInButtons } from "@/lib/auth/demo-accounts";
import { sanitizeReturnPath } from "@/lib/auth/return-path";
import { getCurrentUser } from "@/lib/auth/session";
import { getRequestTenant } from "@/lib/tenant/resolve-tenant";

export const metadata: Metadata = {
  title: "Sign In",
  description: "Sign in to manage your bookings, services, staff and booking page.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = sanitizeReturnPath(typeof params.callbackUrl === "string" ? params.callbackUrl : null);
  if (await getCurrentUser()) redirect(callbackUrl);
  const tenant = await getRequestTenant();
  const email = typeof params.email === "string" ? params.email.slice(0, 254) : "";
  return (
    <AuthCard
      title="Sign in"
      subtitle={tenant ? `Welcome back to ${tenant.branding.companyName}` : "Welcome back to BookingPro"}
      branding={tenant?.branding}
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link href="/register" className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
          <span className="mx-2" aria-hidden>
            ·
          </span>
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </>
      }
    >
      {params.deleted === "1" && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          Your business and its data have been deleted, and you have been signed out.
        </p>
      )}
      {params.reset === "1" && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          Your password has been set. Please sign in.
        </p>
      )}
      <SignInForm
        callbackUrl={callbackUrl}
        portal="dashboard"
        initialEmail={email}
        demoAccounts={getDemoSignInButtons()}
        primaryColor={tenant?.branding.primaryColor}
      />
    </AuthCard>
  );
}
