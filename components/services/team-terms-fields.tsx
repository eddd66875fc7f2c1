"use client";

import { Input } from "@/components/ui/input";
import { LABEL_CLASS } from "@/components/ui/field-parts";
import {
  DURATION_STEP_MINUTES,
  MAX_DURATION_MINUTES,
  MAX_PRICE_PENCE,
  MIN_DURATION_MINUTES,
  teamTermFieldName,
  type TeamTermField,
} from "@/lib/services/schema";

/** A member's own terms as typed: blank keeps the service's. */
export type TeamTermValues = Record<string, { duration: string; price: string }>;

export type TeamMember = { id: string; name: string };

type Props = {
  /** The members who do the service (the list the booking page offers), by name. */
  members: readonly TeamMember[];
  values: TeamTermValues;
  onChange: (values: TeamTermValues) => void;
  /** The service's own, shown as each blank field's placeholder. */
  serviceDuration: string;
  servicePrice: string;
  errorOf: (name: string) => string | undefined;
};

/**
 * The service form's "Team prices": each member who does the service may take longer or charge more (a senior
 * stylist's Haircut: 60 minutes, £55). Posted as `team.{staffId}.duration|price`.
 */
export function TeamTermsFields({ members, values, onChange, serviceDuration, servicePrice, errorOf }: Props) {
  if (members.length === 0) return null;
  const change = (staffId: string, field: TeamTermField, value: string) => {
    const current = values[staffId] ?? { duration: "", price: "" };
    onChange({ ...values, [staffId]: { ...current, [field]: value } });
  };
  return (
    <fieldset className="sm:col-span-2" aria-describedby="team-terms-hint">
      <legend className={LABEL_CLASS}>Team prices</legend>
      <p id="team-terms-hint" className="mb-3 text-xs text-slate-600">
        Set a different duration or price for a team member. Leave blank to use the service&apos;s.
      </p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {members.map((member) => {
          const own = values[member.id] ?? { duration: "", price: "" };
          return (
            <li key={member.id} className="grid grid-cols-2 items-start gap-x-3 gap-y-1 px-3 py-2">
              <p className="col-span-2 text-sm font-medium break-words text-slate-900">{member.name}</p>
              <Input
                dense
                label={
                  <span className="text-xs font-normal text-slate-600">
                    Duration<span className="sr-only"> for {member.name}</span> (minutes)
                  </span>
                }
                type="number"
                inputMode="numeric"
                min={MIN_DURATION_MINUTES}
                max={MAX_DURATION_MINUTES}
                step={DURATION_STEP_MINUTES}
                placeholder={serviceDuration}
                name={teamTermFieldName(member.id, "duration")}
                value={own.duration}
                onChange={(event) => change(member.id, "duration", event.target.value)}
                error={errorOf(teamTermFieldName(member.id, "duration"))}
              />
              <Input
                dense
                label={
                  <span className="text-xs font-normal text-slate-600">
                    Price<span className="sr-only"> for {member.name}</span> (£)
                  </span>
                }
                type="number"
                inputMode="decimal"
                min={0}
                max={MAX_PRICE_PENCE / 100}
                step={0.01}
                placeholder={servicePrice}
                name={teamTermFieldName(member.id, "price")}
                value={own.price}
                onChange={(event) => change(member.id, "price", event.target.value)}
                error={errorOf(teamTermFieldName(member.id, "price"))}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
