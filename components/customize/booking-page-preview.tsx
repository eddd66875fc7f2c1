"use client";

import { Clock, MapPin, Monitor, Phone, Smartphone } from "lucide-react";
import { useState } from "react";
import { brandStyle, THEME_BACKGROUNDS } from "@/components/booking-page/brand-style";
import { indicatorSteps, StepIndicator } from "@/components/booking-wizard/step-indicator";
import { OPTION_CARD, OPTION_SELECTED, PRIMARY_BUTTON } from "@/components/booking-wizard/wizard-ui";
import { formatPenceShort } from "@/lib/format/money";
import { formatDuration } from "@/lib/format/duration";
import type { Customization } from "@/lib/business/settings-schema";

export type PreviewService = { id: string; name: string; durationMinutes: number; pricePence: number; color: string };

type Props = {
  customization: Customization;
  business: { name: string; description: string; address: string; phone: string };
  services: readonly PreviewService[];
  hideBranding: boolean;
};

const WIDTHS = { desktop: "100%", phone: "390px" } as const;
type Width = keyof typeof WIDTHS;

/**
 * A scaled-down booking page built from the same pieces as the real one (brand variables, step
 * indicator, option cards, primary button), so what the owner sees here is what customers get.
 * Inert: nothing in it can be clicked or focused.
 */
export function BookingPagePreview({ customization, business, services, hideBranding }: Props) {
  const [width, setWidth] = useState<Width>("desktop");
  const shown = services.slice(0, 3);
  return (
    <section aria-labelledby="preview-heading" className="min-w-0">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
          Live Preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex rounded-lg border border-slate-300 bg-white p-0.5">
          <WidthButton current={width} value="desktop" onSelect={setWidth} label="Desktop">
            <Monitor className="size-4" aria-hidden="true" />
          </WidthButton>
          <WidthButton current={width} value="phone" onSelect={setWidth} label="Phone">
            <Smartphone className="size-4" aria-hidden="true" />
          </WidthButton>
        </div>
      </div>
      <div className="overflow-hidden rounded-2xl border border-slate-300 bg-slate-200 p-3">
        <div
          data-testid="customize-preview"
          data-width={width}
          inert
          className={`mx-auto max-h-[640px] max-w-full overflow-hidden rounded-xl shadow ${THEME_BACKGROUNDS[customization.theme]}`}
          style={{ ...brandStyle(customization), width: WIDTHS[width] }}
        >
          <div className="border-b border-slate-200 bg-white">
            {customization.headerImage ? (
              <PreviewImage src={customization.headerImage} className="h-24 w-full object-cover" />
            ) : null}
            <div className="flex items-center gap-3 px-4 py-4">
              {customization.logo ? (
                <PreviewImage
                  src={customization.logo}
                  className="h-10 w-auto max-w-[100px] object-contain"
                  alt={`${business.name} logo`}
                />
              ) : null}
              <div className="min-w-0">
                <p className="truncate text-lg font-bold text-slate-900">{business.name}</p>
                {business.description ? (
                  <p className="line-clamp-2 text-sm text-slate-600">{business.description}</p>
                ) : null}
              </div>
            </div>
          </div>

          <div className="space-y-4 p-4">
            {customization.showBusinessInfo ? (
              <div
                data-testid="preview-business-info"
                className="rounded-[var(--bp-radius)] border border-slate-200 bg-white p-3 text-sm text-slate-700"
              >
                <p className="font-semibold text-slate-900">Business Information</p>
                {[
                  { key: "address", Icon: MapPin, text: business.address },
                  { key: "phone", Icon: Phone, text: business.phone },
                ]
                  .filter(({ text }) => text)
                  .map(({ key, Icon, text }) => (
                    <p key={key} className="mt-1 flex gap-1.5">
                      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                      {text}
                    </p>
                  ))}
              </div>
            ) : null}

            <div className="rounded-[var(--bp-radius)] border-t-4 border-[var(--bp-secondary)] bg-white p-4 shadow-sm">
              <StepIndicator steps={indicatorSteps(1, customization.showStaffSelection)} />
              <p className="mb-3 text-base font-semibold text-slate-900">Select Service</p>
              {shown.length === 0 ? (
                <p className="text-sm text-slate-600">Your services will be listed here.</p>
              ) : (
                <ul className="grid gap-2">
                  {shown.map((service, index) => (
                    <li
                      key={service.id}
                      data-testid="preview-service"
                      className={`${OPTION_CARD} ${index === 0 ? OPTION_SELECTED : "border-slate-200"}`}
                      style={{ borderLeftWidth: 4, borderLeftColor: service.color }}
                    >
                      <span className="flex items-start justify-between gap-3">
                        <span className="font-semibold text-slate-900">{service.name}</span>
                        {customization.showPricing ? (
                          <span
                            data-testid="preview-price"
                            className="shrink-0 font-semibold text-slate-900 tabular-nums"
                          >
                            {formatPenceShort(service.pricePence)}
                          </span>
                        ) : null}
                      </span>
                      <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
                        <Clock aria-hidden="true" className="size-4" />
                        {formatDuration(service.durationMinutes)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <span data-testid="preview-button" className={`${PRIMARY_BUTTON} mt-4 w-full`}>
                Continue
              </span>
            </div>
            {hideBranding ? null : <p className="text-center text-xs text-slate-600">Powered by BookingPro</p>}
          </div>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        The preview follows your changes as you type. Customers see them once you save.
      </p>
    </section>
  );
}

function WidthButton({
  current,
  value,
  onSelect,
  label,
  children,
}: {
  current: Width;
  value: Width;
  onSelect: (value: Width) => void;
  label: string;
  children: React.ReactNode;
}) {
  const selected = current === value;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(value)}
      className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${
        selected ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"
      }`}
    >
      {children}
      {label}
    </button>
  );
}

/** An owner-supplied image that disappears, rather than showing a broken icon, when it fails to load. */
function PreviewImage({ src, className, alt = "" }: { src: string; className: string; alt?: string }) {
  // The address that failed to load: a new one (another upload) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} />;
}
