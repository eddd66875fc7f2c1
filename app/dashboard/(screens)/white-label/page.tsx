import type { Metadata } from "next";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { WhiteLabelForm } from "@/components/white-label/white-label-form";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { getWhiteLabelSettings } from "@/lib/business/queries";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";
import { toWhiteLabelFormValues } from "@/lib/business/white-label-schema";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "White Label" };

/** Owner only: domains, branding and what staff may do. */
export default async function WhiteLabelPage() {
  const user = await requireUser({ can: ["manage", "white-label"] });
  const settings = user.business ? await getWhiteLabelSettings(getDb(), user.business.id) : null;

  return (
    <section className="mx-auto max-w-6xl">
      <ScreenHeader className="mb-6" title="White Label Settings">
        Configure your branded booking platform
      </ScreenHeader>
      {settings ? (
        <WhiteLabelForm
          initial={toWhiteLabelFormValues(settings)}
          platformOrigin={getPlatformOrigin()}
          initialVerification={{
            token: settings.customDomainToken,
            verified: settings.customDomainVerifiedAt !== null,
          }}
        />
      ) : (
        <SetupRequired
          role={user.role}
          message="Please complete your business setup before configuring white label settings."
        />
      )}
    </section>
  );
}
