import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { isAuthTokenUsable } from "@/lib/auth/tokens";
import { getDb } from "@/db";
import { getRequestTenant } from "@/lib/tenant/resolve-tenant";

export const metadata: Metadata = {
  title: "Choose a new password",
  description: "Choose a new password for your account.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Target of password-reset and staff-invitation links. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  await getRequestTenant();
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : "";
  const invite = params.invite === "1";
  const usable =
    (await isAuthTokenUsable(getDb(), token, "password_reset")) ||
    (await isAuthTokenUsable(getDb(), token, "staff_invite"));
  return (
    <AuthCard
      title={invite ? "Set your password" : "Choose a new password"}
      footer={
        <Link href={invite ? "/staff-login" : "/login"} className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {usable ? (
        <SetPasswordForm token={token} portal={invite ? "staff" : "dashboard"} />
      ) : (
        <div role="alert" className="space-y-3 text-sm text-slate-700">
          <p className="font-medium text-red-800">This link is invalid or has expired.</p>
          <p>
            Links work once and only for a limited time.{" "}
            <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
              Ask for a new one
            </Link>
            .
          </p>
        </div>
      )}
    </AuthCard>
  );
}
