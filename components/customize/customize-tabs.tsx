"use client";

import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { ColorField } from "@/components/ui/color-field";
import { CopyField } from "@/components/ui/copy-field";
import type { FieldBinder } from "@/components/ui/field-binding";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { PublicUrls } from "@/lib/tenant/public-urls";
import { FONT_FAMILIES, THEMES, type Customization } from "@/lib/business/settings-schema";
import { isHttpsImageUrl, type CustomizeFormValues } from "@/lib/business/customize-schema";
import { THEME_BACKGROUNDS } from "@/components/booking-page/brand-style";
import type { UploadedImages } from "@/lib/business-images/urls";
import type { BusinessImageKind } from "@/lib/business-images/schema";
import { ImageUploadField } from "./image-upload-field";

type TabProps = { form: FieldBinder<CustomizeFormValues> };

const THEME_LABELS: Record<Customization["theme"], { label: string; description: string }> = {
  modern: { label: "Modern", description: "Soft grey fade" },
  classic: { label: "Classic", description: "Warm stone" },
  minimal: { label: "Minimal", description: "Plain white" },
  warm: { label: "Warm", description: "Amber glow" },
};

const PAGE_PARTS = [
  { field: "showBusinessInfo", label: "Show business information", hint: "Address, phone, email and opening hours." },
  { field: "showPricing", label: "Show pricing", hint: "Prices on services, the summary and the confirmation." },
  {
    field: "showStaffSelection",
    label: "Show staff selection",
    hint: "When off, customers skip choosing a staff member and the first available one is booked.",
  },
] as const;

const RADIUS_OPTIONS = [
  { value: "none", label: "None (square corners)" },
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
] as const;

export function ColorsTab({ form }: TabProps) {
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        The primary colour fills buttons and the chosen time; the secondary colour accents the booking form.
      </p>
      <ColorField
        label="Primary Color"
        pickerLabel="Primary colour picker"
        fallback="#0ea5e9"
        {...form.text("primaryColor")}
      />
      <ColorField
        label="Secondary Color"
        pickerLabel="Secondary colour picker"
        fallback="#d946ef"
        {...form.text("secondaryColor")}
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
                checked={form.values.theme === theme}
                onChange={() => form.change({ theme })}
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

export function LayoutTab({ form }: TabProps) {
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          label="Font Family"
          options={FONT_FAMILIES.map((font) => ({ value: font, label: font }))}
          {...form.text("fontFamily")}
        />
        <Select label="Border Radius" options={RADIUS_OPTIONS} {...form.text("borderRadius")} />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">What the page shows</legend>
        {PAGE_PARTS.map(({ field, label, hint }) => (
          <Checkbox key={field} label={label} hint={hint} {...form.check(field)} />
        ))}
      </fieldset>
    </div>
  );
}

const IMAGES = [
  {
    kind: "logo",
    field: "logo",
    legend: "Logo",
    noun: "logo",
    size: "Recommended size: 200x80 pixels.",
    urlLabel: "Logo URL",
    urlHint: "Or an https:// address of a PNG, JPEG or WebP image.",
    previewClass: "h-16 w-auto max-w-[200px] object-contain",
  },
  {
    kind: "header",
    field: "headerImage",
    legend: "Header Image",
    noun: "header image",
    size: "Recommended size: 1200x400 pixels. Shown across the top of your booking page.",
    urlLabel: "Header Image URL",
    urlHint: "Or an https:// address of an image.",
    previewClass: "h-24 w-full object-cover",
  },
] as const;

type BrandingProps = TabProps & {
  uploads: UploadedImages;
  changeUpload: (kind: BusinessImageKind, url: string | null) => void;
  /** Set on White Label: that logo is the one customers see. */
  whiteLabelLogoSet: boolean;
};

/** Each image: upload one (stored at once), or give an address (saved with the rest); an upload wins. */
export function BrandingTab({ form, uploads, changeUpload, whiteLabelLogoSet }: BrandingProps) {
  return (
    <div className="space-y-8">
      {IMAGES.map((image) => (
        <fieldset key={image.kind} className="space-y-4">
          <legend className="text-base font-semibold text-slate-900">{image.legend}</legend>
          <p className="text-sm text-slate-600">{image.size}</p>
          {image.kind === "logo" && whiteLabelLogoSet ? (
            <p data-testid="white-label-logo-note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              The logo set on White Label is shown to customers instead of this one.
            </p>
          ) : null}
          <ImageUploadField
            kind={image.kind}
            noun={image.noun}
            uploadedUrl={uploads[image.kind]}
            onChange={(url) => changeUpload(image.kind, url)}
            previewClass={image.previewClass}
          />
          <ImageUrlField
            label={image.urlLabel}
            hint={image.urlHint}
            previewClass={image.previewClass}
            {...form.text(image.field)}
          />
        </fieldset>
      ))}
    </div>
  );
}

type ImageUrlFieldProps = ReturnType<FieldBinder<CustomizeFormValues>["text"]> & {
  label: string;
  hint: string;
  previewClass: string;
};

function ImageUrlField({ label, hint, previewClass, ...field }: ImageUrlFieldProps) {
  // Remembers which address failed to load, so a new address gets its own chance.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = field.value.trim();
  const showable = url !== "" && isHttpsImageUrl(url);
  return (
    <div>
      <Input label={label} type="url" inputMode="url" placeholder="https://" hint={hint} {...field} />
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
