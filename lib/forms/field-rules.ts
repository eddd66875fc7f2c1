import { z } from "zod";

/**
 * What a form control can tell the browser about its field, read from the field's zod schema so the
 * limits are written once: a string's length checks (any minimum means required) and a number's bounds.
 * A field checked inside a transform or a refinement states its rules with `.meta({ minLength, maxLength, … })`.
 */
export type FieldRules = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
};

type Node = z.core.$ZodType;

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

function merge(into: FieldRules, from: FieldRules): FieldRules {
  const maxLength =
    into.maxLength === undefined || from.maxLength === undefined
      ? (into.maxLength ?? from.maxLength)
      : Math.min(into.maxLength, from.maxLength);
  const minLength = Math.max(into.minLength ?? 0, from.minLength ?? 0) || undefined;
  return { ...into, ...from, required: Boolean(into.required || from.required) || undefined, minLength, maxLength };
}

function stated(schema: Node): FieldRules {
  const meta = z.globalRegistry.get(schema) as FieldRules | undefined;
  if (!meta) return {};
  const { required, minLength, maxLength, min, max, step } = meta;
  return Object.fromEntries(
    Object.entries({ required, minLength, maxLength, min, max, step }).filter(([, value]) => value !== undefined),
  );
}

function walk(schema: Node): FieldRules {
  const def = schema._zod.def as { type: string; in?: Node; out?: Node; innerType?: Node };
  let rules: FieldRules = {};
  if (def.type === "string") {
    const { minLength, maxLength } = schema as z.ZodString;
    rules = {
      required: (minLength ?? 0) >= 1 || undefined,
      minLength: (minLength ?? 0) > 1 ? (minLength ?? undefined) : undefined,
      maxLength: maxLength ?? undefined,
    };
  } else if (def.type === "number") {
    const number = schema as z.ZodNumber;
    rules = {
      min: Number.isFinite(number.minValue) ? (number.minValue ?? undefined) : undefined,
      max: Number.isFinite(number.maxValue) ? (number.maxValue ?? undefined) : undefined,
    };
  } else if (def.type === "pipe" && def.in && def.out) {
    rules = merge(walk(def.in), walk(def.out));
  } else if (WRAPPERS.has(def.type) && def.innerType) {
    rules = walk(def.innerType);
  }
  return merge(rules, stated(schema));
}

/** The rules of one field schema. */
export function fieldRules(schema: Node): FieldRules {
  const rules = walk(schema);
  return Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined)) as FieldRules;
}

type ObjectInput<S> =
  S extends z.ZodObject<infer Shape> ? Shape : S extends z.ZodPipe<infer In, z.core.$ZodType> ? ObjectInput<In> : never;

/** The rules of every field of an object schema (or of an object checked further as a whole), by field name. */
export function formRules<S extends z.ZodType>(schema: S): Record<keyof ObjectInput<S> & string, FieldRules> {
  let object: Node = schema;
  while (object._zod.def.type === "pipe") object = (object as z.ZodPipe).in;
  const shape = (object as z.ZodObject).shape;
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, fieldRules(field as Node)])) as Record<
    keyof ObjectInput<S> & string,
    FieldRules
  >;
}
