import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/actions/result";
import type { FieldRules } from "@/lib/forms/field-rules";

type Props = Omit<React.ComponentProps<typeof Input>, "name" | "defaultValue" | "error"> & {
  name: string;
  /** The last answer of the form's server action. */
  state: ActionResult<unknown> | null;
  rules: Partial<Record<string, FieldRules>>;
  /** The value before any answer (e.g. the email a link brought). */
  initial?: string;
};

/**
 * An input of a sign-in page's form, which posts straight to its server action (so it works before the
 * page's script has run): it keeps its own value, and after a refusal starts again from what the server
 * echoed back, under the field's error.
 */
export function EchoedInput({ name, state, rules, initial = "", ...props }: Props) {
  const failed = state && !state.ok ? state : null;
  const value = failed?.values?.[name] ?? initial;
  return (
    <Input
      key={`${name}-${value}`}
      name={name}
      defaultValue={value}
      error={failed?.fieldErrors?.[name]}
      {...rules[name]}
      {...props}
    />
  );
}
