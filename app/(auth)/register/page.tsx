import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { getCurrentUser } from "@/lib/auth/session";
import { getRequestTenant } from "@/lib/tenant/resolve-tenant";

export const metadata: Metadata = {
  title: "Start Free",
  description: "Create your free account and set up an online booking page for your business.",
};

export default async function RegisterPage() {
  if (await getCurrentUser()) redirect("/dashboard");
  await getRequestTenant();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Free during beta. Set up your booking page in minutes."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
