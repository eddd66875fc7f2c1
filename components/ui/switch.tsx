"use client";

import { fieldAria, FieldMessages, useFieldId, type FieldMessageProps } from "./field-parts";

type Props = FieldMessageProps & {
  label: React.ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Posted as 'on' while switched on, like a checkbox; nothing is posted while off. */
  name?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/** An on/off switch (role="switch") with its label beside it, for settings that take effect as a whole. */
export function Switch({ label, checked, onCheckedChange, name, disabled, hint, error, id, className }: Props) {
  const switchId = useFieldId(id);
  return (
    <div className={className}>
      <div className="flex items-center gap-3">
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={checked}
          disabled={disabled}
          onClick={() => onCheckedChange(!checked)}
          {...fieldAria(switchId, { hint, error })}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${
            checked ? "bg-brand-700" : "bg-slate-500"
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5.5" : "translate-x-0.5"}`}
          />
        </button>
        <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {name && checked ? <input type="hidden" name={name} value="on" /> : null}
      </div>
      <FieldMessages id={switchId} hint={hint} error={error} />
    </div>
  );
}
