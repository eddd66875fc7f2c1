import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { getRequestTenant } from "@/lib/tenant/resolve-tenant";

export const metadata: Metadata = {
  title: "Reset your password",
  description: "We'll email you a link to choose a new password.",
};

export default async function ForgotPasswordPage() {
  await getRequestTenant();
  return (
    <AuthCard
      title="Reset your password"
      subtitle="We'll email you a link to choose a new password."
      footer={
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
