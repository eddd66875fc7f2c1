"use client";

import { Check, Copy } from "lucide-react";
import { useId } from "react";
import { useCopy } from "./use-copy";

type Props = {
  label: string;
  value: string;
  /** Long values (embed code) show in a read-only text area. */
  multiline?: boolean;
};

/** A read-only value with a Copy button; a refused clipboard says so instead of failing silently. */
export function CopyField({ label, value, multiline = false }: Props) {
  const id = useId();
  const { copied, copy } = useCopy("Select the text and copy it yourself.");

  const control =
    "block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none";
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <button
          type="button"
          onClick={() => copy(value)}
          aria-label={`Copy ${label}`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {copied ? (
            <Check className="size-3.5" aria-hidden="true" />
          ) : (
            <Copy className="size-3.5" aria-hidden="true" />
          )}
          <span aria-live="polite">{copied ? "Copied!" : "Copy"}</span>
        </button>
      </div>
      {multiline ? (
        <textarea
          id={id}
          readOnly
          rows={4}
          value={value}
          className={control}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <input id={id} readOnly value={value} className={control} onFocus={(event) => event.currentTarget.select()} />
      )}
    </div>
  );
}
