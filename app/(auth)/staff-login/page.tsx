import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { PoweredBy } from "@/components/booking-page/powered-by";
import { getCurrentUser } from "@/lib/auth/session";
import { getRequestTenant } from "@/lib/tenant/resolve-tenant";

export const metadata: Metadata = {
  title: "Staff Portal",
  description: "Sign in to the staff portal to see your bookings and availability.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The staff portal: on a tenant host only that business's staff can sign in here. */
export default async function StaffLoginPage({ searchParams }: Props) {
  const params = await searchParams;
  if (await getCurrentUser()) redirect("/dashboard");
  const tenant = await getRequestTenant();
  const email = typeof params.email === "string" ? params.email.slice(0, 254) : "";
  return (
    <AuthCard
      title="Staff Portal"
      subtitle="Sign in to your account"
      branding={tenant?.branding}
      footer={
        <>
          <p>Need help? Contact your manager</p>
          {!tenant?.branding.hideBranding && <PoweredBy />}
        </>
      }
    >
      {params.reset === "1" && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          Your password has been set. Please sign in.
        </p>
      )}
      <SignInForm
        callbackUrl="/dashboard"
        portal="staff"
        tenantSlug={tenant?.slug}
        initialEmail={email}
        primaryColor={tenant?.branding.primaryColor}
      />
    </AuthCard>
  );
}
