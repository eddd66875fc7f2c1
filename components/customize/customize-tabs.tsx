"use client";

import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { ColorField } from "@/components/ui/color-field";
import { CopyField } from "@/components/ui/copy-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { PublicUrls } from "@/lib/tenant/public-urls";
import { FONT_FAMILIES, THEMES, type Customization } from "@/lib/business/settings-schema";
import { IMAGE_URL_MAX, isHttpsImageUrl, type CustomizeFormValues } from "@/lib/business/customize-schema";
import { THEME_BACKGROUNDS } from "@/components/booking-page/brand-style";
import type { UploadedImages } from "@/lib/business-images/urls";
import type { BusinessImageKind } from "@/lib/business-images/schema";
import { ImageUploadField } from "./image-upload-field";
/** Sets one field of the form's state. */
export type FieldChange = <K extends keyof CustomizeFormValues>(field: K, value: CustomizeFormValues[K]) => void;

type TabProps = {
  values: CustomizeFormValues;
  change: FieldChange;
  error: (field: string) => string | undefined;
};

const THEME_LABELS: Record<Customization["theme"], { label: string; description: string }> = {
  modern: { label: "Modern", description: "Soft grey fade" },
  classic: { label: "Classic", description: "Warm stone" },
  minimal: { label: "Minimal", description: "Plain white" },
  warm: { label: "Warm", description: "Amber glow" },
};

const RADIUS_OPTIONS = [
  { value: "none", label: "None (square corners)" },
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
] as const;

export function ColorsTab({ values, change, error }: TabProps) {
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        The primary colour fills buttons and the chosen time; the secondary colour accents the booking form.
      </p>
      <ColorField
        label="Primary Color"
        pickerLabel="Primary colour picker"
        name="primaryColor"
        fallback="#0ea5e9"
        value={values.primaryColor}
        onChange={(event) => change("primaryColor", event.target.value)}
        error={error("primaryColor")}
      />
      <ColorField
        label="Secondary Color"
        pickerLabel="Secondary colour picker"
        name="secondaryColor"
        fallback="#d946ef"
        value={values.secondaryColor}
        onChange={(event) => change("secondaryColor", event.target.value)}
        error={error("secondaryColor")}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Theme</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {THEMES.map((theme) => (
            <label
              key={theme}
              className="group relative flex cursor-pointer flex-col rounded-xl border border-slate-300 bg-white p-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={values.theme === theme}
                onChange={() => change("theme", theme)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={`h-12 rounded-lg border border-slate-200 ${THEME_BACKGROUNDS[theme]}`}
              />
              <span className="mt-2 font-semibold text-slate-900">{THEME_LABELS[theme].label}</span>
              <span className="text-xs text-slate-600">{THEME_LABELS[theme].description}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function LayoutTab({ values, change, error }: TabProps) {
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          label="Font Family"
          name="fontFamily"
          options={FONT_FAMILIES.map((font) => ({ value: font, label: font }))}
          value={values.fontFamily}
          onChange={(event) => change("fontFamily", event.target.value as Customization["fontFamily"])}
          error={error("fontFamily")}
        />
        <Select
          label="Border Radius"
          name="borderRadius"
          options={RADIUS_OPTIONS}
          value={values.borderRadius}
          onChange={(event) => change("borderRadius", event.target.value as Customization["borderRadius"])}
          error={error("borderRadius")}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">What the page shows</legend>
        <Checkbox
          label="Show business information"
          hint="Address, phone, email and opening hours."
          name="showBusinessInfo"
          checked={values.showBusinessInfo}
          onChange={(event) => change("showBusinessInfo", event.target.checked)}
        />
        <Checkbox
          label="Show pricing"
          hint="Prices on services, the summary and the confirmation."
          name="showPricing"
          checked={values.showPricing}
          onChange={(event) => change("showPricing", event.target.checked)}
        />
        <Checkbox
          label="Show staff selection"
          hint="When off, customers skip choosing a staff member and the first available one is booked."
          name="showStaffSelection"
          checked={values.showStaffSelection}
          onChange={(event) => change("showStaffSelection", event.target.checked)}
        />
      </fieldset>
    </div>
  );
}

type BrandingProps = TabProps & {
  uploads: UploadedImages;
  changeUpload: (kind: BusinessImageKind, url: string | null) => void;
  /** Set on White Label: that logo is the one customers see. */
  whiteLabelLogoSet: boolean;
};

/** Each image: upload one (stored at once), or give an address (saved with the rest); an upload wins. */
export function BrandingTab({ values, change, error, uploads, changeUpload, whiteLabelLogoSet }: BrandingProps) {
  return (
    <div className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Logo</legend>
        <p className="text-sm text-slate-600">Recommended size: 200x80 pixels.</p>
        {whiteLabelLogoSet ? (
          <p data-testid="white-label-logo-note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            The logo set on White Label is shown to customers instead of this one.
          </p>
        ) : null}
        <ImageUploadField
          kind="logo"
          noun="logo"
          uploadedUrl={uploads.logo}
          onChange={(url) => changeUpload("logo", url)}
          previewClass="h-16 w-auto max-w-[200px] object-contain"
        />
        <ImageUrlField
          label="Logo URL"
          name="logo"
          hint="Or an https:// address of a PNG, JPEG or WebP image."
          value={values.logo}
          onChange={(value) => change("logo", value)}
          error={error("logo")}
          previewClass="h-16 w-auto max-w-[200px] object-contain"
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Header Image</legend>
        <p className="text-sm text-slate-600">
          Recommended size: 1200x400 pixels. Shown across the top of your booking page.
        </p>
        <ImageUploadField
          kind="header"
          noun="header image"
          uploadedUrl={uploads.header}
          onChange={(url) => changeUpload("header", url)}
          previewClass="h-24 w-full object-cover"
        />
        <ImageUrlField
          label="Header Image URL"
          name="headerImage"
          hint="Or an https:// address of an image."
          value={values.headerImage}
          onChange={(value) => change("headerImage", value)}
          error={error("headerImage")}
          previewClass="h-24 w-full object-cover"
        />
      </fieldset>
    </div>
  );
}

function ImageUrlField({
  label,
  name,
  hint,
  value,
  onChange,
  error,
  previewClass,
}: {
  label: string;
  name: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  previewClass: string;
}) {
  // Remembers which address failed to load, so a new address gets its own chance.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = value.trim();
  const showable = url !== "" && isHttpsImageUrl(url);
  return (
    <div>
      <Input
        label={label}
        name={name}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={IMAGE_URL_MAX}
        hint={hint}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      {showable && brokenUrl !== url ? (
        // Business-supplied URL: a plain img, not next/image, which would need every host allow-listed.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={url}
          alt={`${label} preview`}
          className={`mt-3 rounded-lg border border-slate-200 bg-slate-50 ${previewClass}`}
          onError={() => setBrokenUrl(url)}
        />
      ) : null}
      {showable && brokenUrl === url ? (
        <p className="mt-2 text-sm text-amber-800">This image could not be loaded. Check the address.</p>
      ) : null}
    </div>
  );
}

export function EmbedTab({ urls }: { urls: PublicUrls }) {
  const [iframe, script] = urls.embedCode.split("\n");
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        Paste the booking form into any page of your own website. The form is 100% wide and 600 pixels tall, with no
        border.
      </p>
      <CopyField label="Embed Code" value={iframe} multiline />
      <CopyField label="Auto-resize Script" value={script} multiline />
      <p className="text-sm text-slate-600">
        Add the script once, after the embed code, and the form grows and shrinks with its content so your visitors
        never see a scroll bar inside it. Without it the form still works at 600 pixels.
      </p>
    </div>
  );
}
