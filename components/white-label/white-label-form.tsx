"use client";

import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { ColorField } from "@/components/ui/color-field";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SaveButton } from "@/components/ui/submit-button";
import { showToast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import type { SaveWhiteLabelResult } from "@/lib/business/white-label-actions";
import { saveWhiteLabelAction } from "@/lib/actions/white-label";
import { buildPublicUrls } from "@/lib/tenant/public-urls";
import { formRules } from "@/lib/forms/field-rules";
import { isWhiteLabelFull, whiteLabelFormSchema, type WhiteLabelFormValues } from "@/lib/business/white-label-schema";
import { DomainVerification } from "./domain-verification";
import { UrlsPanel } from "./urls-panel";

type Props = {
  initial: WhiteLabelFormValues;
  /** The platform's origin (APP_URL), under which the subdomain lives. */
  platformOrigin: string;
  /** The saved custom domain's TXT value and whether it is verified. */
  initialVerification: Verification;
};

type Verification = { token: string | null; verified: boolean };

const STAFF_PERMISSIONS = [
  { field: "staffCanViewAllBookings", label: "Staff can view all bookings" },
  { field: "staffCanModifyBookings", label: "Staff can modify bookings" },
  { field: "staffCanManageAvailability", label: "Staff can manage their availability" },
] as const;

// The limits do not depend on the platform's hosts.
const RULES = formRules(whiteLabelFormSchema([]));

/**
 * White Label Settings. The side panel shows the saved addresses, not the typed ones: a preview link
 * must open a page that exists.
 */
export function WhiteLabelForm({ initial, platformOrigin, initialVerification }: Props) {
  const [saved, setSaved] = useState<WhiteLabelFormValues>(initial);
  const [verification, setVerification] = useState<Verification>(initialVerification);
  const form = useActionForm<WhiteLabelFormValues, SaveWhiteLabelResult>({
    initial,
    rules: RULES,
    action: saveWhiteLabelAction,
    saved: { title: "White Label Saved", message: "Your white label settings have been saved." },
    failed: { title: "Save Failed", message: "Your white label settings could not be saved." },
    onSaved: (data, formData) => {
      const stored = { ...readValues(formData), subdomain: data?.slug ?? "", customDomain: data?.customDomain ?? "" };
      form.change({ subdomain: stored.subdomain, customDomain: stored.customDomain });
      setSaved(stored);
      setVerification({ token: data?.customDomainToken ?? null, verified: Boolean(data?.customDomainVerifiedAt) });
    },
  });
  const { values } = form;

  // Until verified the custom domain serves nothing, so links and the status treat it as absent.
  const verifiedDomain = verification.verified ? saved.customDomain : "";
  const urls = buildPublicUrls({ platformOrigin, slug: saved.subdomain, customDomain: verifiedDomain || null });
  const domainStatus = saved.customDomain === "" ? "none" : verification.verified ? "verified" : "pending";

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <form onSubmit={form.onSubmit} noValidate className="space-y-6 lg:col-span-2" aria-busy={form.pending}>
        <FormCard
          title="Domain Settings"
          headingId="domain-settings-heading"
          description="Where customers find your booking page."
        >
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Input
              label="Custom Domain"
              placeholder="bookings.yoursalon.co.uk"
              hint="Point this domain's DNS (CNAME) at BookingPro, enter it here and save, then verify it below."
              autoComplete="off"
              {...form.text("customDomain")}
            />
            <Input
              label="Subdomain"
              autoComplete="off"
              hint="Also your booking page's id. Changing it changes your links: update any you have shared."
              {...form.text("subdomain")}
            />
          </div>
          {saved.customDomain && verification.token ? (
            <DomainVerification
              domain={saved.customDomain}
              token={verification.token}
              verified={verification.verified}
              onVerified={() => {
                setVerification((current) => ({ ...current, verified: true }));
                showToast({
                  type: "success",
                  title: "Domain Verified",
                  message: "Your domain is verified. It now shows your booking pages.",
                });
              }}
            />
          ) : null}
        </FormCard>

        <FormCard
          title="Branding Settings"
          headingId="branding-settings-heading"
          description="How your business appears to customers and staff."
        >
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Input label="Company Name" autoComplete="organization" {...form.text("companyName")} />
            <Input label="Logo URL" type="url" placeholder="https://" {...form.text("logoUrl")} />
            <ColorField
              className="md:col-span-2"
              label="Primary Brand Color"
              pickerLabel="Primary brand colour picker"
              fallback="#0ea5e9"
              {...form.text("primaryColor")}
            />
            <Checkbox
              className="md:col-span-2"
              label="Hide 'Powered by BookingPro' branding"
              {...form.check("hideBookingProBranding")}
            />
          </div>
        </FormCard>

        <FormCard
          title="Staff Access"
          headingId="staff-access-heading"
          description="Let your staff sign in to see and manage their appointments."
        >
          <Checkbox label="Enable staff login portal" {...form.check("enableStaffLogin")} />
          {/* Hidden, not removed, while the portal is off: the permissions are kept for when it is switched back on. */}
          <fieldset hidden={!values.enableStaffLogin} className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4">
            <legend className="sr-only">Staff permissions</legend>
            <p className="text-sm text-slate-600">
              Staff always see their own appointments. Tick what else they may do.
            </p>
            {STAFF_PERMISSIONS.map(({ field, label }) => (
              <Checkbox key={field} label={label} {...form.check(field)} />
            ))}
          </fieldset>
        </FormCard>

        <SaveButton pending={form.pending}>Save Settings</SaveButton>
      </form>

      <UrlsPanel
        urls={urls}
        staffLoginEnabled={saved.enableStaffLogin}
        customDomainStatus={domainStatus}
        whiteLabelFull={isWhiteLabelFull({ ...saved, customDomain: verifiedDomain })}
      />
    </div>
  );
}

function readValues(formData: FormData): WhiteLabelFormValues {
  const text = (name: string) => String(formData.get(name) ?? "").trim();
  const flag = (name: string) => formData.get(name) === "on";
  return {
    customDomain: text("customDomain"),
    subdomain: text("subdomain"),
    companyName: text("companyName"),
    logoUrl: text("logoUrl"),
    primaryColor: text("primaryColor"),
    hideBookingProBranding: flag("hideBookingProBranding"),
    enableStaffLogin: flag("enableStaffLogin"),
    staffCanViewAllBookings: flag("staffCanViewAllBookings"),
    staffCanModifyBookings: flag("staffCanModifyBookings"),
    staffCanManageAvailability: flag("staffCanManageAvailability"),
  };
}
