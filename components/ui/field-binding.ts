import type { FieldRules } from "@/lib/forms/field-rules";

type Values = Record<string, unknown>;

type NamesOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

type ChangeEvent = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** Where a form's values live: the form's own state, or a parent's. */
export type FieldSource<V extends Values> = {
  values: V;
  onChange: (change: Partial<V>) => void;
  /** The schema's rules per field (`formRules`). */
  rules: Partial<Record<keyof V, FieldRules>>;
  /** The field's message, from the server or a check in the browser. */
  errorOf: (name: string) => string | undefined;
};

/**
 * Binds the form kit's controls (Input, Textarea, Select, Checkbox, ColorField) to a form's values:
 * each gets its name, value, change handler, error and its schema's limits, so a form writes only what
 * is its own (label, hint, autocomplete). The values are state, never read back from the inputs, so
 * whatever the answer, what was typed stays.
 */
export function bindFields<V extends Values>({ values, onChange, rules, errorOf }: FieldSource<V>) {
  return {
    values,
    change: onChange,
    /**
     * A text-like control. `counted`: no maxLength, so a pasted text is kept whole and the field counts
     * its characters in its hint instead (see `characterCount`).
     */
    text<K extends NamesOf<V, string>>(name: K, { counted = false }: { counted?: boolean } = {}) {
      const { maxLength, ...limits } = rules[name] ?? {};
      return {
        name,
        value: values[name] as string,
        onChange: (event: ChangeEvent) => onChange({ [name]: event.target.value } as Partial<V>),
        error: errorOf(name),
        ...limits,
        ...(counted ? {} : { maxLength }),
      };
    },
    /** A checkbox, posting 'on' when ticked. */
    check<K extends NamesOf<V, boolean>>(name: K) {
      return {
        name,
        checked: values[name] as boolean,
        onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
          onChange({ [name]: event.target.checked } as Partial<V>),
        error: errorOf(name),
      };
    },
  };
}

/** A form's values with its controls' bindings, for the parts of a form that live in their own components. */
export type FieldBinder<V extends Values> = ReturnType<typeof bindFields<V>>;

/** A counted field's hint: '12 / 2,000 characters.' */
export function characterCount(value: string, rules: FieldRules | undefined): string {
  return `${value.length} / ${(rules?.maxLength ?? 0).toLocaleString("en-GB")} characters.`;
}
