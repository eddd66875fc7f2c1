"use client";

import { Check } from "lucide-react";
import { SERVICE_PALETTE } from "@/lib/services/palette";

type Props = {
  /** The service's colour as typed; no swatch is checked while it is a custom one. */
  value: string;
  onChange: (hex: string) => void;
};

/**
 * The palette as a radio group: each swatch carries its name as text (arrow keys move between them, as in any
 * radio group). The Colour field holds the value the server reads (the radios' `palette` is ignored by the
 * service schema), so a custom colour stays possible.
 */
export function ColourSwatches({ value, onChange }: Props) {
  const current = value.trim().toLowerCase();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">Colour palette</legend>
      <div className="flex flex-wrap gap-2">
        {SERVICE_PALETTE.map(({ name, hex }) => (
          <label
            key={hex}
            className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white py-1 pr-3 pl-1.5 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-slate-900 has-[:checked]:bg-slate-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-1"
          >
            <input
              type="radio"
              name="palette"
              value={hex}
              checked={current === hex}
              onChange={() => onChange(hex)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="flex size-6 items-center justify-center rounded-full text-white"
              style={{ backgroundColor: hex }}
            >
              {current === hex ? <Check className="size-4" /> : null}
            </span>
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
