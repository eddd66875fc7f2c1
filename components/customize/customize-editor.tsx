"use client";

import { ExternalLink } from "lucide-react";
import { Tabs } from "radix-ui";
import { useMemo, useState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveCustomizationAction } from "@/lib/actions/customize";
import type { CustomizeSettings } from "@/lib/business/customization-queries";
import { withUploadedImages, type UploadedImages } from "@/lib/business-images/urls";
import type { PublicUrls } from "@/lib/tenant/public-urls";
import type { Customization } from "@/lib/business/settings-schema";
import { formRules } from "@/lib/forms/field-rules";
import {
  CUSTOMIZE_FORM_FIELDS,
  customizeFormSchema,
  toCustomizeFormValues,
  toPreviewCustomization,
  type CustomizeFormValues,
} from "@/lib/business/customize-schema";
import { resolveBusinessBrand } from "@/lib/business/brand";
import { BookingPagePreview, type PreviewService } from "./booking-page-preview";
import { BrandingTab, ColorsTab, EmbedTab, LayoutTab } from "./customize-tabs";
import { useUnsavedChangesWarning } from "./use-unsaved-changes-warning";

type Props = {
  settings: CustomizeSettings;
  urls: PublicUrls;
  services: readonly PreviewService[];
};

const TABS = [
  { value: "colors", label: "Colors & Theme", fields: ["primaryColor", "secondaryColor", "theme"] },
  { value: "layout", label: "Layout", fields: ["fontFamily", "borderRadius"] },
  { value: "branding", label: "Branding", fields: ["logo", "headerImage"] },
  { value: "embed", label: "Embed Code", fields: [] },
] as const;
type TabValue = (typeof TABS)[number]["value"];

const RULES = formRules(customizeFormSchema);

/**
 * The Customize Booking Page screen: four tabs of settings beside a live preview that follows what is
 * typed. The values live in state (not in the inputs), so a failed save keeps them, the fields of a
 * hidden tab are still sent, and leaving with unsaved changes can be warned about.
 */
export function CustomizeEditor({ settings, urls, services }: Props) {
  const [saved, setSaved] = useState(settings.customization);
  const [tab, setTab] = useState<TabValue>("colors");
  // Uploads are stored as soon as they are chosen (not by Save Changes), so they are never unsaved.
  const [uploads, setUploads] = useState<UploadedImages>(settings.uploadedImages);
  const form = useActionForm<CustomizeFormValues, Customization>({
    initial: () => toCustomizeFormValues(settings.customization),
    rules: RULES,
    action: saveCustomizationAction,
    saved: { title: "Changes Saved", message: "Your booking page has been updated." },
    failed: { title: "Save Failed", message: "Your changes could not be saved. Please try again." },
    onSaved: (data) => {
      // The stored look (URLs normalised) becomes both the saved state and what the fields show.
      if (data) {
        setSaved(data);
        form.setValues(toCustomizeFormValues(data));
      }
    },
    onFailed: (failure) => {
      const failedTab = TABS.find((candidate) => candidate.fields.some((field) => failure.fieldErrors?.[field]));
      if (failedTab) setTab(failedTab.value);
    },
  });
  const { values } = form;
  const dirty = useMemo(() => !sameValues(values, toCustomizeFormValues(saved)), [values, saved]);
  useUnsavedChangesWarning(dirty);

  const preview = withUploadedImages(toPreviewCustomization(values, saved), uploads);
  // The preview shows what customers will see: the white-label company name and logo win where set.
  const brand = resolveBusinessBrand({ name: settings.name, customization: preview, whiteLabel: settings.whiteLabel });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(toFormData(values));
      }}
      noValidate
      aria-busy={form.pending}
      aria-label="Customize booking page"
    >
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" role="status">
          {dirty ? "You have unsaved changes." : "All changes saved."}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <a
            href={urls.bookingPageUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Preview
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <SubmitButton pending={form.pending} pendingText="Saving...">
            Save Changes
          </SubmitButton>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Tabs.Root value={tab} onValueChange={(next) => setTab(next as TabValue)}>
          <Tabs.List
            aria-label="Customize settings"
            className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-slate-100 p-1 sm:flex"
          >
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Every panel stays mounted (hidden when not chosen) so switching tabs keeps focus order and typed text. */}
          <Tabs.Content value="colors" forceMount hidden={tab !== "colors"} className={PANEL_CLASS}>
            <ColorsTab form={form} />
          </Tabs.Content>
          <Tabs.Content value="layout" forceMount hidden={tab !== "layout"} className={PANEL_CLASS}>
            <LayoutTab form={form} />
          </Tabs.Content>
          <Tabs.Content value="branding" forceMount hidden={tab !== "branding"} className={PANEL_CLASS}>
            <BrandingTab
              form={form}
              uploads={uploads}
              changeUpload={(kind, url) => setUploads((current) => ({ ...current, [kind]: url }))}
              whiteLabelLogoSet={settings.whiteLabel.logoUrl !== null}
            />
          </Tabs.Content>
          <Tabs.Content value="embed" forceMount hidden={tab !== "embed"} className={PANEL_CLASS}>
            <EmbedTab urls={urls} />
          </Tabs.Content>
        </Tabs.Root>

        <BookingPagePreview
          customization={{ ...preview, logo: brand.logoUrl }}
          business={{ ...settings, name: brand.name }}
          services={services}
          hideBranding={brand.hidePoweredBy}
        />
      </div>
    </form>
  );
}

const PANEL_CLASS =
  "mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:p-6";

function toFormData(values: CustomizeFormValues): FormData {
  const formData = new FormData();
  for (const field of CUSTOMIZE_FORM_FIELDS) {
    const value = values[field];
    if (typeof value === "boolean") {
      if (value) formData.set(field, "on");
    } else {
      formData.set(field, value);
    }
  }
  return formData;
}

function sameValues(a: CustomizeFormValues, b: CustomizeFormValues): boolean {
  return CUSTOMIZE_FORM_FIELDS.every((field) => {
    const left = a[field];
    const right = b[field];
    return typeof left === "string" && typeof right === "string"
      ? left.trim().toLowerCase() === right.trim().toLowerCase()
      : left === right;
  });
}
