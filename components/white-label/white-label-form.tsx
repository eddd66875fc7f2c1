"use client";

import { startTransition, useActionState, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { ColorField } from "@/components/ui/color-field";
import { FormCard } from "@/components/ui/form-card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { showToast } from "@/components/ui/toast";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import type { SaveWhiteLabelResult } from "@/lib/business/white-label-actions";
import type { ActionResult } from "@/lib/actions/result";
import { saveWhiteLabelAction } from "@/lib/actions/white-label";
import { buildPublicUrls } from "@/lib/tenant/public-urls";
import { COMPANY_NAME_MAX, isWhiteLabelFull, type WhiteLabelFormValues } from "@/lib/business/white-label-schema";
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

type TextField = "customDomain" | "subdomain" | "companyName" | "logoUrl" | "primaryColor";
type Flag =
  | "hideBookingProBranding"
  | "enableStaffLogin"
  | "staffCanViewAllBookings"
  | "staffCanModifyBookings"
  | "staffCanManageAvailability";

const STAFF_PERMISSIONS: readonly { field: Flag; label: string }[] = [
  { field: "staffCanViewAllBookings", label: "Staff can view all bookings" },
  { field: "staffCanModifyBookings", label: "Staff can modify bookings" },
  { field: "staffCanManageAvailability", label: "Staff can manage their availability" },
];

/**
 * White Label Settings. Inputs are controlled and submitted by hand, so a failed save keeps what
 * was typed. The side panel shows the saved addresses, not the typed ones: a preview link must
 * open a page that exists.
 */
export function WhiteLabelForm({ initial, platformOrigin, initialVerification }: Props) {
  const [values, setValues] = useState<WhiteLabelFormValues>(initial);
  const [saved, setSaved] = useState<WhiteLabelFormValues>(initial);
  const [verification, setVerification] = useState<Verification>(initialVerification);
  const [result, dispatch, pending] = useActionState<ActionResult<SaveWhiteLabelResult> | null, FormData>(
    async (previous, formData) => {
      const next = await callAction(saveWhiteLabelAction, previous, formData);
      if (next.ok) {
        const stored = {
          ...readValues(formData),
          subdomain: next.data?.slug ?? "",
          customDomain: next.data?.customDomain ?? "",
        };
        setValues((current) => ({ ...current, subdomain: stored.subdomain, customDomain: stored.customDomain }));
        setSaved(stored);
        setVerification({
          token: next.data?.customDomainToken ?? null,
          verified: Boolean(next.data?.customDomainVerifiedAt),
        });
        showToast({
          type: "success",
          title: "White Label Saved",
          message: next.message ?? "Your white label settings have been saved.",
        });
      } else {
        showToast({
          type: "error",
          title: "Save Failed",
          message: next.error || "Your white label settings could not be saved.",
        });
      }
      return next;
    },
    null,
  );

  const error = (field: string) => fieldErrorOf(result, field);
  const setText = (field: TextField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const setFlag = (field: Flag) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setValues((current) => ({ ...current, [field]: checked }));
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  }

  // Until verified the custom domain serves nothing, so links and the status treat it as absent.
  const verifiedDomain = verification.verified ? saved.customDomain : "";
  const urls = buildPublicUrls({ platformOrigin, slug: saved.subdomain, customDomain: verifiedDomain || null });
  const domainStatus = saved.customDomain === "" ? "none" : verification.verified ? "verified" : "pending";

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <form onSubmit={onSubmit} noValidate className="space-y-6 lg:col-span-2" aria-busy={pending}>
        <FormCard
          title="Domain Settings"
          headingId="domain-settings-heading"
          description="Where customers find your booking page."
        >
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Input
              label="Custom Domain"
              name="customDomain"
              placeholder="bookings.yoursalon.co.uk"
              hint="Point this domain's DNS (CNAME) at BookingPro, enter it here and save, then verify it below."
              autoComplete="off"
              maxLength={253}
              value={values.customDomain}
              onChange={setText("customDomain")}
              error={error("customDomain")}
            />
            <Input
              label="Subdomain"
              name="subdomain"
              required
              autoComplete="off"
              maxLength={63}
              hint="Also your booking page's id. Changing it changes your links: update any you have shared."
              value={values.subdomain}
              onChange={setText("subdomain")}
              error={error("subdomain")}
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
            <Input
              label="Company Name"
              name="companyName"
              maxLength={COMPANY_NAME_MAX}
              autoComplete="organization"
              value={values.companyName}
              onChange={setText("companyName")}
              error={error("companyName")}
            />
            <Input
              label="Logo URL"
              name="logoUrl"
              type="url"
              placeholder="https://"
              maxLength={500}
              value={values.logoUrl}
              onChange={setText("logoUrl")}
              error={error("logoUrl")}
            />
            <ColorField
              className="md:col-span-2"
              label="Primary Brand Color"
              pickerLabel="Primary brand colour picker"
              name="primaryColor"
              fallback="#0ea5e9"
              value={values.primaryColor}
              onChange={setText("primaryColor")}
              error={error("primaryColor")}
            />
            <Checkbox
              className="md:col-span-2"
              label="Hide 'Powered by BookingPro' branding"
              name="hideBookingProBranding"
              checked={values.hideBookingProBranding}
              onChange={setFlag("hideBookingProBranding")}
            />
          </div>
        </FormCard>

        <FormCard
          title="Staff Access"
          headingId="staff-access-heading"
          description="Let your staff sign in to see and manage their appointments."
        >
          <Checkbox
            label="Enable staff login portal"
            name="enableStaffLogin"
            checked={values.enableStaffLogin}
            onChange={setFlag("enableStaffLogin")}
          />
          {/* Hidden, not removed, while the portal is off: the permissions are kept for when it is switched back on. */}
          <fieldset hidden={!values.enableStaffLogin} className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4">
            <legend className="sr-only">Staff permissions</legend>
            <p className="text-sm text-slate-600">
              Staff always see their own appointments. Tick what else they may do.
            </p>
            {STAFF_PERMISSIONS.map(({ field, label }) => (
              <Checkbox key={field} label={label} name={field} checked={values[field]} onChange={setFlag(field)} />
            ))}
          </fieldset>
        </FormCard>

        <div className="flex justify-end">
          <SubmitButton pending={pending} pendingText="Saving..." className="w-full sm:w-auto">
            Save Settings
          </SubmitButton>
        </div>
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
