"use client";

import Link from "next/link";
import { LABEL_CLASS } from "@/components/ui/field-parts";
import type { ResourceUse } from "@/lib/constants";

export type ResourceTypeOption = { id: string; name: string };

type Props = {
  types: readonly ResourceTypeOption[];
  needs: readonly string[];
  use: ResourceUse;
  onChange: (change: { needs?: string[]; resourceUse?: ResourceUse }) => void;
  error?: string;
};

const USE_OPTIONS: readonly { value: ResourceUse; label: string }[] = [
  { value: "whole", label: "For the whole appointment" },
  { value: "busy", label: "Only while the staff member is busy (not during processing)" },
];

/**
 * What a service needs of the business's resources: a free one of each ticked type, for the whole appointment or
 * only its busy parts. Posts `needs` (one per ticked type) and `resourceUse`. Without types, a link to make them.
 */
export function ResourceNeedsFields({ types, needs, use, onChange, error }: Props) {
  if (types.length === 0) {
    return (
      <p className="text-sm text-slate-600 sm:col-span-2">
        Needs a room or equipment?{" "}
        <Link href="/dashboard/resources" className="font-medium text-brand-700 underline underline-offset-2">
          Add your resources
        </Link>{" "}
        first.
      </p>
    );
  }
  const errorId = "service-needs-error";
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : "service-needs-hint"}>
      <legend className={LABEL_CLASS}>Needs</legend>
      <p id="service-needs-hint" className="mb-2 text-xs text-slate-600">
        It is only booked when one of each is free.
      </p>
      <div className="space-y-2">
        {types.map((type) => {
          const id = `service-need-${type.id}`;
          const checked = needs.includes(type.id);
          return (
            <div key={type.id} className="flex items-start gap-2">
              <input
                id={id}
                type="checkbox"
                name="needs"
                value={type.id}
                checked={checked}
                onChange={(event) =>
                  onChange({
                    needs: event.target.checked ? [...needs, type.id] : needs.filter((need) => need !== type.id),
                  })
                }
                className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              />
              <label htmlFor={id} className="text-sm font-medium break-words text-slate-800">
                Needs a free {type.name}
              </label>
            </div>
          );
        })}
      </div>
      {needs.length > 0 ? (
        <fieldset className="mt-3 rounded-lg bg-slate-50 p-3">
          <legend className="sr-only">How long it holds them</legend>
          <div className="space-y-2">
            {USE_OPTIONS.map((option) => (
              <div key={option.value} className="flex items-start gap-2">
                <input
                  id={`service-resource-use-${option.value}`}
                  type="radio"
                  name="resourceUse"
                  value={option.value}
                  checked={use === option.value}
                  onChange={() => onChange({ resourceUse: option.value })}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                />
                <label htmlFor={`service-resource-use-${option.value}`} className="text-sm text-slate-800">
                  {option.label}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
